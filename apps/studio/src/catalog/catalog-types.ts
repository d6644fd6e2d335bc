// The catalog's data as the pages receive it: the tRPC outputs of catalog.search and catalog.get.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/root";

type Outputs = inferRouterOutputs<AppRouter>["catalog"];

export type CatalogResults = Outputs["search"];
export type CatalogItem = CatalogResults["items"][number];
export type CatalogPack = Outputs["get"];
/** Facet counts, or null when the words match past the exact totals (no counts shown, as the total shows none). */
export type CatalogFacets = Outputs["facets"];
export type FacetName = keyof NonNullable<CatalogFacets>;
