// Whole numbers with thousands commas ("12,345"), without Intl: a browser's first Intl number format loads ICU's
// data, about 45 ms of a cold catalog load's main thread on the benchmark machine (issue 30).

/** `n` as `toLocaleString("en-US")` writes an integer: digits grouped by three with commas, a minus kept. Past
 * 1e21 String writes an exponent, whose characters are no digits to group: such a number is written as String
 * writes it. */
export function groupDigits(n: number): string {
  if (!Number.isFinite(n) || Math.abs(n) >= 1e21) return String(n);
  const whole = Math.trunc(n);
  const digits = String(Math.abs(whole));
  let out = "";
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    out = out ? `${part},${out}` : part;
  }
  return whole < 0 ? `-${out}` : out;
}
