// /review/<base-id>...<head-id>: a review of two shared snapshots. A malformed link gets a page saying why.
import { studioRoutes } from "@packstudio/core";
import type { Metadata } from "next";
import { pageParam } from "~/app/route-param";
import { ReviewLoader } from "~/review/review-loader";
import { parseReviewRange } from "~/review/review-range";
import { pageReviewer } from "~/server/auth/page-reviewer";
import { SiteHeader } from "~/shell/site-header";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Review · Pack Studio" };

export default async function ReviewPage({ params }: { params: Promise<{ range: string }> }) {
  // A stray "%" stays as typed; the parse below says what is wrong with it.
  const parsed = parseReviewRange(pageParam((await params).range));
  if (!parsed.ok) {
    return (
      <>
        <SiteHeader />
        <main id="main" style={{ maxWidth: 720, margin: "0 auto", padding: "48px 16px" }} data-testid="review-bad-link">
          <h1>This review link is not valid</h1>
          <p role="alert">{parsed.problem}</p>
          <p>
            Make a review link with <code>packstudio review &lt;base-dir&gt; &lt;head-dir&gt; --server URL</code>, or
            from two share links.
          </p>
          <p>
            <a href={studioRoutes.editor}>Open the editor</a>
          </p>
        </main>
      </>
    );
  }
  return (
    <>
      <SiteHeader />
      <ReviewLoader base={parsed.base} head={parsed.head} reviewer={await pageReviewer()} />
    </>
  );
}
