import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { safeNextPath } from "./safe-next";

/** Where a browser at https://planner.example goes when told `Location: location`. */
function browserLandsOn(location: string): string {
  return new URL(location, "https://planner.example/api/auth/guest").origin;
}

describe("safeNextPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeNextPath("/plan?week=3")).toBe("/plan?week=3");
    expect(safeNextPath("/tasks#today")).toBe("/tasks#today");
    expect(safeNextPath("/settings")).toBe("/settings");
    expect(safeNextPath("/")).toBe("/");
  });

  it("answers / when there is no next", () => {
    expect(safeNextPath(null)).toBe("/");
    expect(safeNextPath(undefined)).toBe("/");
    expect(safeNextPath("")).toBe("/");
  });

  it("refuses paths that normalise to another host (the audit's open redirect)", () => {
    for (const next of ["/.//evil.example/login", "/%2e//evil.example", "/%2E//evil.example", "/a/..//evil.example", "/a/%2e%2e//evil.example", "/./\\evil.example"]) {
      expect(safeNextPath(next), next).toBe("/");
    }
  });

  it("refuses other hosts however they are written", () => {
    for (const next of ["//evil.example/x", "/\\evil.example", "\\\\evil.example", "/\t/evil.example", "/\n/evil.example", "https://evil.example/", "http:evil.example", "javascript:alert(1)", " /x"]) {
      expect(safeNextPath(next), JSON.stringify(next)).toBe("/");
    }
  });

  it("refuses a path that decodes to // or /\\ and one whose percent-encoding is malformed", () => {
    for (const next of ["/%2F/evil.example", "/%2f%2fevil.example", "/%5Cevil.example", "/%ED%A0%80", "/%"]) {
      expect(safeNextPath(next), next).toBe("/");
    }
  });

  it("refuses the API itself", () => {
    expect(safeNextPath("/api/tasks")).toBe("/");
    expect(safeNextPath("/api")).toBe("/");
    expect(safeNextPath("/apiary")).toBe("/apiary");
  });

  it("never answers a Location that takes the browser off the site, whatever the input", () => {
    const pieces = fc.constantFrom("/", "//", "\\", ".", "..", "%2e", "%2f", "%5c", "%2F", "\t", "\n", "evil.example", "a", "?", "#", "@", ":", "%", "%ED%A0%80");
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const location = safeNextPath(parts.join(""));
        expect(browserLandsOn(location)).toBe("https://planner.example");
        expect(location.startsWith("/") && !location.startsWith("//") && !location.startsWith("/\\")).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });
});
