// `npm start` until the studio exists: runs the packstudio CLI over the example packs.
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const bin = "packages/cli/bin/packstudio.mjs";
const examples = readdirSync(new URL("../spec/examples", import.meta.url)).sort();

for (const name of examples) {
  const dir = `spec/examples/${name}`;
  for (const args of [
    ["check", dir],
    ["commands", dir],
  ]) {
    process.stdout.write(`\n$ npx packstudio ${args.join(" ")}\n`);
    spawnSync(process.execPath, [bin, ...args], { cwd: root, stdio: "inherit" });
  }
}
process.stdout.write(
  '\nTry: npx packstudio render spec/examples/ledger transfer --args \'{"amount":"2.80","payee":"demo-transit"}\'\n',
);
