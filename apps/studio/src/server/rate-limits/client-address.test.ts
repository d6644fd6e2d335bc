// The client address rate limits count by: normal forms, proxy chains, and no trust in client-sent headers.
import { describe, expect, it } from "vitest";
import { clientAddress, clientFromChain, normalizeAddress, peerHeader, trustedProxies } from "./client-address";

describe("normalizeAddress", () => {
  it.each([
    ["203.0.113.9", "203.0.113.9"],
    [" 203.0.113.9 ", "203.0.113.9"],
    // Loopback, however written, is one client: this machine.
    ["127.0.0.1", "loopback"],
    ["127.1.2.3", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["0:0:0:0:0:0:0:1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::ffff:7f00:1", "loopback"],
    // IPv4-mapped IPv6, dotted or in hex, is the IPv4 address.
    ["::FFFF:10.1.2.3", "10.1.2.3"],
    ["::ffff:a01:203", "10.1.2.3"],
    ["0:0:0:0:0:ffff:cb00:7109", "203.0.113.9"],
    ["[::ffff:203.0.113.9]", "203.0.113.9"],
    // Other IPv6: the /64.
    ["2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:0db8::1", "2001:db8:0:0::/64"],
    ["[2001:db8:1:2::9]", "2001:db8:1:2::/64"],
    ["2001:DB8:1:2::9", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1.2.3.4", "2001:db8:1:2::/64"],
    ["64:ff9b::203.0.113.9", "64:ff9b:0:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["::2", "0:0:0:0::/64"],
    ["", "unknown"],
    [undefined, "unknown"],
    ["x".repeat(500), "x".repeat(64)],
  ])("%j counts as %j", (raw, want) => {
    expect(normalizeAddress(raw)).toBe(want);
  });

  it("counts 127.0.0.1, [::1] and ::ffff:127.0.0.1 as one client, and a LAN address apart", () => {
    const local = ["127.0.0.1", "::1", "[::1]", "::ffff:127.0.0.1", "127.0.0.2"].map(normalizeAddress);
    expect(new Set(local).size).toBe(1);
    expect(normalizeAddress("192.0.2.2")).not.toBe(local[0]);
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
    [undefined, "::ffff:198.51.100.4", 0, "198.51.100.4"], // an IPv4 client of a dual-stack server
    [undefined, "::1", 0, "loopback"],
    ["::1", "10.0.0.2", 1, "loopback"],
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
