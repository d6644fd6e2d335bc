// Hostile pack scripts in real bubblewrap: each is stopped by the right limit, or fails, and the host is unharmed.
import { existsSync } from "node:fs";
import { createServer, type Server } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { defaultLimits, type LimitName } from "./limits/limits.js";
import type { RunResult } from "./sandbox.js";
import { processesOfUids, ran, scriptPack, sleep, testSandbox } from "./test-support.js";

const UID = 61100;
const { sandbox, cleanup } = testSandbox(UID);
// Every limit case but the wall clock's own runs with a long wall clock, so the limit it tests binds first even on
// a machine busy with other suites (CI saw a node fork bomb and a growing child node reach the 5 s wall first).
const longWallBox = testSandbox(UID + 4, { limits: { ...defaultLimits, wallMs: 30_000 } });
afterAll(async () => {
  await cleanup();
  await longWallBox.cleanup();
});

const tag = `${process.pid}-${Date.now()}`;
const MiB = 1024 * 1024;

async function run(
  script: string,
  mode = "ephemeral",
  session = "hostile",
  box = sandbox,
): Promise<{ run: RunResult }> {
  const result = ran(await box.dryRun({ files: scriptPack(script, { mode }), verbKey: "run", session }));
  // No timed assertion (a busy machine is slow, not wrong): the run's own limits and the test timeout bound a hang.
  return { run: result };
}

/** No process of the sandbox's uids is left on the host (the pid namespace dies with the run). */
async function expectNoLeftovers(): Promise<void> {
  for (let i = 0; i < 20 && processesOfUids(UID, UID + 7).length > 0; i++) await sleep(50);
  expect(processesOfUids(UID, UID + 7)).toEqual([]);
}

interface LimitCase {
  name: string;
  script: string;
  limit: LimitName;
  /** What else the stopped run shows. */
  check?: (run: RunResult) => void;
}

const limitCases: LimitCase[] = [
  { name: "an endless loop", script: "for (;;) {}", limit: "cpu" },
  { name: "a sleep past the wall clock", script: "#!/bin/sh\nsleep 30\n", limit: "wall" },
  { name: "a shell fork bomb", script: "#!/bin/sh\nf() { f & f & wait; }\nf\n", limit: "processes" },
  {
    name: "a node fork bomb",
    script: `import { spawn } from "node:child_process";
for (let i = 0; i < 500; i++) spawn("/bin/sleep", ["30"]).on("error", (e) => { console.error(String(e)); process.exit(1); });`,
    limit: "processes",
  },
  {
    name: "a 2 GiB buffer",
    script: "const b = Buffer.alloc(2 ** 31, 1); console.log(b.length);",
    limit: "memory",
  },
  {
    name: "arrays growing past node's heap",
    script: "const keep = []; for (;;) keep.push(new Array(1e6).fill(1.5));",
    limit: "memory",
  },
  {
    name: "a child node process growing past its heap (capped too)",
    script: `import { spawnSync } from "node:child_process";
const r = spawnSync(process.execPath, ["-e", "const k = []; for (;;) k.push(new Array(1e6).fill(1.5));"], { stdio: "inherit" });
process.exit(r.status ?? 1);`,
    limit: "memory",
  },
  {
    name: "100 MiB to stdout from the shell",
    script: "#!/bin/sh\nyes 0123456789abcdef | head -c 104857600\n",
    limit: "output",
    check: (run) => {
      expect(run.stdout.length).toBe(MiB);
      expect(run.stdoutTruncated).toBe(true);
      expect(run.stderr).toContain("stdout cut at 1 MiB");
    },
  },
  {
    name: "100 MiB to stdout from node, minding back-pressure",
    script: `import { once } from "node:events";
const chunk = "x".repeat(MiB);
for (let i = 0; i < 100; i++) if (!process.stdout.write(chunk)) await once(process.stdout, "drain");`.replace(
      "MiB",
      String(MiB),
    ),
    limit: "output",
    check: (run) => expect([run.stdout.length, run.stdoutTruncated]).toEqual([MiB, true]),
  },
  {
    // No back-pressure: the writes queue in node's memory unless the host stops the process at the cap.
    name: "100 MiB to stdout from node, ignoring back-pressure",
    script: `const line = "y".repeat(${MiB}); for (let i = 0; i < 100; i++) console.log(line);`,
    limit: "output",
    check: (run) => expect([run.stdout.length, run.stdoutTruncated]).toEqual([MiB, true]),
  },
  {
    name: "a file over 16 MiB",
    script: `import { writeFileSync } from "node:fs"; writeFileSync("big.bin", Buffer.alloc(20 * ${MiB}));`,
    limit: "file_size",
    check: (run) =>
      expect(run.sideEffects).toEqual([expect.objectContaining({ path: "work/big.bin", sizeAfter: 16 * MiB })]),
  },
  {
    name: "many files under 16 MiB filling the sandbox's /tmp",
    script:
      "#!/bin/sh\ni=0\nwhile [ $i -lt 20 ]; do head -c 15000000 /dev/zero > /tmp/f$i || exit 1; i=$((i+1)); done\n",
    limit: "file_size",
    check: (run) => expect(run.stderr).toContain("No space left on device"),
  },
  {
    name: "many files under 16 MiB filling the work folder",
    script: "#!/bin/sh\ni=0\nwhile [ $i -lt 6 ]; do head -c 15000000 /dev/zero > f$i || exit 1; i=$((i+1)); done\n",
    limit: "file_size",
  },
];

describe("limits (DECISIONS.md 10)", () => {
  it.each(limitCases)("$name: $limit", async ({ script, limit, check }) => {
    const box = limit === "wall" ? sandbox : longWallBox.sandbox;
    const { run: result } = await run(script, "ephemeral", "hostile", box);
    expect(result.limit, result.stderr.slice(-600)).toBe(limit);
    expect(result.stderr).toContain(`[sandbox] stopped by the ${limit} limit`);
    check?.(result);
    await expectNoLeftovers();
  });
});

