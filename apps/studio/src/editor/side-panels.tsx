"use client";
// The studio's side panels: the command preview, the commands overview, the skill (HARNESS.md) view and
// "Use in an agent", as tabs.
import { useDeferredValue } from "react";
import { AgentPanel } from "~/agent/agent-panel";
import { UnexposedSlot } from "~/openapi/openapi-slots";
import { CommandPreview } from "~/preview/command-preview";
import { CommandsOverview } from "~/preview/commands-overview";
import { SkillView } from "~/skill/skill-view";
import { useEditorState } from "~/store/store-context";
import styles from "./studio.module.css";
import { panelId, TabList, tabId } from "./tab-list";

export type SidePanel = "preview" | "commands" | "skill" | "agent";
export const sidePanels = [
  ["preview", "Preview"],
  ["commands", "Commands"],
  ["skill", "Skill"],
  ["agent", "Use in an agent"],
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
        {panel === "commands" && (
          <CommandsOverview files={files}>
            <UnexposedSlot files={files} />
          </CommandsOverview>
        )}
        {panel === "skill" && <SkillView markdown={files["HARNESS.md"]} />}
        {panel === "agent" && <AgentPanel />}
      </div>
    </>
  );
}
