// The studio's right-hand panels: command preview, approval card, commands overview, skill view.
export { ApprovalCardView } from "./approval-card";
export { CommandPreview } from "./command-preview";
export { CommandsOverview } from "./commands-overview";
export { SkillView } from "./skill-view";
