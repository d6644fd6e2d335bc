// The lint bomb (the largest pack the limits allow) through createCaller: lint, render, read and review answer it
// as core does, the main thread's event loop keeps turning while they work, and a deadline stops the worker.
import { specExample } from "@packstudio/core/testing";
import { openStore, type Store } from "@packstudio/db";
import { TRPCError } from "@trpc/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { bombCommands, lintBomb } from "~/testing/lint-bomb";
import { packFilesInput } from "../pack-input";
import { createCaller } from "../root";
import { setStudioStore } from "../store-instance";
import { packPool } from "./pack-work";
import { runTask } from "./tasks";

const bomb = lintBomb();
const ledger = specExample("ledger");
const caller = createCaller({});
/** A command of the bomb, and a line that calls it. */
const verb = "g3.cmd3";
const line = ["bomb", "g3", "cmd3", "t-3", "--note=hi"];

/**
 * Whether the main thread's event loop turned (a setImmediate ran) before `work` settled. Work done on the main
 * thread inside a procedure runs to its end before any immediate: the loop does not turn until it is over.
 */
async function loopTurnsDuring(work: () => Promise<unknown>): Promise<boolean> {
  let turned = false;
  const running = work();
  setImmediate(() => {
    turned = true;
  });
  await running;
  return turned;
}

async function rejection(work: Promise<unknown>): Promise<TRPCError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

// The pool loaded first: a task's deadline counts from a loaded worker, and a test with a tiny one must not
// wait for a booting worker in the queue.
beforeAll(() => packPool().warm());
afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the lint bomb", () => {
  it("is the largest pack the limits allow: the command cap, accepted by the studio's input", () => {
    expect(packFilesInput.safeParse(bomb).success).toBe(true);
    expect(Object.keys(JSON.parse(bomb["surface.json"] ?? "").verbs)).toHaveLength(bombCommands);
  });

  it("pack.lint answers it as core does, off the main thread", async () => {
    let answer: unknown;
    const turned = await loopTurnsDuring(async () => {
      answer = await caller.pack.lint({ files: bomb });
    });
    expect(turned).toBe(true);
    expect(answer).toEqual(runTask("lint", { files: bomb }));
  });

  it("command.render and command.parse answer it off the main thread", async () => {
    let rendered: unknown;
    let parsed: unknown;
    expect(
      await loopTurnsDuring(async () => {
        rendered = await caller.command.render({ files: bomb, verb, args: { target: "t-3" } });
      }),
    ).toBe(true);
    expect(
      await loopTurnsDuring(async () => {
        parsed = await caller.command.parse({ files: bomb, line: line.join(" ") });
      }),
    ).toBe(true);
    expect(rendered).toEqual(runTask("render", { files: bomb, verb, args: { target: "t-3" } }));
    expect(parsed).toEqual(runTask("parse", { files: bomb, tokens: line }));
  });

  it("a lint past the deadline is stopped with TIMEOUT, its worker replaced, and the next lint answered", async () => {
    const replaced = packPool().stats().replaced;
    vi.stubEnv("PACKSTUDIO_PACK_DEADLINE_MS", "1");
    const error = await rejection(caller.pack.lint({ files: bomb }));
    expect(error.code).toBe("TIMEOUT");
    expect(error.message).toMatch(
      /^Linting this pack took more than 0\.001 s, .* too costly to check\. .*5 MiB in all/,
    );
    vi.unstubAllEnvs();
    expect(packPool().stats().replaced).toBe(replaced + 1);
    expect((await caller.pack.lint({ files: ledger })).passes).toBe(true);
  });
});

describe("review.get of two lint bombs", () => {
  let store: Store;
  let base = "";
  let head = "";
  const changed = {
    ...bomb,
    "policy.json": (bomb["policy.json"] ?? "").replace('"effect":"read"', '"effect":"write"'),
  };

  beforeAll(async () => {
    store = await openStore({});
    setStudioStore(store);
    base = (await store.shares.create(bomb)).id;
    head = (await store.shares.create(changed)).id;
  }, 300_000);
  afterAll(() => store.close());

  it("compares them as core does", async () => {
    const r = await caller.review.get({ base, head });
    expect(r.comparison).toEqual(runTask("compare", { base: bomb, head: changed }));
    expect(r.comparison.commands.changed.map((c) => c.verb)).toEqual(["g1.cmd1"]);
  });

  it("stops a comparison past the deadline with TIMEOUT", async () => {
    vi.stubEnv("PACKSTUDIO_PACK_DEADLINE_MS", "1");
    const error = await rejection(caller.review.get({ base, head }));
    expect([error.code, error.message]).toEqual(["TIMEOUT", expect.stringMatching(/^Comparing the two versions/)]);
  });
});
