// Resolving a manifest path (`wrap.bin`, `openapi.path`) against the pack root: the pack file it names, or outside.
export function isWindowsAbsolute(path: string): boolean {
  return /^[A-Za-z]:[\\/]/.test(path) || path.startsWith("\\\\");
}

export type Resolved = { inside: true; key: string } | { inside: false; absolute: boolean };

/** Normalize `.` and `..` segments; undefined when `..` climbs above the root. */
function normalize(segments: string[]): string | undefined {
  const stack: string[] = [];
  for (const segment of segments) {
    if (segment === "" || segment === ".") continue;
    if (segment !== "..") stack.push(segment);
    else if (stack.pop() === undefined) return undefined;
  }
  return stack.join("/");
}

/**
 * Resolve a relative path against the pack root. Containment also splits on `\`, so `..\x`
 * escapes the root for a pack installed on Windows; the file key splits on `/` only, as a
 * POSIX runtime reads the path.
 */
export function resolveInPack(path: string): Resolved {
  if (path.startsWith("/") || isWindowsAbsolute(path)) return { inside: false, absolute: true };
  const key = normalize(path.split("/"));
  if (normalize(path.split(/[\\/]/)) === undefined || key === undefined) return { inside: false, absolute: false };
  return { inside: true, key };
}

/** The pack path `openapi.path` names in a manifest value, when it is an openapi pack's path inside the pack. */
export function openApiDocumentKey(surface: unknown): string | undefined {
  if (typeof surface !== "object" || surface === null || Array.isArray(surface)) return undefined;
  const raw = surface as Record<string, unknown>;
  const kind = typeof raw.kind === "string" ? raw.kind : raw.adapter_kind;
  const openapi = raw.openapi;
  if (kind !== "openapi" || typeof openapi !== "object" || openapi === null) return undefined;
  const path = (openapi as Record<string, unknown>).path;
  if (typeof path !== "string") return undefined;
  const resolved = resolveInPack(path);
  return resolved.inside && resolved.key !== "" ? resolved.key : undefined;
}
