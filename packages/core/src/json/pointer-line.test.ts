// pointerLine: the line of a pointer's key or array item, nothing for a pointer the text does not hold.
import { describe, expect, it } from "vitest";
import { pointerLine } from "./pointer-line.js";

const text = `{
  "id": "ledger",
  "verbs": {
    "a/b": { "cli": ["x", "y"] },
    "status": {
      "cli": [
        "ledger",
        "status"
      ]
    }
  }
}
`;

describe("pointerLine", () => {
  it.each([
    ["", 1],
    ["/id", 2],
    ["/verbs/status", 5],
    ["/verbs/status/cli", 6],
    ["/verbs/status/cli/1", 8],
    ["/verbs/a~1b", 4],
    ["/verbs/missing", undefined],
    ["/verbs/status/cli/01", undefined],
    ["/verbs/status/cli/9", undefined],
  ])("%j is on line %s", (pointer, line) => {
    expect(pointerLine(text, pointer)).toBe(line);
  });

  it("names nothing in text that is not JSON", () => {
    expect(pointerLine("{ not json", "/id")).toBeUndefined();
  });
});
