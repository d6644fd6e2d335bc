"use client";
// Where the OpenAPI chunk's parts of the screen go (openapi-chunk.ts): each slot shows its part once the chunk is
// loaded, so the editor of other packs never downloads them.
import type { RequestPlan } from "@packstudio/core";
import { useEffect, useState } from "react";
import type { DocumentedOk, RunEntry } from "~/dry-run/run-types";
import { loadOpenApi, requestOpenApi } from "./openapi-loader";
import { useOpenApiChunk, useOpenApiFailure } from "./use-openapi";

function Loading({ what }: { what: string }) {
  const failure = useOpenApiFailure();
  return (
    <p role="status" data-testid="openapi-loading">
      {failure ?? `Loading ${what}…`}
    </p>
  );
}

/** An openapi command's request (rendered by the chunk, so it is there whenever a request plan is). */
export function RequestSlot({ plan }: { plan: RequestPlan }) {
  const chunk = useOpenApiChunk();
  return chunk ? <chunk.RequestView plan={plan} /> : <Loading what="the request" />;
}

/** A documented answer from the history (a reload may show one before an openapi pack loads the chunk). */
export function DocumentedSlot({ entry, result }: { entry: RunEntry; result: DocumentedOk }) {
  const chunk = useOpenApiChunk();
  useEffect(() => {
    if (!chunk) requestOpenApi();
  }, [chunk]);
  return chunk ? <chunk.DocumentedResult entry={entry} result={result} /> : <Loading what="the documented answer" />;
}

/** The editor's "Operations not exposed", for an openapi pack whose document reads. */
export function UnexposedSlot({ files }: { files: Record<string, string> }) {
  const chunk = useOpenApiChunk();
  return chunk ? <chunk.UnexposedOperations files={files} /> : null;
}

/** "From OpenAPI…": the dialog comes with the chunk, loaded on the click. */
export function NewFromDocumentButton() {
  const chunk = useOpenApiChunk();
  const [open, setOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const start = () => {
    setWaiting(true);
    loadOpenApi()
      .then(() => setOpen(true))
      .catch(() => undefined)
      .finally(() => setWaiting(false));
  };
  return (
    <>
      <button
        type="button"
        onClick={start}
        disabled={waiting}
        data-testid="openapi-new"
        aria-busy={waiting || undefined}
      >
        From OpenAPI…
      </button>
      {/* Mounted only while open: each opening starts from an empty form. */}
      {open && chunk && <chunk.NewFromDocumentDialog onClose={() => setOpen(false)} />}
    </>
  );
}
