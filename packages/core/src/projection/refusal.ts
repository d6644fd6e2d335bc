// Refusals of the projection and the command-line reader: a code, the names involved, plain words.
export type RefusalCode =
  | "unknown_command"
  | "unknown_argument"
  | "missing_argument"
  | "invalid_argument"
  | "pack_invalid"
  | "no_project";

export interface ArgumentProblem {
  code: "unknown_argument" | "missing_argument" | "invalid_argument";
  name: string;
  message: string;
}

export interface Refusal {
  code: RefusalCode;
  /** The arguments, command or lint codes the refusal is about. */
  names: string[];
  message: string;
  /** Every argument problem, when the refusal is about arguments (all are reported at once). */
  problems?: ArgumentProblem[];
}

export interface Refused {
  ok: false;
  error: Refusal;
}

export function refuse(code: RefusalCode, names: string[], message: string): Refused {
  return { ok: false, error: { code, names, message } };
}

const order = ["unknown_argument", "missing_argument", "invalid_argument"] as const;

/** One refusal for several argument problems: the code of the first kind, every name, every message. */
export function refuseArguments(problems: ArgumentProblem[]): Refused {
  const sorted = [...problems].sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code));
  const first = sorted[0];
  return {
    ok: false,
    error: {
      code: first?.code ?? "invalid_argument",
      names: [...new Set(sorted.map((p) => p.name))],
      message: sorted.map((p) => p.message).join(" "),
      problems: sorted,
    },
  };
}
