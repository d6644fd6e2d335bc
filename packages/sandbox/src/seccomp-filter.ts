// A seccomp filter (classic BPF, built here) denying namespace, mount, keyring and tracing calls, as Flatpak does.
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

/** The filter for this machine, or undefined where it is not x86_64 (the sandbox then runs without one). */
export function seccompProgram(): Buffer | undefined {
  if (arch() !== "x64") return undefined;
  const numbers = Object.values(denied);
  // Layout: arch check, x32 check, each denied number, clone3, clone flag check, allow, deny(EPERM), deny(ENOSYS).
  const body: Insn[] = [];
  const total = 4 + numbers.length + 1 + 3 + 1 + 2;
  const denyAt = total - 2;
  const enosysAt = total - 1;
  const push = (code: number, k: number, jt = 0, jf = 0) => body.push({ code, jt, jf, k });
  push(LD_W_ABS, 4); // arch
  push(JEQ_K, AUDIT_ARCH_X86_64, 0, 0); // patched below: not x86_64 -> deny
  push(LD_W_ABS, 0); // syscall number
  push(JGE_K, 0x40000000, 0, 0); // x32 ABI -> deny
  for (const nr of numbers) push(JEQ_K, nr, 0, 0);
  push(JEQ_K, CLONE3, 0, 0); // clone3 -> ENOSYS, so libc falls back to clone, whose flags we can see
  push(JEQ_K, CLONE, 0, 2);
  push(LD_W_ABS, 16); // clone's first argument: the flags (low 32 bits)
  push(JSET_K, CLONE_NAMESPACE_FLAGS, 0, 0);
  push(RET_K, RET_ALLOW);
  push(RET_K, RET_ERRNO | EPERM);
  push(RET_K, RET_ERRNO | ENOSYS);
  if (body.length !== total) throw new Error("seccomp layout");
  // Patch jumps (relative to the next instruction) now that the targets are known.
  const rel = (from: number, target: number) => target - from - 1;
  (body[1] as Insn).jf = rel(1, denyAt);
  (body[3] as Insn).jt = rel(3, denyAt);
  numbers.forEach((_n, i) => {
    (body[4 + i] as Insn).jt = rel(4 + i, denyAt);
  });
  const clone3At = 4 + numbers.length;
  (body[clone3At] as Insn).jt = rel(clone3At, enosysAt);
  const jsetAt = clone3At + 3;
  (body[jsetAt] as Insn).jt = rel(jsetAt, denyAt);
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
