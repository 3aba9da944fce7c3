import { describe, expect, it } from "vitest";
import { pagePath } from "./page-path";

describe("pagePath", () => {
  it("keeps the path alone when there is no query", () => {
    expect(pagePath("/")).toBe("/");
    expect(pagePath("/settings", {})).toBe("/settings");
  });

  it("puts every parameter back, repeated ones in order, skipping those Next.js left undefined", () => {
    expect(pagePath("/", { view: "today", block: "12" })).toBe("/?view=today&block=12");
    expect(pagePath("/", { tag: ["a", "b"], gone: undefined })).toBe("/?tag=a&tag=b");
  });

  it("encodes what needs encoding, so the address reads back as it was", () => {
    const path = pagePath("/", { c: "对话 1&2" });
    expect(new URL(path, "http://x.invalid").searchParams.get("c")).toBe("对话 1&2");
  });
});
