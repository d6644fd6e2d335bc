"use client";
// The approval card in a modal before a run: Approve runs exactly what the card shows; Cancel or Escape runs nothing.
import type { ApprovalCard } from "@packstudio/core";
import { useId, useRef } from "react";
import { ApprovalCardView } from "~/approval-card/approval-card";
import shared from "~/shell/runs.module.css";
import { useModal } from "~/shell/use-modal";
import styles from "./approval-dialog.module.css";

export function ApprovalDialog({
  card,
  askedByServer,
  onApprove,
  onCancel,
}: {
  card: ApprovalCard | null;
  askedByServer: boolean;
  onApprove: () => void;
  onCancel: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  // The safe choice has the focus; Approve is one Tab away.
  const ref = useModal(card !== null, () => cancelRef.current?.focus());
  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      data-testid="approval-dialog"
      aria-labelledby={headingId}
      onCancel={(e) => {
        e.preventDefault();
        onCancel();
      }}
      onClose={onCancel}
    >
      {card && (
        <div className={styles.dialogBody}>
          <h2 id={headingId} className={styles.dialogTitle}>
            Approve this run?
          </h2>
          <p className={styles.dialogText}>
            {askedByServer
              ? "The studio server asks for approval: it does not remember one for this command in this session."
              : `${card.approval === "first_use" ? "This command asks a person the first time in a session." : "This command asks a person every time."} Check every value: ${card.lineKind === "request" ? "the studio answers exactly this request from the document, and sends nothing." : "the sandbox runs exactly this."}`}
          </p>
          <ApprovalCardView card={card} />
          <div className={styles.dialogButtons}>
            <button ref={cancelRef} type="button" data-testid="cancel-run" onClick={onCancel}>
              Cancel
            </button>
            <button type="button" className="primary" data-testid="approve-run" onClick={onApprove}>
              Approve and run
            </button>
          </div>
          <p className={shared.soft}>
            <kbd>Escape</kbd> cancels. Nothing runs until you approve.
          </p>
        </div>
      )}
    </dialog>
  );
}
