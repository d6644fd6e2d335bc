// Finding a verb's operation (DECISIONS 14, "Commands"): operationId or "METHOD /path" exactly as in paths.
import { describe, expect, it } from "vitest";
import { findOperation, listOperations, methodAndPath } from "./operations.js";

const doc = {
  paths: {
    "/boards": { get: { operationId: "listBoards" }, post: {} },
    "/boards/{id}": { $ref: "#/components/pathItems/Board" },
    "/dup": { get: { operationId: "twice" }, put: { operationId: "twice" } },
  },
  components: { pathItems: { Board: { delete: { operationId: "deleteBoard" }, summary: "x" } } },
};

describe("findOperation", () => {
  it.each([
    ["listBoards", "GET", "/boards"],
    ["POST /boards", "POST", "/boards"],
    ["post /boards", "POST", "/boards"],
    ["deleteBoard", "DELETE", "/boards/{id}"],
    ["DELETE /boards/{id}", "DELETE", "/boards/{id}"],
  ])("%s", (name, method, path) => {
    const found = findOperation(doc, name);
    expect(found.ok && [found.operation.method, found.operation.path]).toEqual([method, path]);
  });

  it.each([
    ["listboards", 'did you mean "listBoards"'],
    ["nothing", 'operationIds: "listBoards", "deleteBoard", "twice", "twice"'],
    ["PATCH /boards", '"/boards" has GET, POST'],
    ["GET /Boards", 'did you mean "GET /boards"'],
    ["GET /cards", '"paths" has no "/cards"'],
    ["GET /boards/{boardId}", '"paths" has no "/boards/{boardId}"'],
  ])("%s names none: %s", (name, hint) => {
    const found = findOperation(doc, name);
    expect(found.ok).toBe(false);
    if (!found.ok) {
      expect(found.problem).toBe("none");
      expect(found.message).toContain(hint);
    }
  });

  it("an operationId used twice names more than one", () => {
    const found = findOperation(doc, "twice");
    expect(!found.ok && [found.problem, found.matches.length]).toEqual(["many", 2]);
  });

  it("no paths, or a document that is no object, lists nothing", () => {
    expect(listOperations({})).toEqual([]);
    expect(listOperations("x")).toEqual([]);
    expect(findOperation(null, "a").ok).toBe(false);
  });

  it("METHOD /path needs one space and a leading slash", () => {
    expect(methodAndPath("GET /a b")).toEqual({ method: "GET", path: "/a b" });
    expect(methodAndPath("GET  /a")).toBeUndefined();
    expect(methodAndPath("GET a")).toBeUndefined();
  });
});
