// Light and dark themes: follow the system unless the person picks one; Monaco follows along.
export type ThemeChoice = "system" | "light" | "dark";

const key = "packstudio.theme";

export function savedTheme(): ThemeChoice {
  const t = localStorage.getItem(key);
  return t === "light" || t === "dark" ? t : "system";
}

export function effectiveTheme(choice: ThemeChoice): "light" | "dark" {
  if (choice !== "system") return choice;
  return matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

export function applyTheme(choice: ThemeChoice): "light" | "dark" {
  if (choice === "system") localStorage.removeItem(key);
  else localStorage.setItem(key, choice);
  const theme = effectiveTheme(choice);
  document.documentElement.dataset.theme = theme;
  return theme;
}
