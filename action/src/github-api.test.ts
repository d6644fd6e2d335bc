// The pull-request comment through octokit against a local server standing in for GitHub's REST API: the marked
// comment found across pages (and no page read after it), the 30-page cap, and GitHub's refusals as one line.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { commentMarker, GitHubApiError, maxPages, upsertComment } from "./github-api.mjs";
import { StandInServer } from "./testing/stand-in-server.js";

const stand = new StandInServer();
const target = () => ({ apiUrl: stand.url, repository: "acme/packs", issue: 7, token: "test-token" });
const people = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    body: `comment ${i + 1}`,
    html_url: `https://github.test/c/${i + 1}`,
  }));
const lists = () => stand.requests.filter((q) => q.method === "GET");

beforeAll(() => stand.start());
afterAll(() => stand.close());
beforeEach(() => {
  stand.requests = [];
});

describe("upsertComment", () => {
  it("creates the comment, marked, when the pull request has none", async () => {
    stand.comments = people(3);
    const done = await upsertComment(target(), "the review");
    expect(done).toEqual({ url: "https://github.test/acme/packs/pull/7#issuecomment-1003", action: "created" });
    expect(stand.comments.at(-1)?.body).toBe(`${commentMarker}\nthe review`);
    expect(stand.requests.map((q) => [q.method, q.auth])).toEqual([
      ["GET", "token test-token"],
      ["POST", "token test-token"],
    ]);
  });

  it("finds the marked comment on page 2 of 3 and reads no page after it", async () => {
    stand.comments = people(250);
    const mine = stand.comments[180];
    if (mine) mine.body = `${commentMarker}\nold`;
    const done = await upsertComment(target(), `${commentMarker}\nnew`);
    expect(done).toEqual({ url: "https://github.test/c/181", action: "updated" });
    expect(lists().map((q) => q.path)).toEqual([
      "/repos/acme/packs/issues/7/comments?per_page=100",
      "/repos/acme/packs/issues/7/comments?per_page=100&page=2",
    ]);
    expect(stand.requests.at(-1)).toMatchObject({ method: "PATCH", path: "/repos/acme/packs/issues/comments/181" });
    expect(stand.comments[180]?.body).toBe(`${commentMarker}\nnew`);
  });

  it(`reads at most ${maxPages} pages, then posts a new comment`, async () => {
    stand.comments = people(maxPages * 100 + 50);
    const last = stand.comments.at(-1);
    if (last) last.body = `${commentMarker}\nbeyond the cap`;
    const done = await upsertComment(target(), "the review");
    expect(done.action).toBe("created");
    expect(lists()).toHaveLength(maxPages);
    expect(stand.requests.at(-1)).toMatchObject({ method: "POST", path: "/repos/acme/packs/issues/7/comments" });
  });

  it("a read-only token (a fork's): GitHubApiError with the status and GitHub's message", async () => {
    stand.comments = people(1);
    const refused = upsertComment({ ...target(), token: "read-only" }, "the review");
    await expect(refused).rejects.toThrow(GitHubApiError);
    await expect(refused).rejects.toMatchObject({
      status: 403,
      message: "POST /repos/acme/packs/issues/7/comments answered HTTP 403: Resource not accessible by integration",
    });
  });

  it("an address nothing answers: GitHubApiError saying the request failed", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const refused = upsertComment({ ...target(), apiUrl: `http://127.0.0.1:${port}/` }, "the review");
    await expect(refused).rejects.toMatchObject({
      status: 0,
      message: expect.stringMatching(
        new RegExp(`^GET http://127\\.0\\.0\\.1:${port}/repos/acme/packs/issues/7/comments\\?per_page=100 failed: `),
      ),
    });
  });
});
