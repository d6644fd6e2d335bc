// The client address rate limits count by: normal forms, proxy chains, and no trust in client-sent headers.
import { describe, expect, it } from "vitest";
import { clientAddress, clientFromChain, normalizeAddress, peerHeader, trustedProxies } from "./client-address";

describe("normalizeAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    ["::ffff:127.0.0.1", "127.0.0.1"],
    ["::FFFF:10.1.2.3", "10.1.2.3"],
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:0db8::1", "2001:db8:0:0::/64"],
    ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["", "unknown"],
    [undefined, "unknown"],
    ["x".repeat(500), "x".repeat(64)],
  ])("%j counts as %j", (raw, want) => {
    expect(normalizeAddress(raw)).toBe(want);
  });

  it("puts two hosts of one IPv6 /64 in one bucket, and another /64 in its own", () => {
    expect(normalizeAddress("2001:db8:a:b::1")).toBe(normalizeAddress("2001:db8:a:b:ffff::2"));
    expect(normalizeAddress("2001:db8:a:c::1")).not.toBe(normalizeAddress("2001:db8:a:b::1"));
  });
});

describe("clientFromChain", () => {
  it.each([
    // [X-Forwarded-For, TCP peer, trusted proxies, client]
    [undefined, "198.51.100.4", 0, "198.51.100.4"],
    ["1.2.3.4", "198.51.100.4", 0, "198.51.100.4"], // no proxy trusted: the header is the client's word only
    ["1.2.3.4", "10.0.0.2", 1, "1.2.3.4"], // the proxy at 10.0.0.2 appended its peer
    ["6.6.6.6, 1.2.3.4", "10.0.0.2", 1, "1.2.3.4"], // a spoofed first entry is passed over
    ["6.6.6.6, 1.2.3.4, 10.0.0.3", "10.0.0.2", 2, "1.2.3.4"],
    [undefined, "10.0.0.2", 1, "10.0.0.2"], // fewer entries than proxies: the farthest known hop
    ["1.2.3.4", undefined, 0, "1.2.3.4"],
    [undefined, undefined, 0, "unknown"],
    [" , ,", undefined, 0, "unknown"],
  ])("XFF %j, peer %j, %i trusted: %j", (xff, peer, trusted, want) => {
    expect(clientFromChain(xff, peer, trusted)).toBe(want);
  });
});

describe("trustedProxies", () => {
  it.each([
    [undefined, 0],
    ["", 0],
    ["0", 0],
    ["false", 0],
    ["true", 1],
    ["2", 2],
  ])("%j is %i", (text, n) => {
    expect(trustedProxies({ PACKSTUDIO_TRUST_PROXY: text })).toBe(n);
  });

  it.each(["yes", "-1", "10", "1.5"])("refuses %j with the accepted values", (text) => {
    expect(() => trustedProxies({ PACKSTUDIO_TRUST_PROXY: text })).toThrow("PACKSTUDIO_TRUST_PROXY is the number");
  });
});

describe("clientAddress without the peer stamp (a request built in process)", () => {
  const headers = (h: Record<string, string>) => new Headers(h);

  it("trusts no header unless proxies are trusted: every such client is one 'unknown' address", () => {
    const env = {};
    expect(clientAddress(headers({ "x-forwarded-for": "1.2.3.4" }), env)).toBe("unknown");
    expect(clientAddress(headers({ [peerHeader]: "1.2.3.4" }), env)).toBe("unknown");
    expect(clientAddress(headers({}), env)).toBe("unknown");
  });

  it("with trusted proxies, reads the entry the nearest proxy appended", () => {
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6, 1.2.3.4" }), { PACKSTUDIO_TRUST_PROXY: "1" })).toBe(
      "1.2.3.4",
    );
    expect(
      clientAddress(headers({ "x-forwarded-for": "6.6.6.6, 1.2.3.4, 10.0.0.3" }), { PACKSTUDIO_TRUST_PROXY: "2" }),
    ).toBe("1.2.3.4");
  });
});
