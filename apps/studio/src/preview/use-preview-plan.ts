"use client";
// The plan the preview shows: the pack read and linted once per files, then rendered for the chosen command and form
// (an openapi pack's command to its request, once the OpenAPI support is loaded).
import { type LoadedPack, loadValidPack, readPack, renderLoaded } from "@packstudio/core";
import { useDeferredValue, useEffect, useMemo, useState } from "react";
import { useOpenApiChunk } from "~/openapi/use-openapi";
import { argsFromForm, type FormValues, formFields } from "~/store/form-values";
import type { PreviewRender } from "~/store/preview-render";
import { useEditorState, useStore } from "~/store/store-context";

const noValues: FormValues = {};

export function usePreviewPlan() {
  const store = useStore();
  // Typing in the editor stays responsive: the preview catches up at lower priority.
  const files = useDeferredValue(useEditorState((s) => s.files));
  const chosen = useEditorState((s) => s.command);
  const forms = useEditorState((s) => s.forms);
  const views = useMemo(() => readPack(files), [files]);
  // loadValidPack is renderCommand's first half (lint once per files); renderLoaded then runs per keystroke.
  const loaded = useMemo(() => loadValidPack(files), [files]);
  const [anyway, setAnyway] = useState(false);

  const surface = views.surface;
  const verbs = surface?.verbs ?? [];
  const verb = verbs.find((v) => v.key === chosen) ?? verbs[0];
  const verbKey = verb?.key;
  const fields = useMemo(() => (surface && verb ? formFields(surface, verb) : []), [surface, verb]);
  const values = (verbKey !== undefined && forms[verbKey]) || noValues;
  const args = useMemo(() => argsFromForm(fields, values), [fields, values]);
  const invalid = "ok" in loaded ? loaded : undefined;
  const canPreviewAnyway = Boolean(views.surface && views.policy);

  const openapi = useOpenApiChunk();
  const isOpenApi = surface?.kind === "openapi";
  const result: PreviewRender | undefined = useMemo(() => {
    if (verbKey === undefined) return undefined;
    const render = (pack: LoadedPack): PreviewRender | undefined => {
      if (!isOpenApi) return renderLoaded(pack, verbKey, args);
      return openapi?.renderOpenApi(pack, verbKey, args);
    };
    if (!("ok" in loaded)) return render(loaded);
    if (anyway && views.surface && views.policy) return render({ surface: views.surface, policy: views.policy });
    return loaded;
  }, [loaded, views, verbKey, args, anyway, isOpenApi, openapi]);

  useEffect(() => store.setPlan(result), [store, result]);

  const problems = useMemo(() => {
    const map = new Map<string, string[]>();
    if (result && !result.ok) {
      for (const p of result.error.problems ?? []) map.set(p.name, [...(map.get(p.name) ?? []), p.message]);
    }
    return map;
  }, [result]);

  return {
    files,
    surface,
    verbs,
    verb,
    fields,
    values,
    args,
    invalid,
    result,
    problems,
    anyway,
    setAnyway,
    canPreviewAnyway,
    /** An openapi pack: its commands render to requests and dry-run from the document. */
    isOpenApi,
    /** An openapi pack whose OpenAPI support is still loading (nothing rendered yet). */
    openapiLoading: isOpenApi && openapi === undefined,
  };
}

export type PreviewPlan = ReturnType<typeof usePreviewPlan>;
