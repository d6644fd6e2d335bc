// Review conversations: comments anchored to a file and JSON pointer or line, and verdicts, per review link
// (its pair of share ids: the link is the capability, so the same files shared again start another review).
import type { Verdict } from "@packstudio/core";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../connect.js";
import { isNamedError } from "../named-error.js";
import { reviewComments, reviewVerdicts } from "../schema.js";

/** One side of a review: the share its link names, and the snapshot it held (kept with each row, for the record). */
export interface ReviewSide {
  id: string;
  sha256: string;
}

export interface ReviewPair {
  base: ReviewSide;
  head: ReviewSide;
}

/** The columns every row of a review carries. */
const keyOf = (pair: ReviewPair) => ({
  baseShare: pair.base.id,
  headShare: pair.head.id,
  baseSha256: pair.base.sha256,
  headSha256: pair.head.sha256,
});

export interface NewComment {
  file: string;
  pointer?: string | null | undefined;
  line?: number | null | undefined;
  author: string;
  /** The signed-in account writing it; none when sign-in is off or reviews are anonymous. */
  authorAccount?: string | null | undefined;
  body: string;
}

/** Who gives a verdict: the display name shown, and the signed-in account or the browser's voter when there is one. */
export interface VerdictAuthor {
  name: string;
  account?: string | null | undefined;
  /** A typed name's browser: the SHA-256 (hex) of its voter cookie, never the cookie itself. */
  voter?: string | null | undefined;
}

/** The review's link names a share that is gone: deleted (or expired and swept) after the link was opened. */
export class ReviewShareGone extends Error {
  static override [Symbol.hasInstance](value: unknown): boolean {
    return isNamedError(value, "ReviewShareGone");
  }
  constructor() {
    super("A share of this review was deleted while the comment or verdict was being saved.");
    this.name = "ReviewShareGone";
  }
}

/** PostgreSQL's foreign_key_violation, as PGlite and node-postgres report it (drizzle wraps it as the cause). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++)
    if ((e as { code?: unknown }).code === "23503") return true;
  return false;
}

/** Runs an insert into a review; a share deleted between reading the pair and writing is ReviewShareGone. */
async function intoReview<T>(insert: () => Promise<T>): Promise<T> {
  try {
    return await insert();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new ReviewShareGone();
    throw error;
  }
}

export async function addComment(db: Db, pair: ReviewPair, comment: NewComment) {
  const [row] = await intoReview(() =>
    db
      .insert(reviewComments)
      .values({
        ...keyOf(pair),
        file: comment.file,
        pointer: comment.pointer ?? null,
        line: comment.line ?? null,
        author: comment.author,
        authorAccount: comment.authorAccount ?? null,
        body: comment.body,
      })
      .returning(),
  );
  return row;
}

export async function setVerdict(db: Db, pair: ReviewPair, author: VerdictAuthor, verdict: Verdict) {
  const [row] = await intoReview(() =>
    db
      .insert(reviewVerdicts)
      .values({
        ...keyOf(pair),
        author: author.name,
        authorAccount: author.account ?? null,
        voter: author.voter ?? null,
        verdict,
      })
      .returning(),
  );
  return row;
}

/** The rows of one review (its pair of share ids, never its files) in the comments or the verdicts table. */
const ofPair = (t: typeof reviewComments | typeof reviewVerdicts, pair: ReviewPair) =>
  and(eq(t.baseShare, pair.base.id), eq(t.headShare, pair.head.id));

/** The conversation of a review: comments in order, and every verdict given (the latest per author counts). */
export async function reviewConversation(db: Db, pair: ReviewPair) {
  const comments = await db
    .select()
    .from(reviewComments)
    .where(ofPair(reviewComments, pair))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
  const verdicts = await db
    .select()
    .from(reviewVerdicts)
    .where(ofPair(reviewVerdicts, pair))
    .orderBy(asc(reviewVerdicts.createdAt), asc(reviewVerdicts.id));
  return { comments, verdicts };
}

/** How many comments and verdicts a review holds (the studio caps both, so a conversation stays a page). */
export async function reviewSize(db: Db, pair: ReviewPair) {
  const [comments] = await db.select({ n: count() }).from(reviewComments).where(ofPair(reviewComments, pair));
  const [verdicts] = await db.select({ n: count() }).from(reviewVerdicts).where(ofPair(reviewVerdicts, pair));
  return { comments: comments?.n ?? 0, verdicts: verdicts?.n ?? 0 };
}
