// The curl line of a request (DECISIONS 14: "the same request as a curl command line quoted as in 4.8").
import { describe, expect, it } from "vitest";
import { curlArgv, curlLine } from "./curl.js";
import type { HttpRequest } from "./request.js";

const request = (r: Partial<HttpRequest>): HttpRequest => ({
  method: "GET",
  url: "https://a.example/x",
  headers: {},
  body: null,
  ...r,
});

describe("curl line", () => {
  it.each<[string, Partial<HttpRequest>, string]>([
    ["GET: the URL alone", {}, "curl https://a.example/x"],
    [
      "a query string is quoted (& and ? are the shell's)",
      { url: "https://a.example/x?q=a%20b&l=1" },
      "curl 'https://a.example/x?q=a%20b&l=1'",
    ],
    ["HEAD uses --head (-X HEAD would wait for a body)", { method: "HEAD" }, "curl --head https://a.example/x"],
    ["DELETE", { method: "DELETE" }, "curl -X DELETE https://a.example/x"],
    [
      "POST with a JSON body and its header",
      { method: "POST", headers: { "Content-Type": "application/json" }, body: { title: "it's $HOME" } },
      `curl -X POST https://a.example/x -H 'Content-Type: application/json' --data-raw '{"title":"it'"'"'s $HOME"}'`,
    ],
    [
      "a form body as its text",
      { method: "POST", body: "a=b+c&d=%26" },
      "curl -X POST https://a.example/x --data-raw 'a=b+c&d=%26'",
    ],
    [
      "brackets turn curl's globbing off",
      { url: "https://a.example/x?p[a]=1" },
      "curl --globoff 'https://a.example/x?p[a]=1'",
    ],
    [
      "a header value with a quote and a backtick",
      { headers: { "If-Match": 'W/"3"`id`' } },
      `curl https://a.example/x -H 'If-Match: W/"3"\`id\`'`,
    ],
  ])("%s", (_name, r, line) => {
    expect(curlLine(request(r))).toBe(line);
  });
  it("a body starting with @ is sent as it is (--data-raw reads no file)", () => {
    expect(curlArgv(request({ method: "POST", body: "@/etc/passwd" }))).toEqual([
      "curl",
      "-X",
      "POST",
      "https://a.example/x",
      "--data-raw",
      "@/etc/passwd",
    ]);
  });
});
