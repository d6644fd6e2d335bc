// The catalog's query string: lenient reading, the search input it becomes, and the short links written back.
import { describe, expect, it } from "vitest";
import { maxPage } from "~/lib/catalog-filters";
import {
  type CatalogParams,
  catalogHref,
  hasFilters,
  readParams,
  toSearchInput,
  withoutFilters,
} from "./search-params";

const none: CatalogParams = readParams({});

describe("readParams", () => {
  it("reads nothing as no filter, first page", () => {
    expect(none).toEqual({
      q: "",
      binding: "",
      plane: "",
      kind: "",
      transport: "",
      write: "",
      approval: "",
      cli: "",
      sort: "",
      page: 1,
      cursor: "",
    });
  });

  it.each([
    ["an unknown plane is no filter", { plane: "astral" }, { plane: "" }],
    ["a known plane is kept", { plane: "control" }, { plane: "control" }],
    ["yes/no flags only", { write: "maybe", approval: "yes", cli: "no" }, { write: "", approval: "yes", cli: "no" }],
    ["the first of a repeated key, trimmed", { q: ["  ledger ", "other"] }, { q: "ledger" }],
    ["words cut at 200 characters", { q: "x".repeat(300) }, { q: "x".repeat(200) }],
    ["a page below 1 is 1", { page: "-4" }, { page: 1 }],
    ["a page that is not a number is 1", { page: "two" }, { page: 1 }],
    ["a page past the last is the last", { page: "999999999" }, { page: maxPage }],
    ["an unknown sort is no sort", { sort: "random" }, { sort: "" }],
    ["a cursor as the catalog writes it is kept", { cursor: "eyJzIjoibmFtZSJ9" }, { cursor: "eyJzIjoibmFtZSJ9" }],
    ["a cursor with other characters is none", { cursor: "<script>" }, { cursor: "" }],
    ["a cursor over 4096 characters is none", { cursor: "a".repeat(4097) }, { cursor: "" }],
  ])("%s", (_, raw, expected) => {
    expect(readParams(raw)).toMatchObject(expected);
  });
});

describe("toSearchInput", () => {
  it("leaves empty values out and turns yes/no into booleans", () => {
    const input = toSearchInput({ ...none, write: "yes", approval: "no", page: 3 }, 10);
    expect(input).toMatchObject({ hasWrite: true, needsApproval: false, needsCli: undefined, page: 3, pageSize: 10 });
    expect(input.q).toBeUndefined();
    expect(input.plane).toBeUndefined();
  });

  it.each([
    ["relevance without words sorts by name", { sort: "relevance", q: "" }, "name"],
    ["relevance with words stays", { sort: "relevance", q: "ledger" }, "relevance"],
    ["no sort is the default", { sort: "" }, undefined],
  ])("%s", (_, change, sort) => {
    expect(toSearchInput({ ...none, ...change }).sort).toBe(sort);
  });
});

describe("catalogHref", () => {
  it.each<[string, Partial<CatalogParams>, string]>([
    ["no parameters is the bare catalog", {}, "/"],
    ["page 1 is left out", { page: 1 }, "/"],
    [
      "keys in a fixed order, empty ones out",
      { sort: "name", q: "ledger", plane: "control" },
      "/?q=ledger&plane=control&sort=name",
    ],
    ["a later page is kept", { q: "a b", page: 2 }, "/?q=a+b&page=2"],
    ["a page's cursor rides in its link", { q: "a", page: 500, cursor: "abc" }, "/?q=a&page=500&cursor=abc"],
  ])("%s", (_, change, href) => {
    expect(catalogHref(none, change)).toBe(href);
  });

  it("a cursor belongs to its search: a changed filter or word drops it and goes back to page 1", () => {
    const deep = { ...none, q: "ledger", page: 7, cursor: "abc" };
    expect(catalogHref(deep)).toBe("/?q=ledger&page=7&cursor=abc");
    expect(catalogHref(deep, { plane: "control" })).toBe("/?q=ledger&plane=control");
    expect(toSearchInput(deep).cursor).toBe("abc");
  });
});

describe("filters", () => {
  it("counts filters but not words or sort", () => {
    expect(hasFilters({ ...none, q: "x", sort: "name" })).toBe(false);
    expect(hasFilters({ ...none, cli: "no" })).toBe(true);
  });

  it("clears the filters, keeps words and sort, and goes back to page 1", () => {
    const p = { ...none, q: "ledger", sort: "name", plane: "control", write: "yes", page: 4 };
    expect(withoutFilters(p)).toBe("/?q=ledger&sort=name");
  });
});