describe("the host stays out of reach", () => {
  afterEach(expectNoLeftovers);

  it("cannot write outside its folders, and nothing appears on the host", async () => {
    const targets = ["/usr/local", "/etc", "", "/home", "/dev/shm", "/var/tmp", "/pack", "/work/main"].map(
      (dir) => `${dir}/pwned-${tag}`,
    );
    const script = `import { writeFileSync } from "node:fs";
const out = {};
for (const path of ${JSON.stringify(targets)}) { try { writeFileSync(path, "x"); out[path] = "written"; } catch (e) { out[path] = e.code; } }
console.log(JSON.stringify(out));`;
    const { run: result } = await run(script, "none");
    expect(result.exitCode).toBe(0);
    for (const path of targets) {
      expect(["EROFS", "EACCES", "ENOENT", "EPERM"], path).toContain((result.json as Record<string, string>)[path]);
      expect(existsSync(path), path).toBe(false);
    }
  });

  it("sees no secrets, no studio files, no other sessions and no host processes", async () => {
    const paths = ["/etc/shadow", "/etc/passwd", "/root", "/work/main/package.json", new URL(import.meta.url).pathname];
    const script = `import { existsSync, readdirSync, readFileSync } from "node:fs";
const read = (p) => { try { readFileSync(p); return "read"; } catch (e) { return e.code; } };
console.log(JSON.stringify({
  files: Object.fromEntries(${JSON.stringify(paths)}.map((p) => [p, read(p)])),
  shm: readdirSync("/dev/shm"),
  hostPid: existsSync("/proc/${process.pid}/environ") && ${process.pid} > 50,
  pids: readdirSync("/proc").filter((n) => /^\\d+$/.test(n)).length,
}));`;
    const { run: result } = await run(script, "none");
    const seen = result.json as { files: Record<string, string>; shm: string[]; hostPid: boolean; pids: number };
    for (const path of paths) expect(seen.files[path], path).toBe("ENOENT");
    expect(seen.shm).toEqual([]);
    expect(seen.hostPid).toBe(false);
    expect(seen.pids).toBeLessThan(5);
  });

  it("does not see the server's environment, through /proc or its own", async () => {
    const canary = `canary-${tag}`;
    process.env.PACKSTUDIO_CANARY = canary;
    try {
      const script = `import { readFileSync } from "node:fs";
const read = (p) => { try { return readFileSync(p, "utf8"); } catch (e) { return e.code; } };
console.log(JSON.stringify({ one: read("/proc/1/environ"), self: read("/proc/self/environ"), env: process.env }));`;
      const { run: result } = await run(script);
      expect(result.exitCode).toBe(0);
      expect(result.stdout).toContain("HCP_PACK_ID=mini"); // the reads worked: /proc/self/environ was there
      expect(result.stdout).not.toContain(canary);
      expect(result.stdout).not.toContain("PACKSTUDIO_CANARY");
    } finally {
      delete process.env.PACKSTUDIO_CANARY;
    }
  });

  describe("the network", () => {
    let server: Server;
    let port = 0;
    let connections = 0;
    beforeAll(async () => {
      server = createServer((socket) => {
        connections++;
        socket.destroy();
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      const address = server.address();
      port = typeof address === "object" && address ? address.port : 0;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("cannot connect to a server on the host's 127.0.0.1", async () => {
      const script = `import { connect } from "node:net";
const s = connect(${port}, "127.0.0.1");
s.on("connect", () => { console.log("connected"); process.exit(0); });
s.on("error", (e) => { console.log(e.code); process.exit(0); });
setTimeout(() => { console.log("timeout"); process.exit(0); }, 1500);`;
      const { run: result } = await run(script);
      expect(["ECONNREFUSED", "ENETUNREACH"]).toContain(result.stdout.trim());
      await sleep(100);
      expect(connections).toBe(0);
      // The server is really there: the same connect from the host gets through.
      const { connect } = await import("node:net");
      await new Promise<void>((resolve, reject) =>
        connect(port, "127.0.0.1").on("connect", resolve).on("error", reject),
      );
      await sleep(50);
      expect(connections).toBe(1);
    });
  });

  it("ends a child that outlives its parent with the run", async () => {
    const spawnChild = `import { spawn } from "node:child_process";
spawn(process.execPath, ["-e", "setTimeout(() => require('node:fs').writeFileSync('/work/late-${tag}', 'x'), 1000)"], { detached: true, stdio: "ignore" }).unref();
console.log("parent done");`;
    const { run: first } = await run(spawnChild, "workspace", "orphan");
    expect(first.stdout).toBe("parent done\n");
    await expectNoLeftovers();
    await sleep(2000);
    expect(processesOfUids(UID, UID + 3)).toEqual([]);
    const { run: look } = await run(
      `import { readdirSync } from "node:fs"; console.log(JSON.stringify(readdirSync(".")));`,
      "workspace",
      "orphan",
    );
    expect(look.json).toEqual([]);
  });

  it("runs under the seccomp filter: no new namespaces", async () => {
    const script = "#!/bin/sh\ngrep '^Seccomp:' /proc/self/status\n/usr/bin/unshare -r true\necho \"unshare=$?\"\n";
    const { run: result } = await run(script);
    expect(result.stdout).toMatch(/^Seccomp:\s+2$/m);
    expect(result.stdout).toContain("unshare=1");
    // EPERM is the filter's answer; without it --disable-userns would say ENOSPC ("No space left on device").
    expect(result.stderr).toContain("Operation not permitted");
    expect(result.limit).toBeNull();
  });
});
