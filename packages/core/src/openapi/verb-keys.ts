// Verb keys for operations, in the manifest's key style (`boards.list`, `card.get`): noun words, a dot, the
// action, lower-case with dashes (DECISIONS 14; init --from-openapi).

/** Words an operationId often starts with that name the action: they move behind the dot. */
const actions = new Set([
  "add",
  "approve",
  "assign",
  "apply",
  "archive",
  "cancel",
  "check",
  "clear",
  "close",
  "copy",
  "count",
  "create",
  "delete",
  "describe",
  "disable",
  "download",
  "edit",
  "enable",
  "export",
  "fetch",
  "find",
  "get",
  "import",
  "invite",
  "list",
  "lock",
  "login",
  "logout",
  "merge",
  "modify",
  "move",
  "open",
  "patch",
  "place",
  "post",
  "publish",
  "purge",
  "put",
  "query",
  "read",
  "remove",
  "rename",
  "replace",
  "reject",
  "reset",
  "restore",
  "retrieve",
  "revoke",
  "search",
  "send",
  "set",
  "show",
  "start",
  "stop",
  "submit",
  "sync",
  "unlock",
  "update",
  "upload",
  "upsert",
  "validate",
  "verify",
]);

/** Words that begin a qualifier (`findPetsByStatus`: `by status`): they stay with the action. */
const joiners = new Set(["by", "with", "for", "from", "in", "on", "of", "to", "at", "using", "via", "and"]);

const maxWords = 8;

/** The words of an operationId: split at case changes, digits runs kept with their word, everything else a break. */
export function idWords(id: string): string[] {
  return id
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/([A-Z]{2,})s(?![a-z])/g, "$1S") // a plural acronym: `APIs` is one word
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}

/** `listBoards` → `boards.list`, `findPetsByStatus` → `pets.find-by-status`, `getInventory` → `inventory.get`;
 * an id without a leading action keeps its words: `list-data-sets` → `data-sets.list`, `healthz` → `healthz`. */
export function keyFromWords(words: readonly string[]): string | undefined {
  const kept = words.slice(0, maxWords);
  const [first, ...rest] = kept;
  if (first === undefined) return undefined;
  if (!actions.has(first) || rest.length === 0) return kept.join("-");
  const cut = rest.findIndex((w, i) => i > 0 && joiners.has(w));
  const noun = cut === -1 ? rest : rest.slice(0, cut);
  const qualifier = cut === -1 ? [] : rest.slice(cut);
  return `${noun.join("-")}.${[first, ...qualifier].join("-")}`;
}

/** `GET /pets/{petId}` → `pets.get`: the path's literal segments, then the method. */
export function keyFromRequest(method: string, path: string): string {
  const words = path
    .split("/")
    .filter((s) => s !== "" && !/^\{.*\}$/.test(s))
    .flatMap(idWords)
    .slice(-maxWords);
  const action = method.toLowerCase();
  return words.length ? `${words.join("-")}.${action}` : action;
}

/** One key per operation, in order, each different: a repeat gets `-2`, `-3`… on its last segment. */
export function verbKeys(operations: readonly { operationId?: string; method: string; path: string }[]): string[] {
  const taken = new Set<string>();
  return operations.map((op) => {
    const base = (op.operationId && keyFromWords(idWords(op.operationId))) || keyFromRequest(op.method, op.path);
    let key = base;
    for (let n = 2; taken.has(key); n++) key = `${base}-${n}`;
    taken.add(key);
    return key;
  });
}
