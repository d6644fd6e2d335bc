// A mapping's key set as an own data property, as JSON.parse sets it: `__proto__` too, and `"200"` without
// the room for 200 array elements V8 would otherwise keep.
/** Keys V8 stores as array elements, with room for every index below them: `"200"`, `"404"`. */
const largeIndex = /^[1-9][0-9]{2,8}$/;
/** The largest array index: setting it turns an object's elements into a dictionary. */
const lastIndex = 2 ** 32 - 2;

/** An own data property even for `__proto__`, which plain assignment would take as the prototype. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  const first = key.charCodeAt(0);
  if (first >= 0x31 && first <= 0x39 && largeIndex.test(key)) {
    // A mapping keyed `"200":` (every OpenAPI responses object) would keep 2.6 KB of empty elements below 200,
    // 5 KB for `"404":`; a dictionary holds it in 0.2 KB, as JSON.parse stores it. Reading and key order are the same.
    target[lastIndex] = 0;
    delete target[lastIndex];
  }
  if (key === "__proto__")
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  else target[key] = value;
}
