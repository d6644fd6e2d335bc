// Review conversations: comments anchored to a file and JSON pointer or line, and verdicts, per snapshot pair.
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "./connect.js";
import { reviewComments, reviewVerdicts } from "./schema.js";

export interface ReviewPair {
  base: string;
  head: string;
}

export interface NewComment {
  file: string;
  pointer?: string | null | undefined;
  line?: number | null | undefined;
  author: string;
  body: string;
}

export async function addComment(db: Db, pair: ReviewPair, comment: NewComment) {
  const [row] = await db
    .insert(reviewComments)
    .values({
      baseSha256: pair.base,
      headSha256: pair.head,
      file: comment.file,
      pointer: comment.pointer ?? null,
      line: comment.line ?? null,
      author: comment.author,
      body: comment.body,
    })
    .returning();
  return row;
}

export async function setVerdict(db: Db, pair: ReviewPair, author: string, verdict: "approve" | "request_changes") {
  const [row] = await db
    .insert(reviewVerdicts)
    .values({ baseSha256: pair.base, headSha256: pair.head, author, verdict })
    .returning();
  return row;
}

/** The rows of one review (its pair of snapshots) in the comments or the verdicts table. */
const ofPair = (t: typeof reviewComments | typeof reviewVerdicts, pair: ReviewPair) =>
  and(eq(t.baseSha256, pair.base), eq(t.headSha256, pair.head));

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
