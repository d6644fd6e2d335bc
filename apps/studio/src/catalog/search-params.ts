// The catalog's query string (?q=&binding=&plane=&kind=&transport=&write=&approval=&cli=&sort=&page=&cursor=):
// read leniently (an unknown value is no filter), and written back as short, shareable links.
import { bindingModes, kinds, maxPage, planes, sorts, transports } from "~/lib/catalog-filters";
import type { CatalogSearchInput } from "~/server/catalog-query";

export type RawParams = Record<string, string | string[] | undefined>;

/** Each parameter as text; "" is "any". write, approval and cli are "yes", "no" or "". */
export interface CatalogParams {
  q: string;
  binding: string;
  plane: string;
  kind: string;
  transport: string;
  write: string;
  approval: string;
  cli: string;
  sort: string;
  /** The page's number, shown; the cursor (where the page starts, from the page before's link) finds it. */
  page: number;
  cursor: string;
}

const order: (keyof CatalogParams)[] = [
  "q",
  "binding",
  "plane",
  "kind",
  "transport",
  "write",
  "approval",
  "cli",
  "sort",
];
const yesNo = ["yes", "no"] as const;
/** A cursor as the catalog writes it; a longer one (over maxCursorLength in @packstudio/db) or other text is none. */
const cursorText = /^[A-Za-z0-9_-]{1,4096}$/;

function first(raw: RawParams, key: string): string {
  const value = raw[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? "";
}

const oneOf = (value: string, values: readonly string[]) => (values.includes(value) ? value : "");

export function readParams(raw: RawParams): CatalogParams {
  const page = Number.parseInt(first(raw, "page"), 10);
  return {
    q: first(raw, "q").slice(0, 200),
    binding: oneOf(first(raw, "binding"), bindingModes),
    plane: oneOf(first(raw, "plane"), planes),
    kind: oneOf(first(raw, "kind"), kinds),
    transport: oneOf(first(raw, "transport"), transports),
    write: oneOf(first(raw, "write"), yesNo),
    approval: oneOf(first(raw, "approval"), yesNo),
    cli: oneOf(first(raw, "cli"), yesNo),
    sort: oneOf(first(raw, "sort"), sorts),
    page: Number.isFinite(page) ? Math.min(Math.max(page, 1), maxPage) : 1,
    cursor: cursorText.test(first(raw, "cursor")) ? first(raw, "cursor") : "",
  };
}

const flag = (value: string) => (value === "yes" ? true : value === "no" ? false : undefined);
const some = <T extends string>(value: string) => (value ? (value as T) : undefined);

export function toSearchInput(p: CatalogParams, pageSize = 20): CatalogSearchInput {
  return {
    q: p.q || undefined,
    bindingMode: some<(typeof bindingModes)[number]>(p.binding),
    plane: some<(typeof planes)[number]>(p.plane),
    kind: some<(typeof kinds)[number]>(p.kind),
    transport: some<(typeof transports)[number]>(p.transport),
    hasWrite: flag(p.write),
    needsApproval: flag(p.approval),
    needsCli: flag(p.cli),
    // "Best match" means nothing without words: then by name.
    sort: p.sort === "relevance" && !p.q ? "name" : some<(typeof sorts)[number]>(p.sort),
    page: p.page,
    cursor: p.cursor || undefined,
    pageSize,
  };
}

/**
 * A link to the catalog with these parameters changed: empty ones and page 1 left out. A cursor belongs to its
 * search: any change that does not give one drops it (and a new search starts at page 1 unless told).
 */
export function catalogHref(p: CatalogParams, change: Partial<CatalogParams> = {}): string {
  const changed = Object.keys(change).length > 0;
  const next = { ...p, ...(changed && { cursor: "", page: 1 }), ...change };
  const search = new URLSearchParams();
  for (const key of order) {
    const value = String(next[key]);
    if (value) search.set(key, value);
  }
  if (next.page > 1) search.set("page", String(next.page));
  if (next.cursor) search.set("cursor", next.cursor);
  const text = search.toString();
  return text ? `/?${text}` : "/";
}

/** Whether any filter (not the words or the sort) is set. */
export const hasFilters = (p: CatalogParams) =>
  Boolean(p.binding || p.plane || p.kind || p.transport || p.write || p.approval || p.cli);

/** The same search without any filter (words and sort kept), from the first page. */
export const withoutFilters = (p: CatalogParams) =>
  catalogHref(p, { binding: "", plane: "", kind: "", transport: "", write: "", approval: "", cli: "", page: 1 });

/** Results on a page of the catalog. */
export const catalogPageSize = 20;
