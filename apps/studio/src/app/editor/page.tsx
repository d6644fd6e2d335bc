// /editor: the pack editor. The server reads the templates; the studio itself runs in the browser only.
import { loadTemplates } from "~/server/templates";
import { StudioLoader } from "./studio-loader";

export const dynamic = "force-dynamic";

export default async function EditorPage() {
  const templates = await loadTemplates();
  return <StudioLoader templates={templates} />;
}
