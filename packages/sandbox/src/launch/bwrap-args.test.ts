// The bubblewrap command line: no host environment, the pack read-only, the folders and limits.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultLimits } from "../limits/limits.js";
import { STDIO_PRELOAD_PATH } from "./blocking-stdio.js";
import { type BwrapPlan, bwrapArgs, cgroupLayout, hostCgroupLayout } from "./bwrap-args.js";

const plan: BwrapPlan = {
  packDir: "/dev/shm/x/runs/r1/pack",
  work: true,
  argv: ["/usr/bin/node", "/pack/bin/run.mjs", "status"],
  env: { PATH: "/usr/bin:/bin", HOME: "/home/agent", HCP_VERB: "status" },
  limits: defaultLimits,
  seccompFd: 3,
};

/** The operands of every occurrence of `option` (which takes `arity` operands). */
function operands(args: string[], option: string, arity: number): string[][] {
  const out: string[][] = [];
  const end = args.indexOf("--");
  args.forEach((a, i) => {
    if (a === option && i < end) out.push(args.slice(i + 1, i + 1 + arity));
  });
  return out;
}

describe("bwrapArgs", () => {
  const canary = "host-secret-5b1e";
  beforeEach(() => {
    process.env.PACKSTUDIO_CANARY = canary;
  });
  afterEach(() => {
    delete process.env.PACKSTUDIO_CANARY;
  });

  it("never carries the host's environment: clears it and sets only the plan's", () => {
    const args = bwrapArgs(plan);
    expect(args.join("\0")).not.toContain(canary);
    for (const [name, value] of Object.entries(process.env)) expect(args, name).not.toContain(`${name}=${value}`);
    expect(args).toContain("--clearenv");
    expect(operands(args, "--setenv", 2)).toEqual(Object.entries(plan.env));
    expect(args.indexOf("--clearenv")).toBeLessThan(args.indexOf("--setenv"));
  });

  it("binds the pack read-only and binds nothing of the host writable: work, HOME and /tmp are sized tmpfs", () => {
    const args = bwrapArgs(plan);
    expect(operands(args, "--ro-bind", 2)).toContainEqual([plan.packDir, "/pack"]);
    expect(operands(args, "--bind", 2)).toEqual([]);
    expect(operands(args, "--tmpfs", 1)).toEqual([["/tmp"], ["/home/agent"], ["/work"]]);
    // Each --tmpfs is preceded by its --size: the kernel, not the host, caps what a run can write.
    args.forEach((a, i) => {
      if (a === "--tmpfs") expect(args[i - 2], args[i + 1]).toBe("--size");
    });
    expect(operands(args, "--size", 1).map(([n]) => Number(n))).toEqual([
      defaultLimits.writtenBytes / 4,
      defaultLimits.writtenBytes / 4,
      defaultLimits.writtenBytes,
    ]);
    expect(operands(args, "--chdir", 1)).toEqual([["/work"]]);
  });

  it("works in the read-only pack when there is no work folder (mode none)", () => {
    const args = bwrapArgs({ ...plan, work: false });
    expect(operands(args, "--chdir", 1)).toEqual([["/pack"]]);
    expect(operands(args, "--tmpfs", 1)).toEqual([["/tmp"], ["/home/agent"]]);
  });

  it("shares nothing with the host: namespaces, no new ones, dies with its parent", () => {
    const args = bwrapArgs(plan);
    for (const option of [
      "--unshare-all",
      "--unshare-user",
      "--disable-userns",
      "--die-with-parent",
      "--as-pid-1",
      "--new-session",
    ])
      expect(args, option).toContain(option);
    expect(operands(args, "--cap-drop", 1)).toEqual([["ALL"]]);
    expect(operands(args, "--seccomp", 1)).toEqual([["3"]]);
    expect(args).not.toContain("--share-net");
  });

  it("caps /tmp and makes the root and /dev read-only after every mount", () => {
    const args = bwrapArgs(plan);
    const tmp = args.indexOf("/tmp", args.indexOf("--tmpfs"));
    expect(args.slice(tmp - 3, tmp + 1)).toEqual(["--size", String(defaultLimits.writtenBytes / 4), "--tmpfs", "/tmp"]);
    const lastMount = Math.max(
      ...["--bind", "--ro-bind", "--tmpfs", "--dir", "--proc", "--dev"].map((o) => args.lastIndexOf(o)),
    );
    expect(operands(args, "--remount-ro", 1)).toEqual([["/dev"], ["/"]]);
    expect(args.indexOf("--remount-ro")).toBeGreaterThan(lastMount);
  });

  it("binds no host secrets: /etc only by a few named files", () => {
    const etc = [...operands(bwrapArgs(plan), "--ro-bind", 2)].filter(([, dest]) => dest?.startsWith("/etc"));
    for (const [source, dest] of etc) expect(source).toBe(dest);
    expect(etc.map(([, dest]) => dest)).not.toContain("/etc");
    expect(etc.map(([, dest]) => dest)).not.toContain("/etc/shadow");
  });

  it("binds the sandbox's own copy of those files as /etc, in one mount, when it has one (system-etc.ts)", () => {
    const etc = [...operands(bwrapArgs({ ...plan, etcDir: "/dev/shm/x/system-etc/abc" }), "--ro-bind", 2)].filter(
      ([, dest]) => dest?.startsWith("/etc"),
    );
    expect(etc).toEqual([["/dev/shm/x/system-etc/abc", "/etc"]]);
  });

  it("shows node the cgroup memory files, read-only, only when asked", () => {
    expect(operands(bwrapArgs(plan), "--ro-bind", 2).filter(([, d]) => d?.startsWith("/sys"))).toEqual([]);
    const args = bwrapArgs({ ...plan, memoryDir: "/dev/shm/x/node-heap/cgroup-256" });
    expect(operands(args, "--ro-bind", 2).filter(([, d]) => d?.startsWith("/sys"))).toEqual([
      ["/dev/shm/x/node-heap/cgroup-256", hostCgroupLayout.mount],
    ]);
  });

  it("binds node's stdio preload read-only, only when asked, before the root turns read-only", () => {
    const preloads = (args: string[]) => operands(args, "--ro-bind", 2).filter(([, d]) => d === STDIO_PRELOAD_PATH);
    expect(preloads(bwrapArgs(plan))).toEqual([]);
    const args = bwrapArgs({ ...plan, stdioPreload: "/dev/shm/x/node-stdio/blocking-stdio.cjs" });
    expect(preloads(args)).toEqual([["/dev/shm/x/node-stdio/blocking-stdio.cjs", STDIO_PRELOAD_PATH]]);
    expect(args.indexOf(STDIO_PRELOAD_PATH)).toBeLessThan(args.indexOf("--remount-ro"));
  });

  it("ends with the program after --", () => {
    const args = bwrapArgs(plan);
    expect(args.slice(args.indexOf("--") + 1)).toEqual(plan.argv);
  });
});

describe("cgroupLayout", () => {
  const v1 = { mount: "/sys/fs/cgroup/memory", files: ["memory.limit_in_bytes", "memory.soft_limit_in_bytes"] };
  const v2 = { mount: "/sys/fs/cgroup", files: ["memory.max", "memory.high"] };
  it.each([
    { name: "cgroup v2 only", text: "0::/user.slice/session-1.scope\n", layout: v2 },
    { name: "hybrid with a v1 memory controller", text: "5:pids:/\n4:memory:/x\n0::/\n", layout: v1 },
    { name: "v1 with joined controllers", text: "3:cpu,memory,pids:/\n", layout: v1 },
    { name: "v1 without a memory controller", text: "9:name=systemd:/\n0::/\n", layout: v2 },
    { name: "nothing readable", text: "", layout: v2 },
  ])("$name", ({ text, layout }) => {
    expect(cgroupLayout(text)).toEqual(layout);
  });
});
