// The newest version of each document the client has sent, noted as messages are read off the wire, before the
// connection queues them: while a newer change to a pack waits in the queue, linting an older one is wasted.
import type { Message, MessageReader } from "vscode-languageserver";

interface DocumentParams {
  textDocument?: { uri?: unknown; version?: unknown };
}

export class IncomingVersions {
  private readonly latest = new Map<string, number>();

  /** Note a message just read: didOpen and didChange carry a version; didClose ends the document's record. */
  note(message: Message): void {
    const { method, params } = message as { method?: unknown; params?: DocumentParams };
    const doc = params?.textDocument;
    if (typeof doc?.uri !== "string") return;
    if (method === "textDocument/didClose") this.latest.delete(doc.uri);
    else if (
      (method === "textDocument/didOpen" || method === "textDocument/didChange") &&
      typeof doc.version === "number"
    )
      this.latest.set(doc.uri, doc.version);
  }

  /** Whether a version of `uri` other than `version` has been read and waits to be handled. */
  waiting(uri: string, version: number): boolean {
    const latest = this.latest.get(uri);
    return latest !== undefined && latest !== version;
  }
}

/** `reader`, noting each message in `versions` before handing it on. */
export function tapReader(reader: MessageReader, versions: IncomingVersions): MessageReader {
  return {
    onError: reader.onError,
    onClose: reader.onClose,
    onPartialMessage: reader.onPartialMessage,
    listen: (callback) =>
      reader.listen((message) => {
        versions.note(message);
        callback(message);
      }),
    dispose: () => reader.dispose(),
  };
}
