// Words people read for the catalog's filter values (the values themselves are the spec's): each table is keyed by
// the value set, so a value the spec adds is a compile error here until it has its words.
import type { bindingModes, kinds, planes, sorts, transports } from "~/lib/catalog-filters";

type Labels<T extends readonly string[]> = Record<T[number], string>;

export const bindingLabels: Labels<typeof bindingModes> = {
  public: "Public",
  user: "User",
  local: "Local",
  mothership: "Mothership",
  mock: "Mock",
};

export const kindLabels: Labels<typeof kinds> = {
  wrap: "Wrapped CLI",
  composite: "Composite",
  openapi: "OpenAPI",
  sense_only: "Sense only",
};

export const planeLabels: Labels<typeof planes> = { runtime: "Runtime", control: "Control" };

export const transportLabels: Labels<typeof transports> = { cli: "CLI", json_exec: "JSON exec", mcp: "MCP" };

export const sortLabels: Labels<typeof sorts> = { relevance: "Best match", name: "Name", updated: "Last update" };

export const label = (labels: Readonly<Record<string, string>>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : "none";
