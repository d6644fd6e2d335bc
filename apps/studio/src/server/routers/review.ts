// review.*: compare two shared snapshots (DECISIONS.md 11) and keep the review's comments and verdicts.
import { isControlCharacter, notAShareId, packLimits, shareIdPattern, verdicts } from "@packstudio/core";
import { ReviewShareGone, type Share, type Store } from "@packstudio/db";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { recordAudit } from "../audit-entry";
import { reviewAuthor } from "../auth/review-author";
import { voterHash } from "../auth/review-voter";
import { packWork } from "../pack-work/pack-work";
import { limitedProcedure } from "../rate-limits/limited-procedure";
import { studioStore } from "../store-instance";
import { storableText } from "../text-input";
import { publicProcedure, router } from "../trpc";
import { shareIdInput } from "./share";

const pairInput = { base: shareIdInput, head: shareIdInput };

// Names and comments are text shown to other people: no control characters hidden in a name,
// and in a comment only line breaks and tabs.
function hasControl(text: string, allowBreaks: boolean): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0) ?? 0;
    if (allowBreaks && (c === 9 || c === 10 || c === 13)) continue;
    if (isControlCharacter(c)) return true;
  }
  return false;
}

/** The most comments, and verdicts, one review keeps: the whole conversation is sent with the review. */
export const maxReviewComments = 500;
export const maxReviewVerdicts = 500;

const authorInput = storableText(
  z
    .string()
    .trim()
    .min(1, "give a display name (1 to 80 characters)")
    .max(80, "a display name is at most 80 characters"),
  "a display name",
).refine((s) => !hasControl(s, false), "a display name cannot hold control characters or line breaks");

const commentInput = z.object({
  ...pairInput,
  file: storableText(
    // A comment names a file of the pack: no longer than a pack's paths may be.
    z
      .string()
      .min(1, "name the file the comment is about")
      .max(packLimits.maxPathChars, `a file path is at most ${packLimits.maxPathChars} characters`),
    "a file path",
  ),
  pointer: storableText(
    z
      .string()
      .max(1000, "a JSON pointer is at most 1000 characters")
      .regex(/^(\/[^/]*)*$/, 'a JSON pointer is "" or starts with "/", like /verbs/list'),
    "a JSON pointer",
  ).optional(),
  line: z.number().int("a line is a whole number").min(1, "lines count from 1").max(1_000_000).optional(),
  // Without sign-in (or with anonymous reviews) the name shown; with sign-in the account's name is used instead.
  author: authorInput.optional(),
  body: storableText(
    z
      .string()
      .trim()
      .min(1, "write a comment (1 to 4000 characters)")
      .max(4000, "a comment is at most 4000 characters"),
    "a comment",
  ).refine((s) => !hasControl(s, true), "a comment cannot hold control characters (line breaks and tabs are fine)"),
});

const verdictInput = z.object({
  ...pairInput,
  author: authorInput.optional(),
  verdict: z.enum(verdicts, { error: `verdict is ${verdicts.map((v) => JSON.stringify(v)).join(" or ")}` }),
});

type Side = "base" | "head";

function notFound(side: Side, id: string): TRPCError {
  const which = side === "base" ? "base (the version before)" : "head (the version after)";
  const message = shareIdPattern.test(id)
    ? `No share "${id}" for the review's ${which}: the link may be mistyped, or the share expired or was deleted.`
    : `${notAShareId(`The review's ${which} ${JSON.stringify(id.slice(0, 40))}`)} Review links look like /review/<base-id>...<head-id>.`;
  return new TRPCError({ code: "NOT_FOUND", message });
}

async function openPair(store: Store, base: string, head: string): Promise<{ base: Share; head: Share }> {
  const [b, h] = await Promise.all([store.shares.get(base), store.shares.get(head)]);
  if (!b) throw notFound("base", base);
  if (!h) throw notFound("head", head);
  return { base: b, head: h };
}

/** Saves into the review; a share deleted after openPair read it is the same NOT_FOUND as one gone before. */
async function saving(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof ReviewShareGone)
      throw new TRPCError({
        code: "NOT_FOUND",
        message: "A share of this review was deleted just now: nothing was saved. The review is gone with it.",
      });
    throw error;
  }
}

type VerdictRow = Awaited<ReturnType<Store["reviews"]["conversation"]>>["verdicts"][number];

/**
 * Whose a verdict is: an account's, whatever its name; a typed name's browser (its voter, issue 29), whatever name
 * it typed; a typed name cast before voters were kept (or by a server call), by that name alone.
 */
const verdictOwner = (v: Pick<VerdictRow, "authorAccount" | "voter" | "author">) =>
  v.authorAccount ? `account:${v.authorAccount}` : v.voter ? `voter:${v.voter}` : `name:${v.author}`;

/** Names compared as a reader sees them: "Ada", "ada" and "Ａｄａ" are one name on the page. */
const sameName = (name: string) => name.normalize("NFKC").toLowerCase().replace(/\s+/g, " ");

/** Each owner's latest verdict, ordered by when it was given. */
function latestVerdicts(verdicts: VerdictRow[]): Map<string, VerdictRow> {
  const latest = new Map<string, VerdictRow>();
  for (const v of verdicts) {
    const who = verdictOwner(v);
    latest.delete(who); // re-insert, so the list is ordered by each owner's latest verdict
    latest.set(who, v);
  }
  return latest;
}

