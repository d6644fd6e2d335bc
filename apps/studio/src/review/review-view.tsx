"use client";
// A review of two snapshots: the risk summary on top, findings, commands, then file diffs with the conversation.
import { studioRoutes, type Verdict } from "@packstudio/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useContext, useEffect, useMemo, useState } from "react";
import { Plain } from "~/escaped/escaped-text";
import { useTRPC } from "~/trpc/client";
import { CommandChanges } from "./command-changes";
import { VerdictPanel, verdictLabel } from "./conversation";
import type { DiffReveal } from "./file-diff";
import { FilesPanel } from "./files-panel";
import { FindingsChanges } from "./findings-changes";
import styles from "./review.module.css";
import type { Conversation, ReviewData } from "./review-types";
import { ReviewerContext } from "./reviewer-context";
import { savedName, saveName } from "./reviewer-name";
import { RiskSummary } from "./risk-summary";
import { riskiestFile } from "./riskiest-file";

/** How often an open review asks for comments and verdicts given since (a few seconds: a conversation's pace). */
const conversationPollMs = 3000;

/** A review opens on the riskiest changed file. */
function firstFile(data: ReviewData): string | undefined {
  return riskiestFile(data.comparison.files, data.comparison.risks);
}

function Header({ data }: { data: ReviewData }) {
  const { packs } = data.comparison;
  const pass = (ok: boolean) => (
    <span className={`${styles.badge} ${ok ? styles.approved : styles.changes}`}>
      {ok ? "passes lint" : "fails lint"}
    </span>
  );
  const verdicts = data.conversation.verdicts;
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>
        Review of <Plain text={packs.head.id ?? packs.base.id ?? "a pack"} />
      </h1>
      <p className={styles.sides}>
        <span>
          Base <code data-testid="base-id">{data.base.id}</code> {pass(packs.base.passes)}
        </span>
        <span aria-hidden="true">→</span>
        <span>
          Head <code data-testid="head-id">{data.head.id}</code> {pass(packs.head.passes)}
        </span>
        {verdicts.length > 0 && (
          <span className={styles.soft}>
            {verdicts.filter((v) => v.verdict === "approve").length} approved,{" "}
            {verdicts.filter((v) => v.verdict === "request_changes").length} requested changes
          </span>
        )}
      </p>
    </header>
  );
}

export function ReviewView({ base, head }: { base: string; head: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.review.get.queryOptions({ base, head }));
  // What others write while the page is open: the conversation alone (never the files or the comparison), polled
  // while the tab is visible (TanStack Query pauses the interval in a hidden tab).
  const live = useQuery({
    ...trpc.review.conversation.queryOptions({ base, head }),
    enabled: query.isSuccess,
    refetchInterval: conversationPollMs,
    refetchIntervalInBackground: false,
    staleTime: conversationPollMs,
  });
  const [file, setFile] = useState<string | undefined>(undefined);
  const [reveal, setReveal] = useState<DiffReveal | undefined>(undefined);
  const [name, setName] = useState("");
  // Signed in: the server takes the account as the author, and no name is sent.
  const signedIn = Boolean(useContext(ReviewerContext));
  useEffect(() => setName(savedName()), []);

  // Comments and verdicts answer with the whole conversation: put it in place, no refetch of the files.
  const keep = async (conversation: Conversation) => {
    // A poll still running would put the conversation from before this one back.
    await queryClient.cancelQueries({ queryKey: trpc.review.conversation.queryKey({ base, head }) });
    queryClient.setQueryData(trpc.review.conversation.queryKey({ base, head }), conversation);
    queryClient.setQueryData(trpc.review.get.queryKey({ base, head }), (old) => (old ? { ...old, conversation } : old));
  };
  const comment = useMutation(trpc.review.comment.mutationOptions({ onSuccess: keep }));
  const verdict = useMutation(trpc.review.verdict.mutationOptions({ onSuccess: keep }));

  const data = useMemo(
    () => query.data && { ...query.data, conversation: live.data ?? query.data.conversation },
    [query.data, live.data],
  );
  const shown = file ?? (data ? firstFile(data) : undefined);
  const open = useCallback((path: string, line: number, side: "base" | "head") => {
    setFile(path);
    setReveal({ line, side, nonce: Date.now() });
    document.getElementById("files-heading")?.scrollIntoView({ behavior: "smooth" });
  }, []);

  if (query.isPending) return <p className={styles.loading}>Loading the review…</p>;
  if (query.isError || !data) {
    return (
      <main id="main" className={styles.page} data-testid="review-error">
        <h1>This review cannot be opened</h1>
        <p role="alert">{query.error?.message ?? "The review did not load."}</p>
        <p>
          <a href={studioRoutes.editor}>Open the editor</a>
        </p>
      </main>
    );
  }

  const remember = (n: string) => {
    setName(n);
    saveName(n);
  };
  // Signed in, no name is sent; else the name the form showed when it was sent (conversation.tsx shownValue).
  const authorOf = (typed: string) => (signedIn ? undefined : typed);
  const onComment = async (anchor: { pointer?: string; line?: number }, body: string, typed: string) => {
    if (!shown) return false;
    try {
      await comment.mutateAsync({ base, head, file: shown, ...anchor, author: authorOf(typed), body });
      return true;
    } catch {
      return false; // the error shows under the form
    }
  };
  const onVerdict = (v: Verdict, typed: string) => verdict.mutate({ base, head, author: authorOf(typed), verdict: v });

  return (
    <main id="main" className={styles.page} data-testid="review">
      <Header data={data} />
      <RiskSummary risks={data.comparison.risks} />
      <FindingsChanges findings={data.comparison.findings} onOpen={open} />
      <CommandChanges commands={data.comparison.commands} />
      {shown !== undefined && (
        <FilesPanel
          data={data}
          file={shown}
          onFile={(path) => {
            setFile(path);
            setReveal(undefined);
          }}
          reveal={reveal}
          name={name}
          onName={remember}
          onComment={onComment}
          commentBusy={comment.isPending}
          commentError={comment.error?.message}
        />
      )}
      <VerdictPanel
        verdicts={data.conversation.verdicts}
        name={name}
        onName={remember}
        onVerdict={onVerdict}
        busy={verdict.isPending}
        error={verdict.error?.message}
      />
      {verdict.isSuccess && (
        <p className="visually-hidden" role="status">
          Verdict saved: {verdictLabel[verdict.variables.verdict]}.
        </p>
      )}
    </main>
  );
}
