"use client";
// An openapi pack that names its document by `openapi.url`: the URL, and that the studio never fetches it
// (DECISIONS 14, O008): the way to check it is to add the file to the pack as `openapi.path`.
import type { SurfaceView } from "@packstudio/core";
import { Plain } from "~/escaped/escaped-text";
import styles from "~/shell/panels.module.css";

export function openapiUrl(surface: SurfaceView | undefined): string | undefined {
  const openapi = surface?.kind === "openapi" ? surface.raw.openapi : undefined;
  if (typeof openapi !== "object" || openapi === null || Array.isArray(openapi)) return undefined;
  const { url, path } = openapi as { url?: unknown; path?: unknown };
  return typeof url === "string" && path === undefined ? url : undefined;
}

export function OpenApiUrlNote({ surface }: { surface: SurfaceView | undefined }) {
  const url = openapiUrl(surface);
  if (url === undefined) return null;
  return (
    <p className={styles.noteBanner} data-testid="openapi-url-note" role="note">
      The OpenAPI document is named by URL:{" "}
      <code data-testid="openapi-url">
        <Plain text={url} />
      </code>
      . The studio never fetches it, so its commands have no requests here. Download the document, add it to the pack as
      a file (Open folder, or New file and paste it), and name it with{" "}
      <code>
        "openapi": {"{"} "path": "./openapi.yaml" {"}"}
      </code>{" "}
      in <code>surface.json</code> to check and preview it (O008).
    </p>
  );
}
