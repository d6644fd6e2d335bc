// Process entry for tests and the bench: the server on this process's stdio (the CLI's `packstudio lsp` does the same).
import { serveLsp } from "./index.js";

const at = process.argv.indexOf("--rules-url");
const rulesUrl = at === -1 ? undefined : process.argv[at + 1];
await serveLsp(process.stdin, process.stdout, rulesUrl ? { rulesUrl } : {});
process.exit(0);
