// The page for a share link that opens nothing: mistyped, cut short, expired or deleted.

import { studioRoutes } from "@packstudio/core";
import Link from "next/link";

export default function ShareNotFound() {
  return (
    <main id="main" style={{ maxWidth: 720, margin: "0 auto", padding: "48px 16px" }} data-testid="share-not-found">
      <h1>This share link opens nothing</h1>
      <p>
        No share has this id. The link may be mistyped or cut short (a share id is 16 characters), or the share expired
        or was deleted by its creator.
      </p>
      <p>
        Ask whoever sent it for a new link, or <Link href={studioRoutes.editor}>open the editor</Link>.
      </p>
    </main>
  );
}
