"use client";
// A pane divider: drag it, or focus it and use the arrow keys; it sets a CSS size variable on the layout.
import { type KeyboardEvent, type PointerEvent, useRef } from "react";
import styles from "./studio.module.css";

interface Props {
  label: string;
  /** "x": the divider stands between columns (drag left/right); "y": between rows. */
  axis: "x" | "y";
  /** Current size of the pane it resizes, in px. */
  size: number;
  min: number;
  max: number;
  /** The pane's edge it sits on: "end" (right, bottom: dragging right/down grows the pane) or "start". */
  edge: "start" | "end";
  onSize: (px: number) => void;
  testId: string;
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));

export function Splitter({ label, axis, edge, size, min, max, onSize, testId }: Props) {
  const direction = edge === "end" ? 1 : -1;
  const drag = useRef<{ at: number; size: number } | null>(null);
  const coord = (e: PointerEvent) => (axis === "x" ? e.clientX : e.clientY);
  const onKeyDown = (e: KeyboardEvent) => {
    const step = e.shiftKey ? 64 : 16;
    const grow = axis === "x" ? { ArrowRight: 1, ArrowLeft: -1 } : { ArrowDown: 1, ArrowUp: -1 };
    const sign = grow[e.key as keyof typeof grow];
    if (sign !== undefined) {
      e.preventDefault();
      onSize(clamp(size + sign * direction * step, min, max));
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      onSize(e.key === "Home" ? min : max);
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a focusable, resizing separator has no native element (ARIA window splitter pattern)
    <div
      role="separator"
      aria-orientation={axis === "x" ? "vertical" : "horizontal"}
      aria-label={label}
      aria-valuenow={Math.round(size)}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      data-testid={testId}
      className={`${axis === "x" ? styles.splitX : styles.splitY} ${edge === "end" ? styles.splitEnd : styles.splitStart}`}
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { at: coord(e), size };
      }}
      onPointerMove={(e) => {
        if (!drag.current) return;
        onSize(clamp(drag.current.size + (coord(e) - drag.current.at) * direction, min, max));
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
    />
  );
}
