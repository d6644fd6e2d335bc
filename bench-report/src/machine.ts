// The machine a benchmark run is on: CPU, cores, memory, OS and Node.js, and its load average now.
import { readFileSync } from "node:fs";
import { arch, availableParallelism, cpus, loadavg, release, totalmem, type } from "node:os";
import type { Machine } from "./results";

/** The distribution's own name (PRETTY_NAME of /etc/os-release) where there is one. */
function distribution(): string | undefined {
  try {
    return /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync("/etc/os-release", "utf8"))?.[1];
  } catch {
    return undefined;
  }
}

export function readMachine(): Machine {
  const kernel = `${type()} ${release()} ${arch()}`;
  const distro = distribution();
  return {
    cpu: cpus()[0]?.model.trim() || "unknown CPU",
    // What this process may use (a container's or cgroup's limit), not only what the host has.
    cores: availableParallelism(),
    memoryBytes: totalmem(),
    os: distro ? `${distro} (${kernel})` : kernel,
    node: process.version,
  };
}

export const loadAverage = (): number[] => loadavg();
