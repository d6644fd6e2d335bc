// A node pack script's workspace is extracted while node starts (issue 30): the script still finds all of it at its
// first line, its stdin reads empty as before, and node processes it starts never wait on their stdin.
import { afterAll, describe, expect, it } from "vitest";
import { defaultLimits } from "./limits/limits.js";
import { ran, scriptPack, testSandbox } from "./test-support.js";

const { sandbox, cleanup } = testSandbox(63740, { limits: { ...defaultLimits, wallMs: 60_000 } });
afterAll(cleanup);

const MiB = 1024 * 1024;

describe("a workspace restored beside node's start", () => {
  it("is whole at the script's first line, and stdin reads empty", async () => {
    // 48 files of 1 MiB: their extraction takes longer than nothing, so a script that did not wait would see less.
    const write = `import fs from "node:fs";
for (let i = 0; i < 48; i++) fs.writeFileSync("/work/f" + i, Buffer.alloc(${MiB}, i));
console.log("written");`;
    const first = ran(
      await sandbox.dryRun({
        files: scriptPack(write, { mode: "workspace", id: "big" }),
        verbKey: "run",
        session: "b",
      }),
    );
    expect(first.stdout).toBe("written\n");
    const read = `import fs from "node:fs";
const names = fs.readdirSync("/work");
const bytes = names.reduce((n, name) => n + fs.statSync("/work/" + name).size, 0);
const last = fs.readFileSync("/work/f47");
console.log(JSON.stringify({ files: names.length, bytes, last: last[0], stdin: fs.readFileSync(0).length }));`;
    const second = ran(
      await sandbox.dryRun({ files: scriptPack(read, { mode: "workspace", id: "big" }), verbKey: "run", session: "b" }),
    );
    expect(second.json).toEqual({ files: 48, bytes: 48 * MiB, last: 47, stdin: 0 });
  });

  it("leaves the stdin of a node the script starts alone", async () => {
    const files = scriptPack(
      `import { fork } from "node:child_process";
import fs from "node:fs";
if (process.argv[2] === "child") {
  process.stdout.write("child read " + fs.readFileSync(0, "utf8"));
} else {
  fs.writeFileSync("/work/kept", "x");
  const child = fork(process.argv[1], ["child"], { stdio: ["pipe", "inherit", "inherit", "ipc"] });
  child.stdin.end("hello");
  child.on("exit", () => process.exit(0));
}`,
      { mode: "workspace", id: "forks" },
    );
    ran(await sandbox.dryRun({ files, verbKey: "run", session: "f" }));
    // The second run restores the workspace beside the start: the parent waits, its child does not.
    const run = ran(await sandbox.dryRun({ files, verbKey: "run", session: "f" }));
    expect(run.stdout).toBe("child read hello");
    expect(run.exitCode).toBe(0);
  });
});
