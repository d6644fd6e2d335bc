// Reading all of stdin as text (the json_exec request), with a cap so a wrong pipe is refused, not read whole.
import { UsageError } from "./io.js";

const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

export async function readStdin(stdin: NodeJS.ReadableStream & { isTTY?: boolean }): Promise<string> {
  if (stdin.isTTY)
    throw new UsageError(
      'exec reads one JSON request on stdin, e.g. echo \'{"verb":"status"}\' | packstudio exec <dir>',
    );
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stdin) {
    const bytes = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += bytes.length;
    if (size > MAX_REQUEST_BYTES) throw new UsageError(`The request on stdin is over ${MAX_REQUEST_BYTES} bytes.`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks).toString("utf8");
}
