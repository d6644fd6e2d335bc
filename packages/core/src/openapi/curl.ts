// A request as a `curl` command line for people (DECISIONS 14), POSIX-quoted as argv lines are (D4.8); never executed.
import { quoteArgv } from "../projection/posix-quote.js";
import { bodyText, type HttpRequest } from "./request.js";

/** The curl argv of a request: method, URL, each header, the body as given (`--data-raw` reads no `@file`). */
export function curlArgv(request: HttpRequest): string[] {
  const argv = ["curl"];
  if (request.method === "HEAD") argv.push("--head");
  else if (request.method !== "GET") argv.push("-X", request.method);
  // Brackets and braces in a URL are curl's globbing unless turned off (deepObject's name[key]).
  if (/[[\]{}]/.test(request.url)) argv.push("--globoff");
  argv.push(request.url);
  for (const [name, value] of Object.entries(request.headers)) argv.push("-H", `${name}: ${value}`);
  const body = bodyText(request);
  if (body !== undefined) argv.push("--data-raw", body);
  return argv;
}

/** The curl line, quoted for a POSIX shell. */
export function curlLine(request: HttpRequest): string {
  return quoteArgv(curlArgv(request));
}
