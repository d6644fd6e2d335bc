// What the extension asks of the language client, without VS Code's API (so it is tested in plain Node).

/**
 * The three protocol files of a pack, and an HTTP-API pack's OpenAPI document under its usual names, wherever a
 * folder holds them (the server finds each pack's root; a document named otherwise is still linted through surface.json).
 */
export const packFileNames = [
  "surface.json",
  "policy.json",
  "HARNESS.md",
  "openapi.yaml",
  "openapi.yml",
  "openapi.json",
];
export const documentSelector = packFileNames.map((name) => ({
  scheme: "file",
  pattern: `**/${name}`,
}));

/** The server's command line from the settings: packstudio.command, then `lsp --rules-url`. */
export function serverCommand(command: readonly string[], rulesUrl: string): { command: string; args: string[] } {
  const [bin = "packstudio", ...before] = command;
  return { command: bin, args: [...before, "lsp", "--rules-url", rulesUrl] };
}
