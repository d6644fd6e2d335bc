// The studio process's one sandbox, configured by the operator's environment (PACKSTUDIO_SANDBOX_*).
import "server-only";
import { Sandbox, settingsFromEnv } from "@packstudio/sandbox";

let instance: Sandbox | undefined;

export function studioSandbox(): Sandbox {
  instance ??= new Sandbox(settingsFromEnv(process.env));
  return instance;
}
