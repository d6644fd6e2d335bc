// Table tests of the one byte formatter: bytes under 1 KiB, whole units bare, the rest with two decimals.
import { describe, expect, it } from "vitest";
import { byteSize } from "./byte-size.js";

const KiB = 1024;
const MiB = KiB * KiB;

describe("byteSize", () => {
  it.each([
    [0, "0 bytes"],
    [1, "1 byte"],
    [812, "812 bytes"],
    [KiB - 1, "1023 bytes"],
    [KiB, "1 KiB"],
    [1536, "1.50 KiB"],
    [64 * KiB, "64 KiB"],
    [MiB, "1 MiB"],
    [MiB + 2, "1.00 MiB"],
    [5 * MiB, "5 MiB"],
    [5 * MiB + 12 * KiB, "5.01 MiB"],
    [1024 * MiB, "1024 MiB"],
  ])("%d bytes → %s", (bytes, text) => {
    expect(byteSize(bytes)).toBe(text);
  });
});
