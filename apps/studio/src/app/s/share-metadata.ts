// Metadata of the share pages: unlisted links stay out of search engines and out of Referer headers.
import type { Metadata } from "next";

export const shareMetadata: Metadata = {
  title: "Shared pack · Pack Studio",
  robots: { index: false, follow: false },
  // A share id is the only key to a share: links followed from the page must not carry it away.
  referrer: "no-referrer",
};
