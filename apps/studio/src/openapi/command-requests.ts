// Each openapi command's operation as `METHOD /path`, by command: for the commands table (the editor computes it
// in the page; the pack page on the server, where the document is read, and hands it down).
import type { SurfaceView } from "@packstudio/core";

/** None for a pack of another kind, or before its commands are bound to the document. */
export function commandRequests(surface: SurfaceView | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const verb of surface?.verbs ?? []) {
    if (verb.operation) out[verb.key] = `${verb.operation.ref.method} ${verb.operation.ref.path}`;
  }
  return out;
}
