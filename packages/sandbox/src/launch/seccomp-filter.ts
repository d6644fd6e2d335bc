// A seccomp filter (classic BPF, built here) denying namespace, mount, keyring and tracing calls, as Flatpak does,
// and the vsock and netlink socket families.
import { arch } from "node:os";

// bubblewrap loads it with --seccomp FD; no package is needed for a program this small.

const AUDIT_ARCH_X86_64 = 0xc000003e;
const RET_ALLOW = 0x7fff0000;
const RET_ERRNO = 0x00050000;
const EPERM = 1;
const ENOSYS = 38;

// x86_64 syscall numbers.
const denied: Record<string, number> = {
  mount: 165,
  umount2: 166,
  pivot_root: 155,
  chroot: 161,
  unshare: 272,
  setns: 308,
  keyctl: 250,
  add_key: 248,
  request_key: 249,
  open_tree: 428,
  move_mount: 429,
  fsopen: 430,
  fsconfig: 431,
  fsmount: 432,
  fspick: 433,
  mount_setattr: 442,
  ptrace: 101,
  perf_event_open: 298,
  bpf: 321,
  userfaultfd: 323,
  // io_uring has been a steady source of kernel bugs; libuv falls back to its thread pool without it.
  io_uring_setup: 425,
  io_uring_enter: 426,
  io_uring_register: 427,
};
const CLONE = 56;
const CLONE3 = 435;
/** CLONE_NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET, NEWTIME. */
const CLONE_NAMESPACE_FLAGS =
  0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000 | 0x80;
const SOCKET = 41;
const SOCKETPAIR = 53;
const EAFNOSUPPORT = 97;
// Socket families nothing in a network-less sandbox needs: vsock reaches the hypervisor's host (a VM's agent),
// netlink the kernel's configuration interfaces. They answer as a kernel without them would.
const deniedFamilies: Record<string, number> = { AF_NETLINK: 16, AF_VSOCK: 40 };

const LD_W_ABS = 0x20;
const JEQ_K = 0x15;
const JGE_K = 0x35;
const JSET_K = 0x45;
const RET_K = 0x06;

interface Insn {
  code: number;
  jt: number;
  jf: number;
  k: number;
}

type Label = "allow" | "deny" | "enosys" | "eafnosupport" | "family";
/** An instruction whose jumps name a label (or go to the next instruction), resolved once the layout is known. */
type Step = { code: number; k: number; jt?: Label; jf?: Label; label?: Label };

/** The program as steps: arch, x32, denied numbers, clone3, socket calls, clone's flags, socket families, answers. */
function steps(): Step[] {
  const ld = (k: number, label?: Label): Step => ({ code: LD_W_ABS, k, ...(label && { label }) });
  const families = Object.values(deniedFamilies);
  return [
    ld(4), // arch
    { code: JEQ_K, k: AUDIT_ARCH_X86_64, jf: "deny" },
    ld(0), // syscall number
    { code: JGE_K, k: 0x40000000, jt: "deny" }, // x32 ABI
    ...Object.values(denied).map((nr): Step => ({ code: JEQ_K, k: nr, jt: "deny" })),
    { code: JEQ_K, k: CLONE3, jt: "enosys" }, // so libc falls back to clone, whose flags we can see
    { code: JEQ_K, k: SOCKET, jt: "family" },
    { code: JEQ_K, k: SOCKETPAIR, jt: "family" },
    { code: JEQ_K, k: CLONE, jf: "allow" },
    ld(16), // clone's first argument: the flags (low 32 bits)
    { code: JSET_K, k: CLONE_NAMESPACE_FLAGS, jt: "deny", jf: "allow" },
    ld(16, "family"), // socket's first argument: the family (an int)
    ...families.map(
      (af, i): Step => ({
        code: JEQ_K,
        k: af,
        jt: "eafnosupport",
        ...(i === families.length - 1 && { jf: "allow" as const }),
      }),
    ),
    { code: RET_K, k: RET_ALLOW, label: "allow" },
    { code: RET_K, k: RET_ERRNO | EPERM, label: "deny" },
    { code: RET_K, k: RET_ERRNO | ENOSYS, label: "enosys" },
    { code: RET_K, k: RET_ERRNO | EAFNOSUPPORT, label: "eafnosupport" },
  ];
}

/** The filter for this machine, or undefined where it is not x86_64 (the sandbox then runs without one). */
export function seccompProgram(): Buffer | undefined {
  if (arch() !== "x64") return undefined;
  const program = steps();
  const at = new Map<Label, number>();
  program.forEach((step, i) => {
    if (step.label) at.set(step.label, i);
  });
  // Jumps are relative to the next instruction, forward only, at most 255: the layout above keeps them so.
  const rel = (from: number, label: Label | undefined) => {
    if (label === undefined) return 0;
    const offset = (at.get(label) ?? -1) - from - 1;
    if (offset < 0 || offset > 255) throw new Error(`seccomp layout: jump to ${label} from ${from}`);
    return offset;
  };
  const body: Insn[] = program.map((step, i) => ({
    code: step.code,
    k: step.k,
    jt: rel(i, step.jt),
    jf: rel(i, step.jf),
  }));
  const out = Buffer.alloc(body.length * 8);
  body.forEach((insn, i) => {
    out.writeUInt16LE(insn.code, i * 8);
    out.writeUInt8(insn.jt, i * 8 + 2);
    out.writeUInt8(insn.jf, i * 8 + 3);
    out.writeUInt32LE(insn.k >>> 0, i * 8 + 4);
  });
  return out;
}

export const deniedSyscalls = Object.keys(denied);

/** x86_64 numbers of the denied calls, by name (for tests that run the program). */
export const deniedNumbers: Readonly<Record<string, number>> = denied;

/** Socket families `socket` and `socketpair` refuse (EAFNOSUPPORT), by name. */
export const deniedSocketFamilies: Readonly<Record<string, number>> = deniedFamilies;
