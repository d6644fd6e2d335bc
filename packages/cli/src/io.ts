// What a command needs from the process: streams, environment and working folder (injected for tests).
export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  cwd: string;
  env: Record<string, string | undefined>;
  /** stdout is a terminal (colour allowed unless NO_COLOR). */
  isTTY: boolean;
}

/** Exit codes: 0 fine, 1 lint errors or a refusal, 2 usage or I/O errors. */
export const EXIT_OK = 0;
export const EXIT_FAIL = 1;
export const EXIT_USAGE = 2;

/** A usage or I/O error: printed as one clear line, exit 2. */
export class UsageError extends Error {}
