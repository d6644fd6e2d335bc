// Reading all of stdin as text (the json_exec request), with a cap so a wrong pipe is refused, not read whole.
import { Readable } from "node:stream";
import { readCapped } from "@packstudio/core";
import { UsageError } from "./io.js";

const MAX_REQUEST_BYTES = 4 * 1024 * 1024;

export async function readStdin(stdin: NodeJS.ReadableStream & { isTTY?: boolean }): Promise<string> {
  if (stdin.isTTY)
    throw new UsageError(
      'exec reads one JSON request on stdin, e.g. echo \'{"verb":"status"}\' | packstudio exec <dir>',
    );
  // Core's capped reader, as for every body the CLI and the studio read (a text stream's chunks as bytes).
  const chunks = async function* () {
    for await (const chunk of stdin) yield typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
  };
  const bytes = await readCapped(Readable.toWeb(Readable.from(chunks(), { objectMode: false })), MAX_REQUEST_BYTES);
  if (bytes === "too large") throw new UsageError(`The request on stdin is over ${MAX_REQUEST_BYTES} bytes.`);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
}
