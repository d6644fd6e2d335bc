"use client";
// Reads the pack from the link's fragment (#z:…), checks it against the pack limits, and opens it read-only.
import { studioRoutes } from "@packstudio/core";
import Link from "next/link";
import { useEffect, useState } from "react";
import { type Decoded, decodeFragment } from "~/share/fragment";
import { SnapshotLoader } from "./snapshot-loader";

export function FragmentView() {
  const [link, setLink] = useState<{ hash: string; decoded: Decoded } | undefined>();

  useEffect(() => {
    // The fragment exists only in the browser; a pasted link with another fragment opens that pack.
    let current = true;
    const read = async () => {
      const hash = location.hash;
      const decoded = await decodeFragment(hash);
      // A later hash change wins over a slower earlier read.
      if (current && hash === location.hash) setLink({ hash, decoded });
    };
    void read();
    window.addEventListener("hashchange", read);
    return () => {
      current = false;
      window.removeEventListener("hashchange", read);
    };
  }, []);

  if (!link) return <p style={{ padding: 24 }}>Opening the link…</p>;
  if (!link.decoded.ok) {
    return (
      <main id="main" style={{ maxWidth: 720, margin: "0 auto", padding: "48px 16px" }} data-testid="share-link-error">
        <h1>This link does not open a pack</h1>
        <p role="alert">{link.decoded.message}</p>
        <p>
          <Link href={studioRoutes.editor}>Open the editor</Link>
        </p>
      </main>
    );
  }
  return <SnapshotLoader key={link.hash} snapshot={{ id: null, files: link.decoded.files, expiresAt: null }} />;
}
