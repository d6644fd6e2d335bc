// The request preview of an openapi pack's command: core's renderRequestLoaded (method, URL, headers, body, curl
// line, card), the projection of this kind of pack in place of argv (DECISIONS 14).
import { type LoadedPack, type RequestRenderResult, renderRequestLoaded } from "@packstudio/core";

export function renderOpenApi(pack: LoadedPack, verbKey: string, args: unknown): RequestRenderResult {
  return renderRequestLoaded(pack, verbKey, args);
}
