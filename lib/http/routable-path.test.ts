import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { routableTarget } from "./routable-path";

describe("routableTarget", () => {
  it("leaves a target whose path decodes as it is, byte for byte", () => {
    for (const target of ["/api/tasks/12", "/api/tasks/12?x=%ED%A0%80", "/%E4%BD%A0%E5%A5%BD", "/a%20b", "/", "*"]) {
      expect(routableTarget(target)).toBe(target);
    }
  });

  it("escapes the percent of sequences that do not decode, so the route sees them as text", () => {
    expect(routableTarget("/api/tasks/%ED%A0%80")).toBe("/api/tasks/%25ED%25A0%2580");
    expect(routableTarget("/api/tasks/%C0%AE")).toBe("/api/tasks/%25C0%25AE");
    expect(routableTarget("/api/tasks/%")).toBe("/api/tasks/%25");
    expect(routableTarget("/api/tasks/%zz")).toBe("/api/tasks/%25zz");
    expect(decodeURIComponent(routableTarget("/api/tasks/%ED%A0%80"))).toBe("/api/tasks/%ED%A0%80");
  });

  it("touches only the sequences that fail, and never the query", () => {
    expect(routableTarget("/%E4%BD%A0/%ED%A0%80?next=%ED%A0%80")).toBe("/%E4%BD%A0/%25ED%25A0%2580?next=%ED%A0%80");
    expect(routableTarget("/a%20b/%C0#%ED")).toBe("/a%20b/%25C0#%ED");
  });

  it("always answers a path that decodes", () => {
    const pieces = fc.constantFrom("/", "a", "%", "%2", "%ED", "%A0", "%80", "%C0", "%AE", "%E4%BD%A0", "%20", "%25", "?", "#");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 10 }), (parts) => {
        const target = routableTarget(`/${parts.join("")}`);
        const path = target.split(/[?#]/)[0];
        expect(() => decodeURIComponent(path)).not.toThrow();
      }),
      { numRuns: 2_000 },
    );
  });
});
