import { describe, expect, it } from "vitest";
import { fromAddress } from "@/testing/peer";
import { clientAddress, fromTrustedProxy } from "./address";
import { NO_PROXY, parseTrustProxy, VERCEL_PROXY } from "@/lib/http/trust-proxy";

/** A request whose socket was `peer` (undefined: one the server's hook never saw), with the headers a client or proxies wrote. */
function request(peer: string | undefined, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/auth/signup", { headers: { ...(peer === undefined ? {} : fromAddress(peer)), ...headers } });
}

describe("clientAddress", () => {
  describe("without TRUST_PROXY", () => {
    it("is the socket's address, whatever X-Forwarded-For or X-Real-IP say", () => {
      const keys = new Set(Array.from({ length: 20 }, (_, index) => clientAddress(request("203.0.113.7", { "x-forwarded-for": `198.51.100.${index}`, "x-real-ip": `192.0.2.${index}` }), NO_PROXY)));
      expect([...keys]).toEqual(["203.0.113.7"]);
    });

    it("is 'unknown' for a request the hook did not see, or whose peer header a client wrote", () => {
      expect(clientAddress(request(undefined, { "x-forwarded-for": "198.51.100.1" }), NO_PROXY)).toBe("unknown");
      expect(clientAddress(request(undefined, { "x-planner-peer": "guess 198.51.100.1" }), NO_PROXY)).toBe("unknown");
      expect(clientAddress(request(""), NO_PROXY)).toBe("unknown");
    });

    it("reads an IPv4 client behind an IPv6 socket as IPv4", () => {
      expect(clientAddress(request("::ffff:127.0.0.1"), NO_PROXY)).toBe("127.0.0.1");
    });

    it("keys an IPv6 client by its /64, which it cannot leave by picking another address", () => {
      expect(clientAddress(request("2001:db8:1:2:aaaa::1"), NO_PROXY)).toBe("2001:db8:1:2::/64");
      expect(clientAddress(request("2001:DB8:1:2:bbbb:cccc:dddd:eeee"), NO_PROXY)).toBe("2001:db8:1:2::/64");
      expect(clientAddress(request("2001:db8:1:3::1"), NO_PROXY)).toBe("2001:db8:1:3::/64");
      expect(clientAddress(request("2001:db8::1"), NO_PROXY)).toBe("2001:db8:0:0::/64");
      expect(clientAddress(request("::1"), NO_PROXY)).toBe("0:0:0:0::/64");
      expect(clientAddress(request("fe80::1%eth0"), NO_PROXY)).toBe("fe80:0:0:0::/64");
      expect(clientAddress(request("64:ff9b::192.0.2.1"), NO_PROXY)).toBe("64:ff9b:0:0::/64");
    });
  });

  describe("behind a hop count (TRUST_PROXY=1, 2)", () => {
    it("takes the address the outermost declared proxy appended, not what the client wrote before it", () => {
      const one = parseTrustProxy("1");
      expect(clientAddress(request("10.0.0.2", { "x-forwarded-for": "203.0.113.7" }), one)).toBe("203.0.113.7");
      expect(clientAddress(request("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.7" }), one)).toBe("203.0.113.7");
      const two = parseTrustProxy("2");
      expect(clientAddress(request("10.0.0.2", { "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.9" }), two)).toBe("203.0.113.7");
    });

    it("stops at the last proxy when a hop is missing or is not an address", () => {
      const one = parseTrustProxy("1");
      expect(clientAddress(request("10.0.0.2"), one)).toBe("10.0.0.2");
      expect(clientAddress(request("10.0.0.2", { "x-forwarded-for": "not-an-address" }), one)).toBe("10.0.0.2");
      expect(clientAddress(request("10.0.0.2", { "x-forwarded-for": "[2001:db8:5::7]:443" }), one)).toBe("2001:db8:5:0::/64");
      expect(clientAddress(request("10.0.0.2", { "x-forwarded-for": "203.0.113.7:5123" }), one)).toBe("203.0.113.7");
    });
  });

  describe("behind declared addresses (TRUST_PROXY=10.0.0.0/8,::1)", () => {
    const ranges = parseTrustProxy("10.0.0.0/8, ::1");

    it("walks outwards while the hop is a declared proxy, and takes the first that is not", () => {
      expect(clientAddress(request("10.0.0.5", { "x-forwarded-for": "6.6.6.6, 203.0.113.4, 10.0.0.7" }), ranges)).toBe("203.0.113.4");
      expect(clientAddress(request("::1", { "x-forwarded-for": "203.0.113.4" }), ranges)).toBe("203.0.113.4");
    });

    it("ignores X-Forwarded-For from a client that reached the server directly", () => {
      expect(clientAddress(request("203.0.113.9", { "x-forwarded-for": "198.51.100.1" }), ranges)).toBe("203.0.113.9");
    });
  });

  describe("on Vercel", () => {
    it("takes the client Vercel names in X-Real-IP", () => {
      expect(clientAddress(request(undefined, { "x-real-ip": "203.0.113.7", "x-forwarded-for": "203.0.113.7" }), VERCEL_PROXY)).toBe("203.0.113.7");
      expect(clientAddress(request(undefined), VERCEL_PROXY)).toBe("unknown");
    });
  });
});

describe("fromTrustedProxy", () => {
  it("is false without TRUST_PROXY, true behind a hop count or on Vercel, and by address behind a list", () => {
    expect(fromTrustedProxy(request("10.0.0.5"), NO_PROXY)).toBe(false);
    expect(fromTrustedProxy(request("10.0.0.5"), parseTrustProxy("1"))).toBe(true);
    expect(fromTrustedProxy(request(undefined), VERCEL_PROXY)).toBe(true);
    expect(fromTrustedProxy(request("10.0.0.5"), parseTrustProxy("10.0.0.0/8"))).toBe(true);
    expect(fromTrustedProxy(request("203.0.113.9"), parseTrustProxy("10.0.0.0/8"))).toBe(false);
    expect(fromTrustedProxy(request(undefined), parseTrustProxy("10.0.0.0/8"))).toBe(false);
  });
});
