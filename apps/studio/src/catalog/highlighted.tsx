// Text with the search's matched words marked: ranges from the server, the text rendered as text (never HTML).

/** `text` with each [start, end) range in a <mark>; ranges past the text's end (it was cut) are left out. */
export function Highlighted({ text, ranges }: { text: string; ranges: readonly (readonly [number, number])[] }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length || end <= start) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(
      <mark key={start} data-testid="catalog-match">
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
