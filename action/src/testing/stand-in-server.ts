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

/** GitHub's page size when a request names none. */
const defaultPerPage = 30;

/**
 * Repository acme/packs, pull request 7; the token "test-token" may write, "read-only" only read (a fork's). As
 * GitHub does, the comment list comes in pages (per_page, page) with a Link header naming the next one.
 */
export class StandInServer {
  requests: Recorded[] = [];
  comments: Comment[] = [];
  url = "";
  private shares = 0;
  private server: Server | undefined;

  /** The answer to one request: the studio's share.create, or GitHub's issue-comment routes. */
  private answer(r: Recorded): [status: number, body: unknown, headers?: Record<string, string>] {
    if (r.method === "POST" && r.path === "/api/trpc/share.create") {
      const id = `share${String(++this.shares).padStart(11, "0")}`;
      return [200, { result: { data: { id, path: `/s/${id}`, deleteKey: `key-${id}` } } }];
    }
    // GitHub takes both "token X" (octokit's form) and "Bearer X".
    const token = r.auth?.match(/^(?:token|Bearer) (.+)$/)?.[1];
    if (token !== "test-token" && token !== "read-only") return [401, { message: "Bad credentials" }];
    const address = new URL(r.path, this.url);
    if (r.method === "GET" && address.pathname === "/repos/acme/packs/issues/7/comments") return this.page(address);
    if (token === "read-only") return [403, { message: "Resource not accessible by integration" }];
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

  /** One page of the comment list, with a Link header to the next page while there is one. */
  private page(address: URL): [status: number, body: unknown, headers: Record<string, string>] {
    const perPage = Number(address.searchParams.get("per_page") ?? defaultPerPage);
    const page = Number(address.searchParams.get("page") ?? 1);
    const comments = this.comments.slice((page - 1) * perPage, page * perPage);
    if (page * perPage >= this.comments.length) return [200, comments, {}];
    const next = new URL(address);
    next.searchParams.set("page", String(page + 1));
    return [200, comments, { link: `<${next}>; rel="next"` }];
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
        const [status, body, headers] = this.answer(r);
        res.writeHead(status, { "content-type": "application/json", ...headers }).end(JSON.stringify(body));
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
