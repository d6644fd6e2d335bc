// The Pack Studio extension: a thin client that starts `packstudio lsp` for the files of pack folders.
import { type ExtensionContext, workspace } from "vscode";
import { LanguageClient, type LanguageClientOptions, type ServerOptions } from "vscode-languageclient/node";
import { documentSelector, serverCommand } from "./server-command.js";

let client: LanguageClient | undefined;

export async function activate(_context: ExtensionContext): Promise<void> {
  const settings = workspace.getConfiguration("packstudio");
  const { command, args } = serverCommand(
    settings.get<string[]>("command", ["packstudio"]),
    settings.get<string>("rulesUrl", "http://localhost:3000/rules"),
  );
  // The server reads files not open in the editor from disk once, and registers its own file watcher with the
  // client (didChangeWatchedFiles) to hear of their changes: a second watcher here would report each twice.
  const server: ServerOptions = { command, args, options: { shell: process.platform === "win32" } };
  const clientOptions: LanguageClientOptions = { documentSelector };
  client = new LanguageClient("packstudio", "Pack Studio", server, clientOptions);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
}
