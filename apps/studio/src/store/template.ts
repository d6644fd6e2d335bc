// The editor's name for a pack template (the type lives in src/lib, which the server imports too).
export type { PackTemplate } from "~/lib/pack-template";
