// The catalog's data as the pages receive it: the tRPC outputs of catalog.search and catalog.get.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/root";

type Outputs = inferRouterOutputs<AppRouter>["catalog"];

export type CatalogResults = Outputs["search"];
export type CatalogItem = CatalogResults["items"][number];
export type CatalogPack = Outputs["get"];
export type CatalogFacets = Outputs["facets"];
