// Finding where run cgroups can go, from mountinfo and /proc/self/cgroup texts of hosts and containers.
import { describe, expect, it } from "vitest";
import { candidateParents, parseMountinfo, parseProcCgroup, probeCgroupSupport } from "./cgroup-support.js";

// This machine's (a VM): v1 controllers each at the hierarchy root, plus an empty unified hierarchy.
const hostMountinfo = `30 22 0:27 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
34 30 0:31 / /sys/fs/cgroup/memory rw,relatime - cgroup cgroup rw,memory
38 30 0:35 / /sys/fs/cgroup/pids rw,relatime - cgroup cgroup rw,pids
31 30 0:28 / /sys/fs/cgroup/cpu,cpuacct rw,relatime - cgroup cgroup rw,cpu,cpuacct
40 30 0:37 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
`;
const hostProcCgroup = `8:pids:/
4:memory:/process_api/123bc7007c2537293558bcc9334881b5
2:cpu,cpuacct:/
0::/
`;
// A container without a cgroup namespace: only its own part of each hierarchy is mounted.
const containerMountinfo = `700 690 0:31 /docker/abc /sys/fs/cgroup/memory ro,nosuid - cgroup cgroup rw,memory
701 690 0:35 /docker/abc /sys/fs/cgroup/pids ro,nosuid - cgroup cgroup rw,pids
`;
// A systemd host on cgroup v2 only.
const v2Mountinfo = "25 22 0:23 / /sys/fs/cgroup rw,nosuid - cgroup2 cgroup2 rw,nsdelegate\n";

describe("parseMountinfo", () => {
  it("finds each v1 controller's mount and root, and the cgroup2 mount", () => {
    const { v1, v2 } = parseMountinfo(hostMountinfo);
    expect(v1.get("memory")).toEqual({ mount: "/sys/fs/cgroup/memory", root: "/" });
    expect(v1.get("pids")).toEqual({ mount: "/sys/fs/cgroup/pids", root: "/" });
    expect(v1.get("cpuacct")).toEqual({ mount: "/sys/fs/cgroup/cpu,cpuacct", root: "/" });
    expect(v1.has("tmpfs")).toBe(false);
    expect(v2).toBe("/sys/fs/cgroup/unified");
  });

  it("reads a container's part of the hierarchy, and octal escapes in paths", () => {
    expect(parseMountinfo(containerMountinfo).v1.get("memory")).toEqual({
      mount: "/sys/fs/cgroup/memory",
      root: "/docker/abc",
    });
    const escaped = "1 0 0:1 / /mnt/my\\040cgroups rw - cgroup cgroup rw,memory\n";
    expect(parseMountinfo(escaped).v1.get("memory")?.mount).toBe("/mnt/my cgroups");
  });

  it("finds nothing in text that is not mountinfo", () => {
    expect(parseMountinfo("")).toEqual({ v1: new Map(), v2: null });
    expect(parseMountinfo("garbage\n - \n").v1.size).toBe(0);
  });
});

describe("parseProcCgroup", () => {
  it("gives each controller's path, co-mounted ones included", () => {
    const paths = parseProcCgroup(hostProcCgroup);
    expect(paths.get("memory")).toBe("/process_api/123bc7007c2537293558bcc9334881b5");
    expect(paths.get("pids")).toBe("/");
    expect(paths.get("cpu")).toBe("/");
    expect(paths.get("cpuacct")).toBe("/");
    expect(paths.has("")).toBe(false);
  });

  it("keeps colons inside a path", () => {
    expect(parseProcCgroup("4:memory:/a:b\n").get("memory")).toBe("/a:b");
  });
});

describe("candidateParents", () => {
  it("tries the server's own cgroup first, then the hierarchy's root", () => {
    expect(candidateParents({ mount: "/sys/fs/cgroup/memory", root: "/" }, "/process_api/x")).toEqual([
      "/sys/fs/cgroup/memory/process_api/x",
      "/sys/fs/cgroup/memory",
    ]);
    expect(candidateParents({ mount: "/sys/fs/cgroup/pids", root: "/" }, "/")).toEqual(["/sys/fs/cgroup/pids"]);
  });

  it("maps a container's path through the mounted root", () => {
    expect(candidateParents({ mount: "/sys/fs/cgroup/memory", root: "/docker/abc" }, "/docker/abc/sub")).toEqual([
      "/sys/fs/cgroup/memory/sub",
      "/sys/fs/cgroup/memory",
    ]);
    // A path outside the mounted part (another namespace's view): only the mount itself.
    expect(candidateParents({ mount: "/sys/fs/cgroup/memory", root: "/docker/abc" }, "/other")).toEqual([
      "/sys/fs/cgroup/memory",
    ]);
  });
});

describe("probeCgroupSupport", () => {
  it("needs Linux", () => {
    expect(
      probeCgroupSupport({ mountinfo: hostMountinfo, procSelfCgroup: hostProcCgroup, platform: "darwin" }),
    ).toEqual({ kind: "none", reason: "cgroups exist only on Linux" });
  });

  it("says so when no memory controller is mounted", () => {
    const support = probeCgroupSupport({ mountinfo: v2Mountinfo, procSelfCgroup: "0::/\n", platform: "linux" });
    expect(support.kind).toBe("none");
    if (support.kind === "none") expect(support.reason).toMatch(/cgroup v2|no cgroup memory controller/);
  });

  it("gives the reason, without host paths, when cgroups cannot be made there", () => {
    // A hierarchy mounted where nothing can be created: the probe fails and names the error code only.
    const mountinfo = "1 0 0:1 / /proc/no-such-cgroup-mount rw - cgroup cgroup rw,memory\n";
    const support = probeCgroupSupport({ mountinfo, procSelfCgroup: "4:memory:/\n", platform: "linux" });
    expect(support).toEqual({
      kind: "none",
      reason: expect.stringMatching(/^the server cannot create memory cgroups \(E[A-Z]+/),
    });
    if (support.kind === "none") expect(support.reason).not.toContain("/proc");
  });
});
