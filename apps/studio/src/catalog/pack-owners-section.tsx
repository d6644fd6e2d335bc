// The pack page's "Owners" section, shown only with sign-in configured (ownership does not apply without it).
import { TrpcProvider } from "~/trpc/client";
import styles from "./catalog.module.css";
import { type OwnerView, PackOwners } from "./pack-owners";

export interface OwnersData {
  owners: OwnerView[];
  you: string | null;
}

export function PackOwnersSection({ id, data }: { id: string; data: OwnersData | undefined }) {
  if (!data) return null;
  return (
    <section className={styles.section} aria-labelledby="owners">
      <h2 id="owners">Owners</h2>
      <TrpcProvider>
        <PackOwners id={id} owners={data.owners} you={data.you} />
      </TrpcProvider>
    </section>
  );
}
