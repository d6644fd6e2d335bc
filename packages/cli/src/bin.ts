// Process entry of the packstudio binary: real streams, real exit code.
import { main } from "./main.js";

const io = {
  stdout: (text: string) => process.stdout.write(text),
  stderr: (text: string) => process.stderr.write(text),
  cwd: process.cwd(),
  env: process.env,
  isTTY: Boolean(process.stdout.isTTY),
};

main(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      `packstudio: internal error: ${(error as Error)?.stack ?? String(error)}\nPlease report this.\n`,
    );
    process.exitCode = 70;
  },
);
