// JSON Pointer (RFC 6901) encoding of the paths that rules report.
export type JsonPath = ReadonlyArray<string | number>;

export function toPointer(path: JsonPath): string {
  return path.map((seg) => `/${String(seg).replace(/~/g, "~0").replace(/\//g, "~1")}`).join("");
}

export function fromPointer(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((seg) => seg.replace(/~1/g, "/").replace(/~0/g, "~"));
}
