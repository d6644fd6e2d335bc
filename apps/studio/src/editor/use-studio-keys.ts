"use client";
// The studio's keyboard shortcuts outside the editor: `?` for help, Alt+1…4 for the side panels, Alt+P for problems.
import { useEffect } from "react";

function typingTarget(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return (
    !!el &&
    (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName) || !!el.closest(".monaco-editor"))
  );
}

export function useStudioKeys({ onHelp, onPanel }: { onHelp: () => void; onPanel: (index: number) => void }): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "?" && !typingTarget(e.target)) {
        e.preventDefault();
        onHelp();
      } else if (e.altKey && !e.ctrlKey && !e.metaKey && /^Digit[1-4]$/.test(e.code)) {
        e.preventDefault();
        onPanel(Number(e.code.slice(5)) - 1);
      } else if (e.altKey && e.code === "KeyP") {
        e.preventDefault();
        document.querySelector<HTMLButtonElement>("[data-testid=problem] button")?.focus();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [onHelp, onPanel]);
}
