"use client";
// The editor's skill panel: HARNESS.md as it is being written, rendered by core's one CommonMark reader (the parse
// lint reads too), which lint already brings to the editor's page.
import { useMemo } from "react";
import { SkillArticle } from "./skill-article";
import { skillHtml } from "./skill-html";

export function SkillView({ markdown }: { markdown: string | undefined }) {
  const html = useMemo(() => skillHtml(markdown), [markdown]);
  return <SkillArticle html={html} />;
}
