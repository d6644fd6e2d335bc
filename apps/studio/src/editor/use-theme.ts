"use client";
// The studio's theme: the person's choice (or the system's), applied to the page; Monaco reads `theme`.
import { useCallback, useEffect, useState } from "react";
import { applyTheme, effectiveTheme, savedTheme, type ThemeChoice } from "./theme";

export function useTheme() {
  const [choice, setChoice] = useState<ThemeChoice>(() => savedTheme());
  const [theme, setTheme] = useState<"light" | "dark">(() => effectiveTheme(savedTheme()));
  useEffect(() => {
    const media = matchMedia("(prefers-color-scheme: dark)");
    const follow = () => choice === "system" && setTheme(applyTheme("system"));
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, [choice]);
  const choose = useCallback((next: ThemeChoice) => {
    setChoice(next);
    setTheme(applyTheme(next));
  }, []);
  return { choice, theme, choose };
}
