import { describe, expect, it } from "vitest";
import { isTrustedPushEndpoint } from "./push-hosts";

describe("isTrustedPushEndpoint", () => {
  it("trusts the browsers' push services by default", () => {
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc",
      "https://updates.push.services.mozilla.com/wpush/v2/abc",
      "https://wns2-by3p.notify.windows.com/w/?token=abc",
      "https://web.push.apple.com/QGx",
    ]) {
      expect(isTrustedPushEndpoint(endpoint, undefined), endpoint).toBe(true);
    }
  });

  it("refuses every other host, http, another port, credentials and look-alikes", () => {
    for (const endpoint of [
      "https://evil.example.com/push",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://fcm.googleapis.com:8443/fcm/send/abc",
      "https://user:pass@fcm.googleapis.com/x",
      "https://fcm.googleapis.com.evil.example/x",
      "https://notify.windows.com/x",
      "https://evilnotify.windows.com.example/x",
      "http://127.0.0.1:8080/push",
      "not a url",
    ]) {
      expect(isTrustedPushEndpoint(endpoint, undefined), endpoint).toBe(false);
    }
  });

  it("trusts exactly the origins of PUSH_ALLOWED_ORIGINS when it is set, and no default host", () => {
    const allowed = ["http://127.0.0.1:9000"];
    expect(isTrustedPushEndpoint("http://127.0.0.1:9000/send/1", allowed)).toBe(true);
    expect(isTrustedPushEndpoint("http://127.0.0.1:9001/send/1", allowed)).toBe(false);
    expect(isTrustedPushEndpoint("https://fcm.googleapis.com/fcm/send/abc", allowed)).toBe(false);
  });
});
