// The seccomp program, run in a small classic-BPF interpreter: layout, arch check and each syscall's answer.
import { afterAll, describe, expect, it } from "vitest";
import { ran, scriptPack, testSandbox } from "../test-support.js";
import { deniedNumbers, deniedSocketFamilies, deniedSyscalls, seccompProgram } from "./seccomp-filter.js";

const AUDIT_ARCH_X86_64 = 0xc000003e;
const AUDIT_ARCH_I386 = 0x40000003;
const ALLOW = 0x7fff0000;
const EPERM = 0x00050000 | 1;
const ENOSYS = 0x00050000 | 38;
const EAFNOSUPPORT = 0x00050000 | 97;
const SOCKET = 41;
const SOCKETPAIR = 53;
const CLONE_NEWUSER = 0x10000000;
const CLONE_NEWNET = 0x40000000;
const CLONE_THREAD_FLAGS = 0x003d0f00; // what pthread_create passes: VM, FS, FILES, SIGHAND, THREAD, SYSVSEM, …

interface Insn {
  code: number;
  jt: number;
  jf: number;
  k: number;
}

function decode(program: Buffer): Insn[] {
  return Array.from({ length: program.length / 8 }, (_, i) => ({
    code: program.readUInt16LE(i * 8),
    jt: program.readUInt8(i * 8 + 2),
    jf: program.readUInt8(i * 8 + 3),
    k: program.readUInt32LE(i * 8 + 4),
  }));
}

/** struct seccomp_data: nr at 0, arch at 4, instruction pointer at 8, args from 16 (8 bytes each). */
function data(nr: number, arch = AUDIT_ARCH_X86_64, arg0 = 0): Buffer {
  const buf = Buffer.alloc(64);
  buf.writeUInt32LE(nr >>> 0, 0);
  buf.writeUInt32LE(arch >>> 0, 4);
  buf.writeUInt32LE(arg0 >>> 0, 16);
  return buf;
}

/** The classic BPF subset the filter uses; anything else fails the test. */
function run(program: Insn[], input: Buffer): number {
  let acc = 0;
  for (let pc = 0; pc < program.length; ) {
    const insn = program[pc] as Insn;
    switch (insn.code) {
      case 0x20: // LD W ABS
        acc = input.readUInt32LE(insn.k);
        pc++;
        break;
      case 0x15: // JEQ K
        pc += 1 + (acc === insn.k ? insn.jt : insn.jf);
        break;
      case 0x35: // JGE K
        pc += 1 + (acc >>> 0 >= insn.k ? insn.jt : insn.jf);
        break;
      case 0x45: // JSET K
        pc += 1 + ((acc & insn.k) !== 0 ? insn.jt : insn.jf);
        break;
      case 0x06: // RET K
        return insn.k >>> 0;
      default:
        throw new Error(`unexpected opcode ${insn.code.toString(16)} at ${pc}`);
    }
  }
  throw new Error("fell off the end of the program");
}

const program = seccompProgram();
const insns = program ? decode(program) : [];

