// Generated packs for the catalog benchmark: varied names, descriptions, HARNESS text, kinds and bindings.

/** A small deterministic PRNG (mulberry32), so every run searches the same catalog. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Domain words (names and subjects) and plain words (descriptions and prose): a few are common, most rare.
export const nouns = (
  "ledger invoice payment payee budget account wallet receipt refund ticket issue sprint board backlog " +
  "calendar event meeting invite reminder mail inbox message thread draft contact note notebook page wiki " +
  "deploy release build pipeline runner artifact cluster pod node service ingress secret config volume " +
  "weather forecast station sensor metric alert dashboard report chart query table schema backup snapshot " +
  "repo branch commit review patch diff merge tag storefront order cart product catalog price stock " +
  "shipment courier parcel route map place photo album video playlist podcast feed article bookmark " +
  "todo task habit timer journal recipe pantry grocery fitness workout sleep doctor pharmacy insurance " +
  "translation dictionary glossary subtitle document spreadsheet slide form survey poll vote ballot"
).split(" ");

const verbs = (
  "list show create update remove archive restore search export import sync send reply forward schedule " +
  "cancel approve reject assign close reopen publish unpublish upload download rename move copy share " +
  "watch follow mute pin star label tag transfer refund charge book reserve check validate preview"
).split(" ");

const fillers = (
  "the a of to and in for with from by on each every one its their your this that when which while " +
  "newest oldest first last quickly safely locally remote private public shared saved recent pending " +
  "open closed small large daily weekly monthly current selected given named default optional required"
).split(" ");

/** Skewed pick: low indexes far more often, like word frequencies in real text. */
function skewed(rnd: () => number, list: readonly string[]): string {
  const i = Math.floor(list.length * rnd() ** 2.2);
  return list[Math.min(i, list.length - 1)] as string;
}

/** Prose about a topic: its own nouns mostly, now and then another subject, common verbs and small words. */
function sentence(rnd: () => number, words: number, topic: readonly string[]): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const r = rnd();
    const noun = rnd() < 0.9 ? (topic[Math.floor(rnd() * topic.length)] as string) : skewed(rnd, nouns);
    out.push(r < 0.35 ? skewed(rnd, fillers) : r < 0.7 ? noun : skewed(rnd, verbs));
  }
  const text = out.join(" ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

const kinds = ["wrap", "wrap", "wrap", "composite", "openapi", "sense_only"] as const;
const modes = ["public", "user", "local", "mock", "mothership"] as const;
const transportSets = [["cli", "json_exec"], ["cli", "json_exec", "mcp"], ["json_exec"], ["cli"]];

/** Pack number `n`: a readable surface, policy and HARNESS.md (1 to 6 KiB), like a real catalog entry. */
export function generatedPack(n: number): Record<string, string> {
  const rnd = random(n * 7919 + 17);
  const a = skewed(rnd, nouns);
  const b = nouns[Math.floor(rnd() * nouns.length)] as string;
  const topic = [a, b, nouns[Math.floor(rnd() * nouns.length)] as string];
  const id = `${a}-${b}-${n}`;
  const kind = kinds[n % kinds.length] as (typeof kinds)[number];
  const plane = n % 25 === 0 ? "control" : "runtime";
  const mode = plane === "control" ? "mothership" : (modes[Math.floor(rnd() * 4)] as string);
  const bin = rnd() < 0.7 ? `./bin/${a}.mjs` : a;
  const verbCount = 1 + Math.floor(rnd() * 6);
  const surfaceVerbs: Record<string, unknown> = {};
  const rows: Record<string, unknown> = {};
  for (let v = 0; v < verbCount; v++) {
    const verb = `${verbs[Math.floor(rnd() * verbs.length)]}${v}`;
    const write = rnd() < 0.4;
    surfaceVerbs[verb] = {
      description: sentence(rnd, 6 + Math.floor(rnd() * 10), topic),
      cli: [a, verb, "{{target}}"],
      // An openapi pack's command names its operation (O004, DECISIONS 14); its document is at a URL, never read.
      ...(kind === "openapi" && { operation: `${verb}-${b}` }),
      args: {
        type: "object",
        properties: { target: { type: "string", description: `Which ${b}`, examples: [`${b}-1`], "x-position": 0 } },
        required: ["target"],
      },
      ...(write && { preview: { kind: "record", title: `Change {{target}}`, fields: { target: "{{target}}" } } }),
    };
    const approval = write ? (rnd() < 0.5 ? "always" : "first_use") : "never";
    rows[verb] = write ? { effect: "write", approval, reason: sentence(rnd, 5, topic) } : { effect: "read" };
  }
  const surface = {
    id,
    name: `${a.charAt(0).toUpperCase()}${a.slice(1)} ${b} ${n}`,
    kind,
    cliBin: a,
    plane,
    transports: transportSets[n % transportSets.length],
    binding: { mode, hub: mode === "public" ? "public" : "none" },
    ...(kind === "wrap" && { wrap: { bin } }),
    // Every kind complete (M062, M063), so each generated pack lints clean and an import of N loads N.
    ...(kind === "openapi" && { openapi: { url: `https://${a}.example/openapi.json` } }),
    ...(kind === "sense_only" && { stimulusTriggers: [{ ref: `${a}.changed` }] }),
    verbs: surfaceVerbs,
  };
  const paragraphs = [`# ${surface.name}`, "", `\`${a}\` works with ${b} data.`, ""];
  const size = 1024 + Math.floor(rnd() * 5 * 1024);
  let harness = paragraphs.join("\n");
  while (harness.length < size) harness += `${sentence(rnd, 12 + Math.floor(rnd() * 20), topic)}\n`;
  return {
    "surface.json": JSON.stringify(surface, null, 2),
    "policy.json": JSON.stringify(
      {
        surface_id: id,
        verbs: rows,
        ...(kind === "sense_only" && { stimuli: { [`${a}.changed`]: { deliver: "notify" } } }),
      },
      null,
      2,
    ),
    "HARNESS.md": harness,
    ...(bin.startsWith("./") && { [`bin/${a}.mjs`]: "#!/usr/bin/env node\nconsole.log('{}');\n" }),
  };
}
