"use client";
// The sizes of the studio's resizable panes (file tree, side panels, problems), kept across reloads.
import { type CSSProperties, useCallback, useMemo, useState } from "react";

export interface PaneSizes {
  tree: number;
  side: number;
  problems: number;
}

const key = "packstudio.layout.v1";
const defaults: PaneSizes = { tree: 220, side: 460, problems: 220 };

function load(): PaneSizes {
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? "{}") as Partial<PaneSizes>;
    const pick = (k: keyof PaneSizes) => (typeof saved[k] === "number" && saved[k] > 0 ? saved[k] : defaults[k]);
    return { tree: pick("tree"), side: pick("side"), problems: pick("problems") };
  } catch {
    return defaults;
  }
}

export function usePaneSizes() {
  const [sizes, setSizes] = useState<PaneSizes>(load);
  const resize = useCallback((pane: keyof PaneSizes, px: number) => {
    setSizes((now) => {
      const next = { ...now, [pane]: px };
      try {
        localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or disabled: the sizes hold for this visit only.
      }
      return next;
    });
  }, []);
  const style = useMemo(
    () =>
      ({
        "--tree-w": `${sizes.tree}px`,
        "--side-w": `${sizes.side}px`,
        "--problems-h": `${sizes.problems}px`,
      }) as CSSProperties,
    [sizes],
  );
  return { sizes, resize, style };
}
