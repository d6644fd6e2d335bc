// The review as the page receives it from review.get, typed from the router.
import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "~/server/root";

export type ReviewData = inferRouterOutputs<AppRouter>["review"]["get"];
export type Comparison = ReviewData["comparison"];
export type Conversation = ReviewData["conversation"];
export type ReviewComment = Conversation["comments"][number];
export type FileEntry = Comparison["files"][number];

/** Where a comment points: a JSON pointer, a line, or the file as a whole. */
export function anchorLabel(c: { pointer: string | null; line: number | null }): string {
  if (c.pointer !== null) return c.pointer === "" ? "whole document" : c.pointer;
  if (c.line !== null) return `line ${c.line}`;
  return "whole file";
}
