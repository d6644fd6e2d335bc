// Splitting a typed command line into words, POSIX-style quotes and backslashes only (nothing is expanded).
export type TokenizeResult = { ok: true; tokens: string[] } | { ok: false; message: string; offset: number };

export function tokenizeCommandLine(line: string): TokenizeResult {
  const tokens: string[] = [];
  let current = "";
  let inWord = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string;
    if (ch === "'") {
      const end = line.indexOf("'", i + 1);
      if (end === -1) return { ok: false, message: "a single quote is never closed", offset: i };
      current += line.slice(i + 1, end);
      inWord = true;
      i = end;
    } else if (ch === '"') {
      let j = i + 1;
      for (; j < line.length && line[j] !== '"'; j++) {
        if (line[j] === "\\" && j + 1 < line.length && '"\\$`\n'.includes(line[j + 1] as string)) j++;
        current += line[j];
      }
      if (j >= line.length) return { ok: false, message: "a double quote is never closed", offset: i };
      inWord = true;
      i = j;
    } else if (ch === "\\") {
      if (i + 1 < line.length) current += line[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) tokens.push(current);
      current = "";
      inWord = false;
    } else {
      current += ch;
      inWord = true;
    }
  }
  if (inWord) tokens.push(current);
  return { ok: true, tokens };
}
