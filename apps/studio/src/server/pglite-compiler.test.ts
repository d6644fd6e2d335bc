// The PGlite compiler flags (issue 30): set only for PGlite, and WebAssembly still compiles and runs after them.
import { describe, expect, it } from "vitest";
import { baselineWasmOnly } from "./pglite-compiler";

// (module (func (export "add") (param i32 i32) (result i32) local.get 0 local.get 1 i32.add))
const adder = Uint8Array.from([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 7, 1, 96, 2, 127, 127, 1, 127, 3, 2, 1, 0, 7, 7, 1, 3, 97, 100, 100, 0, 0, 10, 9, 1,
  7, 0, 32, 0, 32, 1, 106, 11,
]);

describe("baselineWasmOnly", () => {
  it("sets nothing when the store is PostgreSQL", () => {
    expect(baselineWasmOnly({ DATABASE_URL: "postgres://db/studio" })).toBe(false);
  });

  it("sets the flags for PGlite, after which WebAssembly compiles and runs as before", async () => {
    expect(baselineWasmOnly({})).toBe(true);
    const { instance } = await WebAssembly.instantiate(adder);
    expect((instance.exports.add as (a: number, b: number) => number)(2, 40)).toBe(42);
  });
});
