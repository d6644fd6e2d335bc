// The reviewer's display name, remembered in this browser so each comment and verdict does not ask again.
const key = "packstudio.review.name";

export function savedName(): string {
  try {
    return localStorage.getItem(key) ?? "";
  } catch {
    return ""; // storage may be off (private mode); the name is then asked each visit
  }
}

export function saveName(name: string): void {
  try {
    localStorage.setItem(key, name.trim());
  } catch {
    // nothing to do: the name is still used for this comment
  }
}
