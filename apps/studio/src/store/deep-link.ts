// Deep links: `/editor#surface.json:12` names a file and line; `&finding=M001` a selected finding.
export interface DeepLink {
  file: string;
  line: number;
  finding?: string;
}

export function parseDeepLink(hash: string): DeepLink | undefined {
  const text = decodeURIComponent(hash.replace(/^#/, ""));
  const m = /^(.+?)(?::(\d+))?(?:&finding=([A-Z]\d{3}))?$/.exec(text);
  if (!m?.[1]) return undefined;
  return { file: m[1], line: Number(m[2] ?? "1"), ...(m[3] && { finding: m[3] }) };
}

export function formatDeepLink(link: DeepLink): string {
  const file = link.file.split("/").map(encodeURIComponent).join("/");
  return `#${file}:${link.line}${link.finding ? `&finding=${link.finding}` : ""}`;
}

/** Update the address bar without adding history entries or scrolling. */
export function writeDeepLink(link: DeepLink): void {
  const hash = formatDeepLink(link);
  if (location.hash !== hash) history.replaceState(null, "", hash);
}