/** The conversation as sent to the page: comments in order, and each author's latest verdict (never a voter). */
async function conversation(store: Store, pair: { base: Share; head: Share }) {
  // Keyed by the link's share ids: another pair of shares of the same files is another review.
  const talk = await store.reviews.conversation(pair);
  const latest = [...latestVerdicts(talk.verdicts).values()].map((v) => ({
    author: v.author,
    signedIn: v.authorAccount !== null,
    verdict: v.verdict,
    at: v.createdAt.toISOString(),
  }));
  return {
    comments: talk.comments.map((c) => ({
      id: c.id,
      file: c.file,
      pointer: c.pointer,
      line: c.line,
      author: c.author,
      signedIn: c.authorAccount !== null,
      body: c.body,
      at: c.createdAt.toISOString(),
    })),
    verdicts: latest,
  };
}

/**
 * A typed name's verdict is replaced only by the browser that gave it: a name whose latest verdict belongs to
 * another voter (or was cast before voters were kept) is refused, so nobody changes someone else's verdict by
 * typing their name.
 */
async function refuseTakenName(store: Store, pair: { base: Share; head: Share }, name: string, voter: string) {
  const talk = await store.reviews.conversation(pair);
  for (const [owner, v] of latestVerdicts(talk.verdicts)) {
    if (v.authorAccount || owner === `voter:${voter}` || sameName(v.author) !== sameName(name)) continue;
    throw new TRPCError({
      code: "CONFLICT",
      message: `"${v.author}" already gave a verdict on this review from another browser, and only that browser can change it. Give your verdict under your own name.`,
    });
  }
}

export type ReviewConversation = Awaited<ReturnType<typeof conversation>>;

export const reviewRouter = router({
  /** The conversation alone, for a review page to poll (comments and verdicts others give while it is open). */
  conversation: publicProcedure.input(z.object(pairInput)).query(async ({ input }) => {
    const store = await studioStore();
    return conversation(store, await openPair(store, input.base, input.head));
  }),

  get: publicProcedure.input(z.object(pairInput)).query(async ({ input }) => {
    const store = await studioStore();
    const pair = await openPair(store, input.base, input.head);
    return {
      base: { id: pair.base.id, sha256: pair.base.sha256, files: pair.base.files },
      head: { id: pair.head.id, sha256: pair.head.sha256, files: pair.head.files },
      comparison: await packWork("compare", { base: pair.base.files, head: pair.head.files }),
      conversation: await conversation(store, pair),
    };
  }),

  comment: limitedProcedure("review")
    .input(commentInput)
    .mutation(async ({ input, ctx }) => {
      const author = reviewAuthor(ctx, input.author, "comment");
      const store = await studioStore();
      const pair = await openPair(store, input.base, input.head);
      // The anchor must name a file of the review; a line must be inside the version it is read in.
      // Own files only: a name such as "__proto__" must not reach an object's prototype.
      const fileOf = (files: Record<string, string>) =>
        Object.hasOwn(files, input.file) ? files[input.file] : undefined;
      const text = fileOf(pair.head.files) ?? fileOf(pair.base.files);
      if (text === undefined) {
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: `"${input.file.slice(0, 100)}" is not a file of this review: anchor the comment to a file of the base or the head (the files listed beside the diff).`,
        });
      }
      if (input.pointer !== undefined && input.line !== undefined) {
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: "Anchor a comment to a JSON pointer or to a line, not both.",
        });
      }
      if ((await store.reviews.size(pair)).comments >= maxReviewComments) {
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: `This review holds ${maxReviewComments} comments, the most one review keeps: continue the conversation elsewhere, or share a new version and review that.`,
        });
      }
      const lines = text.split("\n").length;
      if (input.line !== undefined && input.line > lines) {
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: `"${input.file}" has ${lines} lines; line ${input.line} is past its end.`,
        });
      }
      await saving(() =>
        store.reviews.comment(pair, {
          file: input.file,
          pointer: input.pointer,
          line: input.line,
          author: author.name,
          authorAccount: author.account,
          body: input.body,
        }),
      );
      return conversation(store, pair);
    }),

  verdict: limitedProcedure("review")
    .input(verdictInput)
    .mutation(async ({ input, ctx }) => {
      const author = reviewAuthor(ctx, input.author, "give a verdict");
      const store = await studioStore();
      const pair = await openPair(store, input.base, input.head);
      if ((await store.reviews.size(pair)).verdicts >= maxReviewVerdicts) {
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: `This review holds ${maxReviewVerdicts} verdicts, the most one review keeps: share a new version and review that.`,
        });
      }
      // A typed name's verdict belongs to this browser (its voter cookie); a server call has none (by name, as before).
      const voter = !author.account && ctx.reviewVoter ? voterHash(ctx.reviewVoter()) : null;
      if (voter) await refuseTakenName(store, pair, author.name, voter);
      await saving(() =>
        store.reviews.verdict(pair, { name: author.name, account: author.account, voter }, input.verdict),
      );
      await recordAudit(ctx, {
        action: "verdict",
        actor: author.account ? { kind: "account", id: author.account, name: author.name } : { kind: "anonymous" },
        shareId: pair.head.id,
        detail: `${input.verdict} on review ${pair.base.id}...${pair.head.id}${author.account ? "" : ` as "${author.name}"`}`,
      });
      return conversation(store, pair);
    }),
});
