// The client address rate limits count by: the TCP peer, or with PACKSTUDIO_TRUST_PROXY=N the address N proxies
// in front of the studio saw. Never a client-sent header alone: `next start` keeps a client's own X-Forwarded-For.
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import { isIPv4, isIPv6 } from "node:net";

/** The header the peer stamp writes (overwriting any a client sent) and the route handler reads. */
export const peerHeader = "x-packstudio-client-address";

/** Every client the studio cannot place shares this one address: safe (no bypass), if coarse. */
export const unknownAddress = "unknown";

const stampKey = Symbol.for("packstudio.peerStamp");
type Stamped = { [stampKey]?: boolean };

/** How many proxies in front of the studio append to X-Forwarded-For (PACKSTUDIO_TRUST_PROXY, default 0). */
export function trustedProxies(env: Record<string, string | undefined> = process.env): number {
  const text = (env.PACKSTUDIO_TRUST_PROXY ?? "").trim();
  if (text === "" || text === "0" || text === "false") return 0;
  if (text === "true") return 1;
  if (!/^[1-9]$/.test(text))
    throw new Error(
      `PACKSTUDIO_TRUST_PROXY is the number of proxies in front of the studio (0 to 9; "true" means 1), not "${text.slice(0, 40)}".`,
    );
  return Number(text);
}

/** Every loopback address (127.0.0.0/8, ::1, and either written IPv4-mapped) is one client: this machine. */
export const loopbackAddress = "loopback";

/**
 * One address as rate limits count it: loopback as one client, IPv4-mapped IPv6 (either spelling) as IPv4,
 * an IPv6 address as its /64 (one host usually holds a whole /64), anything else as it came, cut to 64
 * characters. Otherwise one machine would count as several clients: 127.0.0.1 and [::1], or a /64's hosts.
 */
export function normalizeAddress(raw: string | undefined): string {
  let text = (raw ?? "").trim();
  if (text.startsWith("[") && text.includes("]")) text = text.slice(1, text.indexOf("]"));
  if (isIPv4(text)) return ipv4Client(text);
  const bare = text.split("%")[0] ?? ""; // a zone ("%eth0") names the interface, not the client
  if (isIPv6(bare)) return ipv6Client(ipv6Groups(bare));
  return text === "" ? unknownAddress : text.slice(0, 64);
}

function ipv4Client(address: string): string {
  return address.startsWith("127.") ? loopbackAddress : address;
}

/** The eight 16-bit groups of a valid IPv6 address, "::" expanded and a dotted IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] {
  const lower = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(lower);
  const body = dotted ? lower.slice(0, dotted.index) : lower;
  const tail = dotted ? dotted.slice(1).map(Number) : [];
  const tailGroups = dotted ? [((tail[0] ?? 0) << 8) | (tail[1] ?? 0), ((tail[2] ?? 0) << 8) | (tail[3] ?? 0)] : [];
  const part = (s: string) => (s === "" ? [] : s.split(":").filter((g) => g !== ""));
  const [head = "", rest] = body.split("::");
  const left = part(head).map((g) => Number.parseInt(g, 16));
  const right = [...part(rest ?? "").map((g) => Number.parseInt(g, 16)), ...tailGroups];
  const zeros = rest === undefined ? [] : Array<number>(8 - left.length - right.length).fill(0);
  return [...left, ...zeros, ...right];
}

function ipv6Client(groups: number[]): string {
  const zeroUpTo = (n: number) => groups.slice(0, n).every((g) => g === 0);
  if (zeroUpTo(7) && groups[7] === 1) return loopbackAddress; // ::1
  if (zeroUpTo(5) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return ipv4Client(`${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`); // ::ffff:a.b.c.d, however written
  }
  // The /64, fully written: "2001:db8:0:0::/64".
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}

/**
 * The client, from the proxies' X-Forwarded-For entries and the TCP peer: the peer is the nearest hop, each
 * trusted proxy appended the hop before it, so the client is the entry `trusted` places left of the peer.
 */
export function clientFromChain(forwardedFor: string | undefined, peer: string | undefined, trusted: number): string {
  const chain = [
    ...(forwardedFor ?? "")
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    ...(peer === undefined ? [] : [peer]),
  ];
  if (chain.length === 0) return unknownAddress;
  return normalizeAddress(chain[Math.max(0, chain.length - 1 - trusted)]);
}

/**
 * Stamp every HTTP request this process receives with its client address, before Next reads it. Node announces
 * each request on the `http.server.request.start` diagnostics channel, with its socket, before the server's
 * "request" event: the one place that sees the TCP peer of a request Next will hand to a route handler.
 */
export function installPeerStamp(env: Record<string, string | undefined> = process.env): void {
  const g = globalThis as Stamped;
  if (g[stampKey]) return;
  const trusted = trustedProxies(env);
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: { remoteAddress?: string } };
    const forwarded = request.headers["x-forwarded-for"];
    request.headers[peerHeader] = clientFromChain(
      trusted > 0 ? (Array.isArray(forwarded) ? forwarded.join(",") : forwarded) : undefined,
      socket?.remoteAddress,
      trusted,
    );
  });
  g[stampKey] = true;
}

/** The client address of a request reaching a route handler. */
export function clientAddress(headers: Headers, env: Record<string, string | undefined> = process.env): string {
  // With the stamp installed its header is the truth (a client-sent one was overwritten); without it (a request
  // built in a test, another server) only trusted proxies' X-Forwarded-For says anything, and else nothing does.
  if ((globalThis as Stamped)[stampKey]) return normalizeAddress(headers.get(peerHeader) ?? undefined);
  const trusted = trustedProxies(env);
  if (trusted === 0) return unknownAddress;
  // No peer known: the nearest proxy appended the client when there is one proxy, and so on.
  return clientFromChain(headers.get("x-forwarded-for") ?? undefined, undefined, trusted - 1);
}
