// ANSI colour for terminals: on for a TTY, off under NO_COLOR, a pipe or FORCE_COLOR=0.
import type { CliIO } from "../io.js";

export interface Paint {
  red(s: string): string;
  yellow(s: string): string;
  blue(s: string): string;
  green(s: string): string;
  dim(s: string): string;
  bold(s: string): string;
}

const wrap = (open: number, close: number) => (s: string) => `\u001b[${open}m${s}\u001b[${close}m`;
const plain = (s: string) => s;

export function paintFor(io: CliIO): Paint {
  const forced = io.env.FORCE_COLOR !== undefined && io.env.FORCE_COLOR !== "0";
  const on = forced || (io.isTTY && io.env.NO_COLOR === undefined && io.env.TERM !== "dumb");
  if (!on || io.env.FORCE_COLOR === "0") {
    return { red: plain, yellow: plain, blue: plain, green: plain, dim: plain, bold: plain };
  }
  return {
    red: wrap(31, 39),
    yellow: wrap(33, 39),
    blue: wrap(34, 39),
    green: wrap(32, 39),
    dim: wrap(2, 22),
    bold: wrap(1, 22),
  };
}
