// A studio of the sign-in specs' own: `next start` with sign-in configured against a real OpenID Provider
// (support/oidc-issuer.ts) run in the test process, on PGlite or on a fresh PostgreSQL database. The
// other specs keep their open studio (playwright.config.ts); this one lives on E2E_PORT + 50 and up.
import { type ChildProcess, spawn } from "node:child_process";
import type { Server } from "node:http";
import { fileURLToPath } from "node:url";
import { freshPostgres } from "@packstudio/db/testing/databases";
import Provider from "oidc-provider";
import { issuerConfiguration, oidcClient } from "./oidc-issuer";

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const issuerPort = e2ePort + 52;
export const issuerUrl = `http://127.0.0.1:${issuerPort}`;
const repo = fileURLToPath(new URL("../../", import.meta.url));

export const authSecret = "e2e-auth-secret-0123456789abcdef0123456789";

/** The storage drivers the sign-in specs run on: PGlite always, PostgreSQL when the suite has a server. */
export const authDrivers: { name: string; port: number; databaseUrl?: () => Promise<string> }[] = [
  { name: "PGlite", port: e2ePort + 50 },
  ...(process.env.PACKSTUDIO_TEST_DATABASE_URL
    ? [
        {
          name: "PostgreSQL",
          port: e2ePort + 51,
          databaseUrl: () => freshPostgres(process.env.PACKSTUDIO_TEST_DATABASE_URL as string),
        },
      ]
    : []),
];

/** Starts the issuer, knowing every studio the specs may run. */
export function startIssuer(): Promise<Server> {
  const origins = authDrivers.map((d) => `http://127.0.0.1:${d.port}`);
  const provider = new Provider(issuerUrl, issuerConfiguration(origins));
  return new Promise((resolve) => {
    const server = provider.listen(issuerPort, "127.0.0.1", () => resolve(server));
  });
}

/** The environment of a studio with sign-in through the test issuer. */
export function signInEnv(port: number): Record<string, string> {
  return {
    PACKSTUDIO_OIDC_ISSUER: issuerUrl,
    PACKSTUDIO_OIDC_CLIENT_ID: oidcClient.id,
    PACKSTUDIO_OIDC_CLIENT_SECRET: oidcClient.secret,
    PACKSTUDIO_BASE_URL: `http://127.0.0.1:${port}`,
    PACKSTUDIO_AUTH_SECRET: authSecret,
  };
}

/** `next start` of the built studio; the child runs in its own process group (stop it with stopStudio). */
export function spawnStudio(port: number, env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    [`${repo}node_modules/next/dist/bin/next`, "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: `${repo}apps/studio`,
      detached: true,
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
    },
  );
}

/** A signed-in studio on the driver's port, up and answering; `env` adds to its environment. */
export async function startAuthStudio(
  driver: (typeof authDrivers)[number],
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const storage: Record<string, string> = driver.databaseUrl
    ? { DATABASE_URL: await driver.databaseUrl() }
    : { PACKSTUDIO_DATA_DIR: `/tmp/packstudio-e2e-auth-${driver.port}-${Date.now()}` };
  const base = `http://127.0.0.1:${driver.port}`;
  // A studio left over on this port (an earlier run killed half-way) would answer for the new one.
  const leftover = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (leftover) throw new Error(`${base} already answers: a studio from an earlier run still listens there; stop it`);
  const server = spawnStudio(driver.port, { ...signInEnv(driver.port), ...storage, ...env });
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the signed-in studio on ${base} exited (${server.exitCode})`);
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the signed-in studio did not start on ${base}`);
}

/**
 * Stops the studio and waits until its port no longer answers: the next describe starts another studio on the
 * same port, and a health check answered by the old one (other settings, other database) would pass for it.
 */
export async function stopStudio(server: ChildProcess | undefined, port?: number): Promise<void> {
  // The whole group: next start runs the server in a child process of its own.
  if (server?.pid && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once("exit", () => resolve(true)));
    const within = (ms: number) =>
      Promise.race([exited, new Promise((resolve) => setTimeout(() => resolve(false), ms))]);
    process.kill(-server.pid, "SIGTERM");
    // Next waits on open connections (a browser's keep-alive) before it exits: past 10 s, the group is killed.
    if (!(await within(10_000)) && server.exitCode === null) {
      process.kill(-server.pid, "SIGKILL");
      await within(10_000);
    }
  }
  if (port === undefined) return;
  for (let i = 0; i < 60; i++) {
    const answers = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    if (!answers) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the studio on port ${port} still answers after it was stopped`);
}
