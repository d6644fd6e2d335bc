// The studio's URL paths: each route as the pages that serve it expect it.
import { describe, expect, it } from "vitest";
import { studioRoutes } from "./studio-routes.js";

describe("studioRoutes", () => {
  it.each([
    [studioRoutes.rule("M001"), "/rules#M001"],
    [studioRoutes.pack("ledger"), "/packs/ledger"],
    [studioRoutes.pack("a b/c", 3), "/packs/a%20b%2Fc?version=3"],
    [studioRoutes.packDownload("ledger"), "/packs/ledger/download"],
    [studioRoutes.packDownload("ledger", 2), "/packs/ledger/download?version=2"],
    [studioRoutes.share("AbCdEfGhIjKlMnOp"), "/s/AbCdEfGhIjKlMnOp"],
    [studioRoutes.review("AAAAAAAAAAAAAAAA", "BBBBBBBBBBBBBBBB"), "/review/AAAAAAAAAAAAAAAA...BBBBBBBBBBBBBBBB"],
    [studioRoutes.fragmentShare("abc"), "/s#z:abc"],
    [studioRoutes.shareJson("AbCdEfGhIjKlMnOp"), "/api/shares/AbCdEfGhIjKlMnOp"],
    [studioRoutes.device(), "/device"],
    [studioRoutes.device("BCDF-GHJK"), "/device?code=BCDF-GHJK"],
    [studioRoutes.trpcCall("catalog.get"), "/api/trpc/catalog.get"],
    [studioRoutes.authCall("sign-in/social"), "/api/auth/sign-in/social"],
    [studioRoutes.schema("surface.json"), "/schema/surface.json"],
  ])("%s", (path, expected) => {
    expect(path).toBe(expected);
  });
});