describe.runIf(process.arch === "x64")("seccomp program (x86_64)", () => {
  it("is whole instructions, one per check, and every jump lands inside it", () => {
    // arch, x32, one per denied call, clone3, socket, socketpair, clone and its flags (3), one per family (+ its
    // load), and four answers.
    const families = Object.keys(deniedSocketFamilies).length;
    expect(program?.length).toBe(8 * (4 + deniedSyscalls.length + 1 + 2 + 3 + 1 + families + 4));
    insns.forEach((insn, pc) => {
      if ([0x15, 0x35, 0x45].includes(insn.code)) {
        expect(pc + 1 + insn.jt, `jt at ${pc}`).toBeLessThan(insns.length);
        expect(pc + 1 + insn.jf, `jf at ${pc}`).toBeLessThan(insns.length);
      }
    });
    expect(insns.at(-1)?.code).toBe(0x06);
  });

  it("checks the architecture first", () => {
    expect(insns[0]).toEqual({ code: 0x20, jt: 0, jf: 0, k: 4 });
    expect(insns[1]).toMatchObject({ code: 0x15, k: AUDIT_ARCH_X86_64 });
  });

  const cases: { name: string; input: Buffer; answer: number }[] = [
    { name: "read", input: data(0), answer: ALLOW },
    { name: "write", input: data(1), answer: ALLOW },
    { name: "execve", input: data(59), answer: ALLOW },
    { name: "fork-like clone (no namespace flags)", input: data(56, AUDIT_ARCH_X86_64, 0x01200011), answer: ALLOW },
    { name: "thread clone", input: data(56, AUDIT_ARCH_X86_64, CLONE_THREAD_FLAGS), answer: ALLOW },
    { name: "clone with CLONE_NEWUSER", input: data(56, AUDIT_ARCH_X86_64, CLONE_NEWUSER), answer: EPERM },
    { name: "clone with CLONE_NEWNET", input: data(56, AUDIT_ARCH_X86_64, CLONE_NEWNET | 0x11), answer: EPERM },
    { name: "clone3 (so libc falls back to clone)", input: data(435), answer: ENOSYS },
    { name: "an i386 call", input: data(1, AUDIT_ARCH_I386), answer: EPERM },
    { name: "an x32 call", input: data(0x40000000 | 1), answer: EPERM },
    ...deniedSyscalls.map((name) => ({ name, input: data(deniedNumbers[name] ?? -1), answer: EPERM })),
    { name: "socket(AF_UNIX)", input: data(SOCKET, AUDIT_ARCH_X86_64, 1), answer: ALLOW },
    { name: "socket(AF_INET)", input: data(SOCKET, AUDIT_ARCH_X86_64, 2), answer: ALLOW },
    { name: "socket(AF_INET6)", input: data(SOCKET, AUDIT_ARCH_X86_64, 10), answer: ALLOW },
    { name: "socketpair(AF_UNIX)", input: data(SOCKETPAIR, AUDIT_ARCH_X86_64, 1), answer: ALLOW },
    { name: "socket(AF_VSOCK)", input: data(SOCKET, AUDIT_ARCH_X86_64, 40), answer: EAFNOSUPPORT },
    { name: "socket(AF_NETLINK)", input: data(SOCKET, AUDIT_ARCH_X86_64, 16), answer: EAFNOSUPPORT },
    { name: "socketpair(AF_VSOCK)", input: data(SOCKETPAIR, AUDIT_ARCH_X86_64, 40), answer: EAFNOSUPPORT },
    { name: "socketpair(AF_NETLINK)", input: data(SOCKETPAIR, AUDIT_ARCH_X86_64, 16), answer: EAFNOSUPPORT },
    // The family is an int: the kernel reads the low 32 bits, and so does the filter.
    { name: "a clone with flags 40 is still a clone", input: data(56, AUDIT_ARCH_X86_64, 40), answer: ALLOW },
    { name: "a read of fd 40 is still a read", input: data(0, AUDIT_ARCH_X86_64, 40), answer: ALLOW },
  ];
  it.each(cases)("$name", ({ input, answer }) => {
    expect(run(insns, input).toString(16)).toBe(answer.toString(16));
  });

  it("denies the namespace, mount, keyring and tracing calls", () => {
    expect(deniedSyscalls).toEqual(
      expect.arrayContaining(["unshare", "setns", "mount", "pivot_root", "keyctl", "ptrace", "bpf", "io_uring_setup"]),
    );
  });
});

// Host uids 61300-61303: no other test file uses them.
describe.runIf(process.arch === "x64")("socket families in a real sandbox", () => {
  const { sandbox, cleanup } = testSandbox(61300);
  afterAll(cleanup);

  // perl is in every Debian and Ubuntu (perl-base is Essential); node cannot open raw socket families.
  // The sandbox has no network, so AF_INET and AF_UNIX sockets open but reach nothing; vsock would reach
  // the hypervisor's host from inside a VM, netlink the kernel's configuration interfaces.
  const script = `#!/bin/sh
perl -e 'use Socket;
for my $f (["AF_VSOCK", 40, 1], ["AF_NETLINK", 16, 3], ["AF_UNIX", 1, 1], ["AF_INET", 2, 1]) {
  if (socket(my $s, $f->[1], $f->[2], 0)) { print "socket $f->[0] open\\n" } else { print "socket $f->[0] errno ", $!+0, "\\n" }
}
for my $f (["AF_VSOCK", 40], ["AF_UNIX", 1]) {
  if (socketpair(my $a, my $b, $f->[1], 1, 0)) { print "socketpair $f->[0] open\\n" } else { print "socketpair $f->[0] errno ", $!+0, "\\n" }
}'
node -e 'console.log("node starts")'
`;

  it("refuses AF_VSOCK and AF_NETLINK with EAFNOSUPPORT; AF_UNIX, AF_INET, sh and node still work", async () => {
    const run = ran(await sandbox.dryRun({ files: scriptPack(script), verbKey: "run", session: "families" }));
    expect(run.stderr).toBe("");
    expect(run.stdout.trim().split("\n")).toEqual([
      "socket AF_VSOCK errno 97",
      "socket AF_NETLINK errno 97",
      "socket AF_UNIX open",
      "socket AF_INET open",
      "socketpair AF_VSOCK errno 97",
      "socketpair AF_UNIX open",
      "node starts",
    ]);
    expect(run.exitCode).toBe(0);
  });
});
