// Every URL path of the studio, built in one place: the studio links with them, the CLI prints them.

const versionQuery = (version?: number) => (version === undefined ? "" : `?version=${version}`);

const ruleAnchor = (code: string) => `#${code}`;

export const studioRoutes = {
  catalog: "/",
  editor: "/editor",
  rules: "/rules",
  /** A lint code's rule text: one page, an anchor per code. */
  rule: (code: string) => `/rules${ruleAnchor(code)}`,
  /** The anchor of a code on the rules page (a host that knows the page's full address, like the LSP, adds it). */
  ruleAnchor: (code: string) => ruleAnchor(code),
  /** A published pack's page; without a version, its latest. */
  pack: (id: string, version?: number) => `/packs/${encodeURIComponent(id)}${versionQuery(version)}`,
  /** A published pack as a .zip; without a version, its latest. */
  packDownload: (id: string, version?: number) => `/packs/${encodeURIComponent(id)}/download${versionQuery(version)}`,
  /** A stored share (DECISIONS.md 11). */
  share: (id: string) => `/s/${id}`,
  /** A review of two shares: `/review/<base-id>...<head-id>` (DECISIONS.md 11). */
  review: (base: string, head: string) => `/review/${base}...${head}`,
} as const;
