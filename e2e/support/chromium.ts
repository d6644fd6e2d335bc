// Debian's Chromium, as the machine has it: never a downloaded browser, no background network.
import { existsSync } from "node:fs";

export const chromiumPath =
  ["/usr/lib/chromium/chromium", "/usr/bin/chromium"].find((p) => existsSync(p)) ?? "/usr/bin/chromium";

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];
