// verbKeys: operationIds as manifest keys (init --from-openapi, DECISIONS 14).
import { describe, expect, it } from "vitest";
import { verbKeys } from "./verb-keys.js";

describe("verbKeys", () => {
  const cases: [string, { operationId?: string; method: string; path: string }, string][] = [
    ["an action and a noun", { operationId: "listBoards", method: "GET", path: "/boards" }, "boards.list"],
    ["one action word", { operationId: "getCard", method: "GET", path: "/c" }, "card.get"],
    [
      "a qualifier stays with the action",
      { operationId: "findPetsByStatus", method: "GET", path: "/p" },
      "pets.find-by-status",
    ],
    ["kebab case", { operationId: "list-data-sets", method: "GET", path: "/" }, "data-sets.list"],
    ["snake case and digits", { operationId: "get_v2_users", method: "GET", path: "/" }, "v2-users.get"],
    ["acronyms", { operationId: "getHTTPStatusCodes", method: "GET", path: "/" }, "http-status-codes.get"],
    ["a plural acronym", { operationId: "getAPIsByID", method: "GET", path: "/" }, "apis.get-by-id"],
    ["no leading action", { operationId: "healthz", method: "GET", path: "/" }, "healthz"],
    ["spaces", { operationId: "find pet by id", method: "GET", path: "/" }, "pet.find-by-id"],
    ["an action alone", { operationId: "login", method: "POST", path: "/" }, "login"],
    ["no operationId: the path and method", { method: "POST", path: "/streams/{id}/data" }, "streams-data.post"],
    ["no operationId at the root", { method: "GET", path: "/" }, "get"],
    ["an operationId of symbols only", { operationId: "---", method: "GET", path: "/x" }, "x.get"],
  ];
  it.each(cases)("%s", (_name, op, key) => {
    expect(verbKeys([op])).toEqual([key]);
  });

  it("makes repeats different", () => {
    const ops = [
      { operationId: "listPets", method: "GET", path: "/pets" },
      { operationId: "list_pets", method: "GET", path: "/v2/pets" },
      { operationId: "ListPets", method: "GET", path: "/v3/pets" },
    ];
    expect(verbKeys(ops)).toEqual(["pets.list", "pets.list-2", "pets.list-3"]);
  });

  it("keys are lower-case with no whitespace or slash (M010)", () => {
    for (const key of verbKeys([{ operationId: "Ünïcode Ärger/Über", method: "GET", path: "/" }]))
      expect(key).toMatch(/^[a-z0-9.-]+$/);
  });
});
