// The size of a JSON value as text, measured only up to a limit: a huge value costs no more than the limit.

/**
 * About how many characters `JSON.stringify(value)` would print (strings count their length plus quotes, not
 * their escapes), or undefined once that passes `limit`. The walk stops there, so a cyclic or enormous value
 * costs at most `limit` steps.
 */
export function jsonSizeWithin(value: unknown, limit: number): number | undefined {
  let size = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") size += item.length + 2;
    else if (typeof item === "number" || typeof item === "boolean") size += String(item).length;
    else if (item === null || item === undefined) size += 4;
    else if (Array.isArray(item)) {
      size += 2 + item.length;
      if (size > limit) return undefined;
      for (let i = item.length - 1; i >= 0; i--) stack.push(item[i]);
    } else if (typeof item === "object") {
      const keys = Object.keys(item);
      size += 2 + keys.length;
      if (size > limit) return undefined;
      for (const key of keys) {
        size += key.length + 3;
        if (size > limit) return undefined;
        stack.push((item as Record<string, unknown>)[key]);
      }
    } else size += 4;
    if (size > limit) return undefined;
  }
  return size;
}
