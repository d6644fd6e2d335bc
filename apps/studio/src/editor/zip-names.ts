// The names in a .zip: UTF-8 when the entry says so (flag bit 11, or Info-ZIP's Unicode Path field), else CP437,
// the zip spec's default (APPNOTE appendix D), except the UTF-8 that Unix writers store unmarked.
import { crc32, utf8Flag } from "./zip-format";

/** CP437's upper half, 0x80 to 0xFF (the lower half is ASCII in zip names, as in Python's cp437 codec). */
const upper =
  "ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀" +
  "αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0";

/** Byte to character, all 256 of them. */
export const cp437: readonly string[] = Array.from({ length: 256 }, (_, byte) =>
  byte < 0x80 ? String.fromCharCode(byte) : (upper[byte - 0x80] as string),
);

export function decodeCp437(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes) out += cp437[byte];
  return out;
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

function asUtf8(bytes: Uint8Array): string | undefined {
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** "Version made by" hosts whose writers store the system's own bytes, UTF-8 today: Unix (3) and OS X (19). */
const unixHosts = new Set([3, 19]);

/**
 * An entry's name. `unicodePath` is Info-ZIP's Unicode Path extra field (0x7075): version 1, the CRC-32 of the
 * name it stands for (a stale one is ignored), then that name in UTF-8. Info-ZIP zip on Linux writes UTF-8 names
 * with neither flag nor field: from a Unix host, valid UTF-8 is read as UTF-8 (as unzip there keeps the bytes).
 * Undefined when the flag says UTF-8 and the bytes are not.
 */
export function entryName(
  raw: Uint8Array,
  flags: number,
  host: number,
  unicodePath: Uint8Array | undefined,
): string | undefined {
  if (flags & utf8Flag) return asUtf8(raw);
  if (unicodePath && unicodePath.byteLength > 5 && unicodePath[0] === 1) {
    const view = new DataView(unicodePath.buffer, unicodePath.byteOffset, unicodePath.byteLength);
    const name = view.getUint32(1, true) === crc32(raw) ? asUtf8(unicodePath.subarray(5)) : undefined;
    if (name !== undefined) return name;
  }
  return (unixHosts.has(host) ? asUtf8(raw) : undefined) ?? decodeCp437(raw);
}
