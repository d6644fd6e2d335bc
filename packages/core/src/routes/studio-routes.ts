// Every URL path of the studio, built in one place: the studio links with them and serves them, the CLI calls and
// prints them (apps/studio/src/studio-urls.test.ts fails on a path built by hand or a route of app/ not here).

const versionQuery = (version?: number) => (version === undefined ? "" : `?version=${version}`);

const ruleAnchor = (code: string) => `#${code}`;

/** A link that carries a small pack in its fragment: this, then the files (raw DEFLATE, base64url). */
export const shareFragmentPrefix = "#z:";

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
  /** A small pack carried in the link itself: `data` after shareFragmentPrefix (nothing stored, nothing sent). */
  fragmentShare: (data: string) => `/s${shareFragmentPrefix}${data}`,
  /** A stored share's files as JSON, without tRPC. */
  shareJson: (id: string) => `/api/shares/${encodeURIComponent(id)}`,
  /** The signed-in person's tokens and shares. */
  account: "/account",
  /** Where a person approves a `packstudio login` (DECISIONS.md 13); with the terminal's code, filled in. */
  device: (code?: string) => (code === undefined ? "/device" : `/device?code=${encodeURIComponent(code)}`),
  /** The operator's audit log. */
  adminAudit: "/admin/audit",
  /** The tRPC endpoint. */
  trpc: "/api/trpc",
  /** One tRPC procedure on the endpoint (`catalog.get`). */
  trpcCall: (procedure: string) => `/api/trpc/${procedure}`,
  /** Sign-in (better-auth's base path). */
  auth: "/api/auth",
  /** One path of sign-in (`sign-in/social`). */
  authCall: (path: string) => `/api/auth/${path}`,
  /** Whether this studio is up (and, with runners, whether they are). */
  health: "/api/health",
  /** The JSON Schema of a pack file, for editors' `$schema` lines. */
  schema: (file: "surface.json" | "policy.json") => `/schema/${file}`,
} as const;
