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

/** The conversation of a review: comments in order, and every verdict given (the latest per author counts). */
export async function reviewConversation(db: Db, pair: ReviewPair) {
  const where = (t: typeof reviewComments | typeof reviewVerdicts) =>
    and(eq(t.baseSha256, pair.base), eq(t.headSha256, pair.head));
  const comments = await db
    .select()
    .from(reviewComments)
    .where(where(reviewComments))
    .orderBy(asc(reviewComments.createdAt), asc(reviewComments.id));
  const verdicts = await db
    .select()
    .from(reviewVerdicts)
    .where(where(reviewVerdicts))
    .orderBy(asc(reviewVerdicts.createdAt), asc(reviewVerdicts.id));
  return { comments, verdicts };
}

/** How many comments and verdicts a review holds (the studio caps both, so a conversation stays a page). */
export async function reviewSize(db: Db, pair: ReviewPair) {
  const where = (t: typeof reviewComments | typeof reviewVerdicts) =>
    and(eq(t.baseSha256, pair.base), eq(t.headSha256, pair.head));
  const [comments] = await db.select({ n: count() }).from(reviewComments).where(where(reviewComments));
  const [verdicts] = await db.select({ n: count() }).from(reviewVerdicts).where(where(reviewVerdicts));
  return { comments: comments?.n ?? 0, verdicts: verdicts?.n ?? 0 };
}
