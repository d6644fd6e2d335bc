// What the extension asks of the language client, without VS Code's API (so it is tested in plain Node).

/** The three protocol files of a pack, wherever a folder holds them (the server finds each pack's root). */
export const documentSelector = ["surface.json", "policy.json", "HARNESS.md"].map((name) => ({
  scheme: "file",
  pattern: `**/${name}`,
}));

/** The server's command line from the settings: packstudio.command, then `lsp --rules-url`. */
export function serverCommand(command: readonly string[], rulesUrl: string): { command: string; args: string[] } {
  const [bin = "packstudio", ...before] = command;
  return { command: bin, args: [...before, "lsp", "--rules-url", rulesUrl] };
}
