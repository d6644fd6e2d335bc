// A local HTTP server standing in for GitHub's issue-comment API and a studio's share.create route, recording calls.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Recorded {
  method: string;
  path: string;
  auth: string | undefined;
  body: { body?: string; files?: Record<string, string> } | undefined;
}

export interface Comment {
  id: number;
  body: string;
  html_url: string;
}

/** Repository acme/packs, pull request 7; "Bearer test-token" may write, "Bearer read-only" only read (a fork's). */
export class StandInServer {
  requests: Recorded[] = [];
  comments: Comment[] = [];
  url = "";
  private shares = 0;
  private server: Server | undefined;

  /** The answer to one request: the studio's share.create, or GitHub's issue-comment routes. */
  private answer(r: Recorded): [status: number, body: unknown] {
    if (r.method === "POST" && r.path === "/api/trpc/share.create") {
      const id = `share${String(++this.shares).padStart(11, "0")}`;
      return [200, { result: { data: { id, path: `/s/${id}`, deleteKey: `key-${id}` } } }];
    }
    if (r.auth !== "Bearer test-token" && r.auth !== "Bearer read-only") return [401, { message: "Bad credentials" }];
    const list = r.path.match(/^\/repos\/acme\/packs\/issues\/7\/comments\?per_page=100&page=(\d+)$/);
    if (r.method === "GET" && list) return [200, list[1] === "1" ? this.comments : []];
    if (r.auth === "Bearer read-only") return [403, { message: "Resource not accessible by integration" }];
    if (r.method === "POST" && r.path === "/repos/acme/packs/issues/7/comments") {
      const id = 1000 + this.comments.length;
      const comment = {
        id,
        body: r.body?.body ?? "",
        html_url: `https://github.test/acme/packs/pull/7#issuecomment-${id}`,
      };
      this.comments.push(comment);
      return [201, comment];
    }
    const patch = r.path.match(/^\/repos\/acme\/packs\/issues\/comments\/(\d+)$/);
    const existing = this.comments.find((c) => c.id === Number(patch?.[1]));
    if (r.method === "PATCH" && existing) {
      existing.body = r.body?.body ?? "";
      return [200, existing];
    }
    return [404, { message: "Not Found" }];
  }

  async start(): Promise<void> {
    const server = createServer((req, res) => {
      let text = "";
      req.on("data", (chunk) => {
        text += chunk;
      });
      req.on("end", () => {
        const r: Recorded = {
          method: req.method ?? "",
          path: req.url ?? "",
          auth: req.headers.authorization,
          body: text ? JSON.parse(text) : undefined,
        };
        this.requests.push(r);
        const [status, body] = this.answer(r);
        res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
      });
    });
    this.server = server;
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
