// useModal: a <dialog> shown as a modal while `open` holds, and closed when it stops holding.
import { type RefObject, useEffect, useRef } from "react";

/** The ref for the <dialog>; `onShown` runs each time it opens (to put the focus on the safe choice). */
export function useModal(open: boolean, onShown?: () => void): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest onShown, without reopening the dialog when only the callback changes.
  const shown = useRef(onShown);
  shown.current = onShown;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      shown.current?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
