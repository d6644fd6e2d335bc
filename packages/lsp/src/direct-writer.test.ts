// The direct writer: a message is on the stream when write() returns, framed so the library's reader reads it
// back (Content-Length counts UTF-8 bytes), and messages arrive in the order written.
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { type Message, StreamMessageReader } from "vscode-languageserver/node";
import { DirectMessageWriter } from "./direct-writer.js";

const note = (text: string) =>
  ({ jsonrpc: "2.0", method: "window/logMessage", params: { type: 3, message: text } }) as Message;

describe("DirectMessageWriter", () => {
  it("writes in the call, not on a later turn of the event loop", () => {
    const stream = new PassThrough();
    let written = 0;
    stream.on("data", (chunk: Buffer) => {
      written += chunk.length;
    });
    void new DirectMessageWriter(stream).write(note("now"));
    expect(written).toBeGreaterThan(0);
  });

  it("frames each message for the library's reader, multi-byte text and order kept", async () => {
    const stream = new PassThrough();
    const read: Message[] = [];
    const all = new Promise<void>((done) => {
      new StreamMessageReader(stream).listen((message) => {
        read.push(message);
        if (read.length === 3) done();
      });
    });
    const writer = new DirectMessageWriter(stream);
    const sent = [note("first"), note("é ✓ 𝄞 naïve"), note("third")];
    for (const message of sent) await writer.write(message);
    await all;
    expect(read).toEqual(sent);
  });
});
