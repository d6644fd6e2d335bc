// Dry-runs on a fleet (DECISIONS.md 15, issue 28) on a real PostgreSQL: two web processes (`next start` of the built
// studio, PACKSTUDIO_RUNS=queue) and two runners with uid ranges of their own. A session moves between web
// processes; 100 runs from 10 clients all answer, each once, on both runners; a runner killed mid-run fails that run
// as sandbox_error within 10 s and keeps none of its files; a web process killed under load costs only its own
// requests; runners drain on SIGTERM; with no runner a run is busy within the wait; nothing is left behind.

import { freshPostgres } from "@packstudio/db/testing/databases";
import { expect, test } from "@playwright/test";
import pg from "pg";
import {
  type DryRunAnswer,
  dryRun,
  type FleetProcess,
  groupAlive,
  killGroup,
  packFiles,
  processesOfUids,
  removeRoot,
  startRunner,
  startWeb,
  stopGroup,
  tokenPack,
} from "../support/fleet";

const url = process.env.PACKSTUDIO_TEST_DATABASE_URL;
if (!url) console.info("run-fleet: skipped, PACKSTUDIO_TEST_DATABASE_URL is unset (the fleet needs a real PostgreSQL)");

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
// Beside the sign-in specs' ports (E2E_PORT + 50 to 52).
const [portA, portB] = [e2ePort + 60, e2ePort + 61];
const uidBases = [63100, 63200];
const waitMs = 10_000;
const tag = `${process.pid}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const pack = tokenPack();
/** The log lines an answer printed, and the uid of the run (the runner's range). */
function read(answer: DryRunAnswer): { uid: number; log: string[] } {
  const [first = "", ...log] = (answer.run?.stdout ?? "").trim().split("\n");
  return { uid: Number(first.replace("uid ", "")), log };
}
const append = (port: number, session: string, token: string, verb = "append") =>
  dryRun(port, { files: pack, verb, args: { token }, session });

test.describe("dry-runs on a fleet of runners", () => {
  test.skip(!url, "needs PACKSTUDIO_TEST_DATABASE_URL (a real PostgreSQL)");
  test.setTimeout(300_000);

  test("sessions move between web processes; runs answer once each; faults cost only what they held", async () => {
    const databaseUrl = await freshPostgres(url as string);
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    const webs: FleetProcess[] = [];
    const runners: FleetProcess[] = [];
    const roots = uidBases.map((base) => `/dev/shm/packstudio-e2e-fleet-${base}-${tag}`);
    /** Pack folders the runners' roots still held at the end (a run's, left behind). */
    const left: string[] = [];
    const runnerEnv = (i: number) => ({
      DATABASE_URL: databaseUrl,
      PACKSTUDIO_SANDBOX_ROOT: roots[i] as string,
      PACKSTUDIO_SANDBOX_UID_BASE: String(uidBases[i]),
      PACKSTUDIO_RUNNER_CONCURRENCY: "2",
    });
    const health = async (port: number) =>
      (await (await fetch(`http://127.0.0.1:${port}/api/health`)).json()) as {
        runs: { runnersReachable: boolean; runners: number; queued: number };
      };
    const untilRunners = async (n: number) => {
      for (let i = 0; i < 60 && (await health(portB)).runs.runners !== n; i++) await sleep(500);
      expect((await health(portB)).runs.runners).toBe(n);
    };
    /** The runner process that holds a running run of `session`, found through the database. */
    const runnerOf = async (session: string): Promise<FleetProcess> => {
      for (let i = 0; i < 200; i++) {
        const found = await db.query<{ pid: number }>(
          `SELECT r.pid FROM dry_runs d JOIN runners r ON r.id = d.runner_id
           WHERE d.session_id = $1 AND d.status = 'running'`,
          [session],
        );
        const pid = found.rows[0]?.pid;
        const runner = runners.find((r) => r.pid === pid);
        if (runner) return runner;
        await sleep(50);
      }
      throw new Error(`no runner took the run of ${session}`);
    };

    try {
      await test.step("start two web processes and two runners", async () => {
        webs.push(
          ...(await Promise.all([
            startWeb("web-a", portA, { DATABASE_URL: databaseUrl, PACKSTUDIO_QUEUE_WAIT_MS: String(waitMs) }),
            startWeb("web-b", portB, { DATABASE_URL: databaseUrl, PACKSTUDIO_QUEUE_WAIT_MS: String(waitMs) }),
          ])),
        );
        runners.push(await startRunner("runner-1", runnerEnv(0)), await startRunner("runner-2", runnerEnv(1)));
        await untilRunners(2);
        expect((await health(portA)).runs.runnersReachable).toBe(true);
      });

      await test.step("setup.apply through one web process, status through the other", async () => {
        const ledger = packFiles(new URL("../../spec/examples/ledger", import.meta.url).pathname);
        const surface = JSON.parse(ledger["surface.json"] ?? "{}");
        surface.wrap.workspace = { mode: "workspace" };
        ledger["surface.json"] = JSON.stringify(surface);
        const session = `fleet-ledger-${tag}`;
        const setup = await dryRun(portA, { files: ledger, verb: "setup.apply", approved: true, session });
        expect(setup).toMatchObject({ ok: true, run: { exitCode: 0, json: { created: true } } });
        const ready = await dryRun(portB, { files: ledger, verb: "setup.status", session });
        expect(ready).toMatchObject({ ok: true, run: { exitCode: 0, json: { ready: true } } });
        const status = await dryRun(portB, { files: ledger, verb: "status", session });
        expect(status).toMatchObject({ ok: true, run: { exitCode: 0, json: { balance: expect.any(String) } } });
        // Another session never saw the setup.
        const other = await dryRun(portA, { files: ledger, verb: "setup.status", session: `fleet-other-${tag}` });
        expect(other).toMatchObject({ ok: true, run: { json: { ready: false } } });
      });

      await test.step("100 runs from 10 clients over both web processes: all answer, each once, on both runners", async () => {
        const uids = new Set<number>();
        const failures: string[] = [];
        await Promise.all(
          Array.from({ length: 10 }, async (_, c) => {
            const session = `fleet-client-${c}-${tag}`;
            const tokens: string[] = [];
            for (let r = 0; r < 10; r++) {
              const token = `c${c}-r${r}`;
              tokens.push(token);
              const answer = await append(r % 2 ? portB : portA, session, token);
              const { uid, log } = read(answer);
              uids.add(uid);
              // The log is exactly the tokens so far: none lost, none twice, in order.
              if (!answer.ok || answer.run?.exitCode !== 0 || log.join(",") !== tokens.join(","))
                failures.push(`${token}: ${JSON.stringify(answer).slice(0, 300)}`);
            }
          }),
        );
        expect(failures).toEqual([]);
        const ranges = [...uids].map((uid) => uidBases.findIndex((base) => uid >= base && uid < base + 100));
        expect(new Set(ranges)).toEqual(new Set([0, 1]));
      });

      await test.step("a runner killed mid-run: sandbox_error within 10 s, the session's files as before", async () => {
        const session = `fleet-kill-${tag}`;
        expect(await append(portA, session, "before")).toMatchObject({ ok: true });
        const doomed = append(portB, session, "doomed", "slow");
        const victim = await runnerOf(session);
        killGroup(victim);
        const killedAt = Date.now();
        expect(await doomed).toMatchObject({
          ok: false,
          error: { code: "sandbox_error", message: expect.stringContaining("runner stopped") },
        });
        expect(Date.now() - killedAt).toBeLessThan(10_000);
        const after = await append(portA, session, "after");
        expect(read(after).log).toEqual(["before", "after"]);
        // Back to two: the same root and uids (it clears the pack folder its killed self left).
        const index = runners.indexOf(victim);
        runners[index] = await startRunner(`runner-${index + 1}-again`, runnerEnv(index));
        await untilRunners(2);
      });

      await test.step("a web process killed under load: the other's runs all answer", async () => {
        const webA = webs[0] as FleetProcess;
        const killer = sleep(1500).then(() => killGroup(webA));
        const results = await Promise.all(
          Array.from({ length: 8 }, async (_, c) => {
            const port = c % 2 ? portB : portA;
            const session = `fleet-load-${c}-${tag}`;
            const tokens: string[] = [];
            const wrong: string[] = [];
            for (let r = 0; r < 6; r++) {
              const token = `l${c}-r${r}`;
              try {
                const answer = await append(port, session, token);
                tokens.push(token);
                if (!answer.ok || read(answer).log.join(",") !== tokens.join(","))
                  wrong.push(`${token}: ${JSON.stringify(answer).slice(0, 300)}`);
              } catch (error) {
                if (port === portB) wrong.push(`${token}: ${(error as Error).message}`);
                break; // web A is gone: its client stops
              }
            }
            return { port, wrong };
          }),
        );
        await killer;
        expect(results.filter((r) => r.port === portB).flatMap((r) => r.wrong)).toEqual([]);
        expect(await webA.exited).toBeNull(); // killed, not ended
      });

      await test.step("runners drain on SIGTERM: the run they hold answers, then they leave", async () => {
        const session = `fleet-drain-${tag}`;
        const held = append(portB, session, "held", "slow");
        await runnerOf(session);
        for (const runner of runners) killGroup(runner, "SIGTERM");
        expect(await held).toMatchObject({ ok: true, run: { exitCode: 0 } });
        const codes = await Promise.all(runners.map((r) => Promise.race([r.exited, sleep(20_000).then(() => "late")])));
        expect(codes).toEqual([0, 0]);
        expect((await health(portB)).runs).toMatchObject({ runnersReachable: false, runners: 0 });
      });

      await test.step("with no runner, a run fails as busy within the wait; a web process drains on SIGTERM", async () => {
        const started = Date.now();
        const lonely = append(portB, `fleet-lonely-${tag}`, "lonely");
        // SIGTERM while the run waits: the web process takes nothing new, answers what it holds, then exits.
        await sleep(1000);
        const webB = webs[1] as FleetProcess;
        killGroup(webB, "SIGTERM");
        await sleep(300);
        await expect(fetch(`http://127.0.0.1:${portB}/api/health`)).rejects.toThrow();
        const answer = await lonely;
        expect(await webB.exited).toBe(143); // Next's exit after a SIGTERM, once its requests were answered
        expect(answer).toMatchObject({
          ok: false,
          error: { code: "busy", message: expect.stringContaining("No runner was free") },
        });
        expect(Date.now() - started).toBeGreaterThanOrEqual(waitMs - 100);
        expect(Date.now() - started).toBeLessThan(waitMs + 8_000);
      });
    } finally {
      await Promise.all([...webs, ...runners].map((p) => stopGroup(p)));
      left.push(...roots.flatMap((root) => removeRoot(root)));
      await db.end();
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
      await admin.end();
    }
    // Nothing left: no pack folder in a runner's root, no process of the fleet or of its runs' uids.
    expect(left).toEqual([]);
    expect(processesOfUids(63100, 63299)).toEqual([]);
    expect([...webs, ...runners].filter((p) => groupAlive(p.pid)).map((p) => p.name)).toEqual([]);
  });
});
