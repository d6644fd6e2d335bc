// A message writer that puts each message on the stream at once, in the call that sends it: the library's
// writer waits for the next turn of the event loop, where the garbage collector's work after a lint comes first.
import { AbstractMessageWriter, type Message, type MessageWriter } from "vscode-languageserver";

export class DirectMessageWriter extends AbstractMessageWriter implements MessageWriter {
  private errors = 0;

  constructor(private readonly stream: NodeJS.WritableStream) {
    super();
    stream.on("error", (error: Error) => this.fireError(error));
    stream.on("close", () => this.fireClose());
  }

  /** Header and JSON body in one write (UTF-8, Content-Length in bytes): messages leave in the order sent. */
  write(message: Message): Promise<void> {
    try {
      const body = Buffer.from(JSON.stringify(message), "utf8");
      this.stream.write(Buffer.concat([Buffer.from(`Content-Length: ${body.length}\r\n\r\n`, "ascii"), body]));
      this.errors = 0;
      return Promise.resolve();
    } catch (error) {
      this.errors++;
      this.fireError(error, message, this.errors);
      return Promise.reject(error);
    }
  }

  end(): void {
    this.stream.end();
  }
}
