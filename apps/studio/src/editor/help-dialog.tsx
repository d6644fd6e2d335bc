"use client";
// The keyboard shortcuts, listed in a dialog opened with `?`.
import { useModal } from "~/shell/use-modal";
import styles from "./studio.module.css";

export const shortcuts: [keys: string, what: string][] = [
  ["?", "Show this help"],
  ["Ctrl+.", "Quick fix the finding under the cursor"],
  ["F8 / Shift+F8", "Go to the next / previous problem"],
  ["Shift+Alt+F", "Format the document"],
  ["Ctrl+Z / Ctrl+Shift+Z", "Undo / redo (each file keeps its own history)"],
  ["Alt+1 … Alt+4", "Preview, Commands, Skill and Use in an agent panels"],
  ["Alt+P", "Focus the problems panel"],
  ["Ctrl+M", "Toggle Tab moving focus out of the editor (keyboard-only use)"],
  ["Ctrl+Space", "Complete a field name or value from the schema"],
  ["Escape", "Close a dialog"],
];

export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useModal(open);
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      onClose={onClose}
      aria-labelledby="help-title"
      data-testid="help-dialog"
    >
      <h2 id="help-title">Keyboard shortcuts</h2>
      <table>
        <tbody>
          {shortcuts.map(([keys, what]) => (
            <tr key={keys}>
              <td>
                <kbd>{keys}</kbd>
              </td>
              <td>{what}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form method="dialog">
        <button type="submit" className="primary">
          Close
        </button>
      </form>
    </dialog>
  );
}
