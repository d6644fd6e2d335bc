// Words people read for the catalog's filter values (the values themselves are the spec's).

export const bindingLabels: Record<string, string> = {
  public: "Public",
  user: "User",
  local: "Local",
  mothership: "Mothership",
  mock: "Mock",
};

export const kindLabels: Record<string, string> = {
  wrap: "Wrapped CLI",
  composite: "Composite",
  openapi: "OpenAPI",
  sense_only: "Sense only",
};

export const planeLabels: Record<string, string> = { runtime: "Runtime", control: "Control" };

export const transportLabels: Record<string, string> = { cli: "CLI", json_exec: "JSON exec", mcp: "MCP" };

export const sortLabels: Record<string, string> = { relevance: "Best match", name: "Name", updated: "Last update" };

export const label = (labels: Record<string, string>, value: string | null | undefined): string =>
  value ? (labels[value] ?? value) : "none";
