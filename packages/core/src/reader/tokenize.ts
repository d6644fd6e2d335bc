// Splitting a typed command line into words, POSIX-style quotes and backslashes only (nothing is expanded).
export type TokenizeResult = { ok: true; tokens: string[] } | { ok: false; message: string; offset: number };

/** `\s` of a regular expression, without one for the ASCII characters (lint reads every shown line). */
function isSpace(line: string, i: number): boolean {
  const c = line.charCodeAt(i);
  if (c < 0x80) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  return /\s/.test(line[i] as string);
}

export function tokenizeCommandLine(line: string): TokenizeResult {
  const tokens: string[] = [];
  let current = "";
  let inWord = false;
  // Plain characters from `plain` to i belong to the word too: added with one slice, not a string each.
  let plain = 0;
  for (let i = 0; i < line.length; i++) {
    const c = line.charCodeAt(i);
    if (c === 0x27) {
      const end = line.indexOf("'", i + 1);
      if (end === -1) return { ok: false, message: "a single quote is never closed", offset: i };
      current += line.slice(plain, i) + line.slice(i + 1, end);
      inWord = true;
      i = end;
      plain = i + 1;
    } else if (c === 0x22) {
      current += line.slice(plain, i);
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === "\\" && j + 1 < line.length && '"\\$`\n'.includes(line[j + 1] as string)) j++;
        current += line[j];
      }
      if (j >= line.length) return { ok: false, message: "a double quote is never closed", offset: i };
      inWord = true;
      i = j;
      plain = i + 1;
    } else if (c === 0x5c) {
      current += line.slice(plain, i);
      if (i + 1 < line.length) current += line[++i];
      inWord = true;
      plain = i + 1;
    } else if (isSpace(line, i)) {
      if (inWord) tokens.push(current + line.slice(plain, i));
      current = "";
      inWord = false;
      plain = i + 1;
    } else {
      inWord = true;
    }
  }
  if (inWord) tokens.push(current + line.slice(plain));
  return { ok: true, tokens };
}
