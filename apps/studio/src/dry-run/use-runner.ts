"use client";
// Running a command in the sandbox (command.dryRun), or an openapi pack's command from its document in the page
// (nothing sent): the card first when it asks a person, every answer to the history.
import { APPROVAL_REQUIRED, type ApprovalCard } from "@packstudio/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useOpenApiChunk } from "~/openapi/use-openapi";
import { isRequest, type PreviewRender, planLine } from "~/store/preview-render";
import { studioSession, useTRPC } from "~/trpc/client";
import { runBlocked } from "./run-blocked";
import { addRun, clearRuns, firstUseApproved, rememberFirstUse, useRunHistory } from "./run-history-store";
import type { DryRunRequest, RunAnswer, RunEntry } from "./run-types";

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
  plan: PreviewRender | undefined;
  /** An openapi pack: Run answers from its document in the page, nothing is sent. */
  isOpenApi?: boolean;
  /** The pack does not pass lint (a runtime, and the server, refuse it). */
  packInvalid: boolean;
  /** Why the command line the person typed is refused (it is not what the plan shows), or null. */
  lineRefusal?: string | null;
}

let counter = 0;

/** The plan's command is first_use and this session approved it already. */
function firstUsePlan(plan: PreviewRender | undefined, verbKey: string): boolean {
  const shown = !plan?.ok ? undefined : isRequest(plan) ? plan.plan : plan;
  return shown?.approval === "first_use" && shown.card !== null && firstUseApproved(shown.card.pack.text, verbKey);
}

function entryOf(request: DryRunRequest, result: RunAnswer): RunEntry {
  counter += 1;
  return {
    id: `${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    at: Date.now(),
    verb: request.verb,
    line: result.plan ? planLine(result.plan) : request.verb,
    approved: request.approved === true,
    result,
  };
}

export function useRunner({
  files,
  verbKey,
  args,
  plan,
  packInvalid,
  lineRefusal = null,
  isOpenApi = false,
}: RunnerInput) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const status = useQuery(trpc.sandbox.status.queryOptions());
  const history = useRunHistory();
  const [pending, setPending] = useState<PendingApproval | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const openapi = useOpenApiChunk();
  /** An answer of the sandbox or of the document, to the history (or the card again when approval is asked). */
  const answered = useCallback(
    (result: RunAnswer, request: DryRunRequest) => {
      if (!result.ok && result.error.code === APPROVAL_REQUIRED) {
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
    [queryClient, trpc],
  );

  const mutation = useMutation(
    trpc.command.dryRun.mutationOptions({
      onSuccess: answered,
      onError: (error) => setFailure(error.message),
    }),
  );

  // Can it run here, asked of the server before the click: the program and the file names only, not the pack.
  // After the status answered (never in its batch), and only for a plan the sandbox could be given. An answer
  // for another program is never shown for this one (no placeholder): until it comes, the run itself checks.
  const paths = useMemo(() => Object.keys(files), [files]);
  const readinessInput =
    plan?.ok && !isRequest(plan) ? { program: plan.program, paths, mode: plan.cwd.mode } : undefined;
  const readiness = useQuery({
    ...trpc.sandbox.canRun.queryOptions(readinessInput ?? { program: "-", paths: [], mode: "none" }),
    enabled: readinessInput !== undefined && status.data?.available === true,
  });
  const blocked = runBlocked({
    verbKey,
    plan,
    packInvalid,
    lineRefusal,
    // The document answers an openapi command: no sandbox needed.
    available: isOpenApi || status.data?.available !== false,
    readiness: readinessInput !== undefined ? readiness.data : undefined,
  });

  const send = useCallback(
    (request: DryRunRequest) => {
      setFailure(null);
      setSelected(null);
      if (!isOpenApi) {
        mutation.mutate(request);
        return;
      }
      // Answered in the page from the document: no request leaves the browser, none reaches the server.
      if (!openapi) {
        setFailure("The studio's OpenAPI support has not loaded yet: try again in a moment.");
        return;
      }
      const remembered = firstUsePlan(plan, request.verb);
      const approved = request.approved === true;
      const input = { files: request.files, verbKey: request.verb, args: request.args ?? {}, approved, remembered };
      answered(openapi.runDocumented(input), request);
    },
    [mutation, isOpenApi, openapi, plan, answered],
  );

  const run = useCallback(() => {
    if (blocked !== null || verbKey === undefined || !plan?.ok) return;
    const request: DryRunRequest = { files, verb: verbKey, args, approved: false, session: studioSession() };
    const shown = isRequest(plan) ? plan.plan : plan;
    if (shown.asksPerson && shown.card && !firstUsePlan(plan, verbKey)) {
      setPending({ request, card: shown.card, askedByServer: false });
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
    isOpenApi,
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
