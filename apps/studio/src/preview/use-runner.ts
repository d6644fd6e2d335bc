"use client";
// Running a command in the sandbox (command.dryRun): the card first when it asks a person, every answer to the history.
import type { ApprovalCard, RenderResult } from "@packstudio/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { studioSession, useTRPC } from "~/trpc/client";
import { runBlocked } from "./run-blocked";
import { addRun, clearRuns, firstUseApproved, rememberFirstUse, useRunHistory } from "./run-history-store";
import type { DryRunOutput, DryRunRequest, RunEntry } from "./run-types";

export interface PendingApproval {
  /** Exactly what runs once the person approves (sent with `approved: true`). */
  request: DryRunRequest;
  card: ApprovalCard;
  /** The server asked: it does not remember a first-use approval for this session. */
  askedByServer: boolean;
}

export interface RunnerInput {
  files: Record<string, string>;
  verbKey: string | undefined;
  args: Record<string, unknown>;
  /** The plan the preview shows for these files and arguments. */
  plan: RenderResult | undefined;
  /** The pack does not pass lint (a runtime, and the server, refuse it). */
  packInvalid: boolean;
  /** Why the command line the person typed is refused (it is not what the plan shows), or null. */
  lineRefusal?: string | null;
}

let counter = 0;

function entryOf(request: DryRunRequest, result: DryRunOutput): RunEntry {
  counter += 1;
  return {
    id: `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    at: Date.now(),
    verb: request.verb,
    line: result.plan?.display ?? request.verb,
    approved: request.approved === true,
    result,
  };
}

export function useRunner({ files, verbKey, args, plan, packInvalid, lineRefusal = null }: RunnerInput) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.sandbox.status.queryOptions());
  const history = useRunHistory();
  const [pending, setPending] = useState<PendingApproval | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const mutation = useMutation(
    trpc.command.dryRun.mutationOptions({
      onSuccess: (result, request) => {
        if (!result.ok && result.error.code === "approval_required") {
          const card = (result.error.card ?? result.plan?.card) as ApprovalCard | null | undefined;
          // Never approve on the person's behalf: show the card again.
          if (card) {
            setPending({ request: { ...request, approved: false }, card, askedByServer: true });
            return;
          }
        }
        if (result.ok && request.approved && result.plan.approval === "first_use" && result.plan.card) {
          rememberFirstUse(result.plan.card.pack.text, request.verb);
        }
        if (!result.ok && result.error.code === "sandbox_unavailable") {
          void queryClient.invalidateQueries(trpc.sandbox.status.queryFilter());
        }
        // The machine changed since the button was judged (a program removed): judge it again.
        if (!result.ok && result.error.code === "not_runnable") {
          void queryClient.invalidateQueries(trpc.sandbox.canRun.queryFilter());
        }
        addRun(entryOf(request, result));
      },
      onError: (error) => setFailure(error.message),
    }),
  );

  // Can it run here, asked of the server before the click: the program and the file names only, not the pack.
  // After the status answered (never in its batch), and only for a plan the sandbox could be given. An answer
  // for another program is never shown for this one (no placeholder): until it comes, the run itself checks.
  const paths = useMemo(() => Object.keys(files), [files]);
  const readinessInput = plan?.ok ? { program: plan.program, paths, mode: plan.cwd.mode } : undefined;
  const readiness = useQuery({
    ...trpc.sandbox.canRun.queryOptions(readinessInput ?? { program: "-", paths: [], mode: "none" }),
    enabled: readinessInput !== undefined && status.data?.available === true,
  });
  const blocked = runBlocked({
    verbKey,
    plan,
    packInvalid,
    lineRefusal,
    available: status.data?.available !== false,
    readiness: readinessInput !== undefined ? readiness.data : undefined,
  });

  const send = useCallback(
    (request: DryRunRequest) => {
      setFailure(null);
      setSelected(null);
      mutation.mutate(request);
    },
    [mutation],
  );

  const run = useCallback(() => {
    if (blocked !== null || verbKey === undefined || !plan?.ok) return;
    const request: DryRunRequest = { files, verb: verbKey, args, approved: false, session: studioSession() };
    const remembered =
      plan.approval === "first_use" && plan.card !== null && firstUseApproved(plan.card.pack.text, verbKey);
    if (plan.asksPerson && plan.card && !remembered) {
      setPending({ request, card: plan.card, askedByServer: false });
      return;
    }
    send(request);
  }, [blocked, verbKey, plan, files, args, send]);

  const approve = useCallback(() => {
    if (!pending) return;
    setPending(null);
    send({ ...pending.request, approved: true });
  }, [pending, send]);

  const cancel = useCallback(() => setPending(null), []);

  const select = useCallback((id: string) => {
    setFailure(null);
    setSelected(id);
  }, []);

  const shown = history.find((e) => e.id === selected) ?? history[0];
  return {
    status: status.data,
    blocked,
    running: mutation.isPending,
    run,
    pending,
    approve,
    cancel,
    failure,
    history,
    shown,
    select,
    clear: clearRuns,
  };
}

export type Runner = ReturnType<typeof useRunner>;
