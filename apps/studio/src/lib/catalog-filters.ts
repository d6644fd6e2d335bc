// The catalog's filter values and page bounds: the search form and links (browser) and the search input (server).
import { adapterKind, bindingMode, plane, transport } from "@packstudio/core";

// The filters' values are the spec's own sets (core's schemas), so a value the spec adds is a filter at once.
export const bindingModes = bindingMode.options;
export const planes = plane.options;
export const kinds = adapterKind.options;
export const transports = transport.options;
export const sorts = ["relevance", "name", "updated"] as const;
export const maxPage = 1000;
export const maxPageSize = 100;
