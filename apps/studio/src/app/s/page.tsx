// /s#z:…: a link that carries a small pack's files in its fragment (never sent to the server), opened read-only.

import { FragmentView } from "./fragment-view";
import { shareMetadata } from "./share-metadata";

export const metadata = shareMetadata;

export default function FragmentSharePage() {
  return <FragmentView />;
}
