// A pack's badges: kind, binding, plane, write commands, approval, a CLI on PATH, and "dry-runs cleanly".
import styles from "./catalog.module.css";
import { bindingLabels, kindLabels, label, planeLabels, transportLabels } from "./labels";

export interface BadgeFacts {
  kind: string;
  bindingMode: string | null;
  plane: string;
  transports: string[];
  hasWrite: boolean;
  needsApproval: boolean;
  needsCli: boolean;
  dryRunOk: boolean | null;
}

export function PackBadges({ pack }: { pack: BadgeFacts }) {
  return (
    <ul className={styles.badges} aria-label="Facts">
      <li className={styles.badge} data-testid="badge-kind" title="How the commands run">
        {label(kindLabels, pack.kind)}
      </li>
      <li className={styles.badge} data-testid="badge-binding" title="Binding mode: where credentials come from">
        Binding: {label(bindingLabels, pack.bindingMode)}
      </li>
      <li className={styles.badge} data-testid="badge-plane" title="Runtime or control plane">
        {label(planeLabels, pack.plane)} plane
      </li>
      {pack.transports.length > 0 && (
        <li className={styles.badge} title="Faces the pack projects to">
          {pack.transports.map((t) => label(transportLabels, t)).join(" · ")}
        </li>
      )}
      {pack.hasWrite ? (
        <li
          className={`${styles.badge} ${styles.badgeWrite}`}
          data-testid="badge-write"
          title="Some commands change things"
        >
          Write commands
        </li>
      ) : (
        <li className={styles.badge} data-testid="badge-read-only" title="Every command only reads">
          Read only
        </li>
      )}
      {pack.needsApproval && (
        <li className={styles.badge} data-testid="badge-approval" title="Some commands ask a person first">
          Needs approval
        </li>
      )}
      {pack.needsCli && (
        <li className={styles.badge} data-testid="badge-cli" title="wrap.bin is a program the person installs">
          Needs a CLI on PATH
        </li>
      )}
      {pack.dryRunOk === true && (
        <li
          className={`${styles.badge} ${styles.badgeOk}`}
          data-testid="badge-dry-run"
          title="Every command's first example ran in the studio's sandbox and exited 0 within its limits"
        >
          ✓ Dry-runs cleanly
        </li>
      )}
    </ul>
  );
}
