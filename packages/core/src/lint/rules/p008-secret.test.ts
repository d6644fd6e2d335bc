// Table tests for P008 (§2.7 P2: a pack contains no secrets, tokens or credential material).
// Secrets are built by concatenation so no real-looking token sits in the source as one literal.
import { packWith } from "../../testing/pack-builder.js";
import { ruleTable } from "../../testing/rule-table.js";
import { rule } from "./p008-secret.js";

const gh = `ghp_${"a1".repeat(18)}`;
const aws = `AKIA${"Q7".repeat(8)}`;
const google = `AIza${"x".repeat(35)}`;
const slack = `xoxb-${"1234567890"}-abcdef`;
const openai = `sk-${"Ab3".repeat(8)}`;
const stripe = `sk_live_${"9z".repeat(8)}`;
const pat = `github_pat_${"B".repeat(30)}`;
const keyBlock = `-----BEGIN ${"RSA PRIVATE"} KEY-----\nMIIEowIBAAKCAQEA\n-----END RSA PRIVATE KEY-----`;

const env = (agentEnv: Record<string, unknown>) =>
  packWith({
    surface: (s) => {
      s.wrap.agent_env = agentEnv;
    },
  });
const harness = (text: string) => packWith({ harness: text });
const transferArg = (name: string, schema: unknown) =>
  packWith({
    surface: (s) => {
      s.verbs.transfer.args.properties[name] = schema;
    },
  });

ruleTable(rule, [
  { name: "valid: ledger", files: packWith(), expect: [] },
  { name: "valid: a placeholder value", files: env({ API_TOKEN: "{{token}}" }), expect: [] },
  {
    name: "valid: an environment reference",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a literal ${NAME} reference is the case under test
    files: env({ API_TOKEN: "$LEDGER_TOKEN", SECRET: "${LEDGER_SECRET}" }),
    expect: [],
  },
  { name: "valid: an empty value", files: env({ password: "", token: "  " }), expect: [] },
  { name: "valid: a non-string value", files: env({ token: 5, secret: null, password: { a: 1 } }), expect: [] },
  {
    name: "valid: an argument NAMED token",
    files: transferArg("token", { type: "string", description: "One-time code", examples: ["123456"] }),
    expect: [],
  },
  {
    name: "valid: keys that only contain the word",
    files: env({ max_tokens: "100", token_url: "https://x", secretary: "Bob" }),
    expect: [],
  },
  {
    name: "valid: prefixes mentioned in prose",
    files: harness("GitHub tokens start with ghp_ and OpenAI keys with sk-; a task-list-of-things is fine."),
    expect: [],
  },
  { name: "valid: sk- inside a longer word", files: harness(`the disk-${"a".repeat(30)} name`), expect: [] },
  {
    name: "invalid: a GitHub token in agent_env, fixed by clearing it",
    files: env({ GITHUB_TOKEN: gh }),
    expect: [
      {
        file: "surface.json",
        pointer: "/wrap/agent_env/GITHUB_TOKEN",
        message: ["GitHub token", '"ghp_…"', "40 characters"],
        fixClears: true,
      },
    ],
  },
  {
    name: "invalid: a secret-named key with a literal value",
    files: env({ auth_token: "hunter2hunter2" }),
    expect: [
      {
        file: "surface.json",
        pointer: "/wrap/agent_env/auth_token",
        message: ['"auth_token"', '"hunt…"', "14 characters"],
        fixClears: true,
      },
    ],
  },
  {
    name: "invalid: secret-named keys, any case and suffix",
    files: env({ PASSWORD: "p4ss", clientSecret: "abcdef", api_key: "k", apiKey: "kk" }),
    expect: ["PASSWORD", "clientSecret", "api_key", "apiKey"].map((k) => ({
      file: "surface.json",
      pointer: `/wrap/agent_env/${k}`,
    })),
  },
  {
    name: "invalid: a short value is never echoed whole",
    files: env({ token: "ab" }),
    expect: [{ file: "surface.json", pointer: "/wrap/agent_env/token", message: '"a…", 2 characters' }],
  },
  {
    name: "invalid: a token in an argument's examples",
    files: transferArg("token", { type: "string", description: "Token", examples: [openai] }),
    expect: [{ file: "surface.json", pointer: "/verbs/transfer/args/properties/token/examples/0", message: '"sk-A…"' }],
  },
  {
    name: "invalid: a literal default of a secret-named argument",
    files: transferArg("password", { type: "string", default: "letmein" }),
    expect: [
      {
        file: "surface.json",
        pointer: "/verbs/transfer/args/properties/password/default",
        message: ['"password"', "default"],
        fixClears: true,
      },
    ],
  },
  {
    name: "invalid: a token inside a longer string, no fix",
    files: packWith({
      surface: (s) => {
        s.verbs.list.description = `List entries. Uses ${slack} internally.`;
      },
    }),
    expect: [{ file: "surface.json", pointer: "/verbs/list/description", message: "Slack token" }],
  },
  {
    name: "invalid: a token in policy.json",
    files: packWith({
      policy: (p) => {
        p.verbs.transfer.reason = google;
      },
    }),
    expect: [{ file: "policy.json", pointer: "/verbs/transfer/reason", message: "Google API key" }],
  },
  {
    name: "invalid: a token as a key",
    files: packWith({
      surface: (s) => {
        s.wrap.agent_env = { [aws]: "x" };
      },
    }),
    expect: [{ file: "surface.json", pointer: `/wrap/agent_env/${aws}`, message: "AWS access key" }],
  },
  {
    name: "invalid: a private key block in a script, one finding for the block",
    files: packWith({ files: { "bin/key.pem": `# key\n${keyBlock}\n` } }),
    expect: [
      {
        file: "bin/key.pem",
        pointer: "",
        message: ["private key block", "-----BEGIN RSA PRIVATE KEY-----"],
        at: [2, 1],
      },
    ],
  },
  {
    name: "invalid: tokens in HARNESS.md, one finding each, at their spans",
    files: harness(`# Ledger\n\nUse ${stripe} or\n${pat}.\n`),
    expect: [
      { file: "HARNESS.md", pointer: "", message: ["Stripe", '"sk_l…"'], at: [3, 5] },
      { file: "HARNESS.md", pointer: "", message: "GitHub token", at: [4, 1] },
    ],
  },
  {
    name: "invalid: a JSON file that does not parse is scanned as text",
    files: packWith({ surface: `{"wrap": {"agent_env": {"T": "${gh}"` }),
    expect: [{ file: "surface.json", pointer: "", message: "GitHub token", at: [1, 31] }],
  },
  {
    name: "edge: a secret-named key holding a token is reported once",
    files: env({ token: gh }),
    expect: [{ file: "surface.json", pointer: "/wrap/agent_env/token", message: "GitHub token" }],
  },
  {
    name: "edge: surface.json is an array",
    files: packWith({ surface: `["${gh}"]` }),
    expect: [{ file: "surface.json", pointer: "/0" }],
  },
]);
