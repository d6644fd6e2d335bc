// POSIX shell quoting of argv for people to read (D4.8); never executed.
const safe = /^[A-Za-z0-9_@%+=:,./-]+$/;

export function quoteToken(token: string): string {
  if (token !== "" && safe.test(token)) return token;
  return `'${token.replace(/'/g, `'"'"'`)}'`;
}

export function quoteArgv(argv: readonly string[]): string {
  return argv.map(quoteToken).join(" ");
}
