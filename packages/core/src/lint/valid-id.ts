// A valid pack id made from other text (M001's fix): lower-case, only `a-z 0-9 . _ -`, 1 to 128 characters.

/** `"Bad Id"` is `bad-id`, `"Café Ünïcode"` is `cafe-unicode`; undefined when nothing usable is left. */
export function validIdFrom(text: string): string | undefined {
  const id = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "") // accents off their letters: é is e
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-") // each run of other characters is one dash
    .replace(/^-+|-+$/g, "")
    .slice(0, 128)
    .replace(/-+$/, "");
  return id === "" ? undefined : id;
}

/** True for an id M001 and M004 both accept. */
export function isValidId(id: string): boolean {
  return id.length >= 1 && id.length <= 128 && /^[a-z0-9._-]+$/.test(id);
}
