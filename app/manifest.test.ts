import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import manifest from "./manifest";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): string {
  const data = readFileSync(path);
  expect(data.subarray(1, 4).toString("ascii")).toBe("PNG");
  return `${data.readUInt32BE(16)}x${data.readUInt32BE(20)}`;
}

describe("manifest", () => {
  const installed = manifest();

  it("opens standalone on the assistant", () => {
    expect(installed).toMatchObject({ start_url: "/", scope: "/", display: "standalone", lang: "zh-CN" });
    expect(installed.name).toBe("学习规划助手");
  });

  it("names icons that exist at the sizes it says, a maskable one among them", () => {
    for (const icon of installed.icons ?? []) {
      const path = join(process.cwd(), "public", icon.src);
      expect(existsSync(path), icon.src).toBe(true);
      expect(pngSize(path)).toBe(icon.sizes);
    }
    expect(installed.icons?.map((icon) => icon.purpose)).toContain("maskable");
    expect(installed.icons?.some((icon) => icon.sizes === "512x512" && icon.purpose === "any")).toBe(true);
  });

  it("has a favicon.ico and an apple-touch icon beside the layout", () => {
    const favicon = readFileSync(join(process.cwd(), "app/favicon.ico"));
    expect(favicon.readUInt16LE(2)).toBe(1); // an icon file
    expect(favicon.readUInt16LE(4)).toBeGreaterThanOrEqual(2); // several sizes
    expect(pngSize(join(process.cwd(), "app/apple-icon.png"))).toBe("180x180");
  });
});
