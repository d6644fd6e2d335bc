// What the preview renders a command to: a wrapped CLI's argv plan, or an openapi command's request (DECISIONS 14).
import type { RenderedRequest, RenderResult, RequestPlan, RequestRenderResult } from "@packstudio/core";

export type PreviewRender = RenderResult | RequestRenderResult;

/** A rendered openapi command: its request plan. */
export function isRequest(result: PreviewRender | undefined): result is RenderedRequest {
  return result?.ok === true && "plan" in result;
}

/** The line a run history shows for a plan: argv POSIX-quoted, or the request line. */
export function planLine(plan: { display: string } | RequestPlan): string {
  return "display" in plan ? plan.display : plan.line;
}
