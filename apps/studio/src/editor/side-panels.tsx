"use client";
// The studio's side panels: the command preview, the commands overview and the skill (HARNESS.md) view, as tabs.
import { useDeferredValue } from "react";
import { CommandPreview } from "~/preview/command-preview";
import { CommandsOverview } from "~/preview/commands-overview";
import { SkillView } from "~/preview/skill-view";
import { useEditorState } from "./store-context";
import styles from "./studio.module.css";
import { panelId, TabList, tabId } from "./tab-list";

export type SidePanel = "preview" | "commands" | "skill";
export const sidePanels = [
  ["preview", "Preview"],
  ["commands", "Commands"],
  ["skill", "Skill"],
] as const satisfies readonly (readonly [SidePanel, string])[];

export function SidePanels({ panel, onPanel }: { panel: SidePanel; onPanel: (panel: SidePanel) => void }) {
  // Typing in the editor stays responsive: the panels catch up at lower priority.
  const files = useDeferredValue(useEditorState((s) => s.files));
  return (
    <>
      <TabList
        idPrefix="side"
        label="Panels"
        className={styles.tabs}
        tabs={sidePanels}
        current={panel}
        onSelect={onPanel}
        hint={(i) => `Alt+${i + 1}`}
      />
      <div role="tabpanel" id={panelId("side", panel)} aria-labelledby={tabId("side", panel)} className={styles.panel}>
        {panel === "preview" && <CommandPreview />}
        {panel === "commands" && <CommandsOverview files={files} />}
        {panel === "skill" && <SkillView markdown={files["HARNESS.md"]} />}
      </div>
    </>
  );
}
