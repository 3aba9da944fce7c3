import { describe, expect, it } from "vitest";
import { renderTable } from "./table";

describe("renderTable", () => {
  it("renders a Markdown table with a header, a rule and one line per row", () => {
    const table = renderTable([{ section: "1", figure: "get_overview", value: "0.5", baseline: "2.0", ratio: "0.25×", target: "< 1 ms", met: "yes" }]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(3);
    expect(lines[0].startsWith("| # ")).toBe(true);
    expect(lines[1]).toMatch(/^\| -+ \| -+ \|/);
    expect(lines[2]).toContain("| get_overview ");
  });

  it("pads Chinese text by its display width so the columns line up", () => {
    const table = renderTable([
      { section: "2", figure: "7天×30任务", value: "1", baseline: "", ratio: "", target: "", met: "" },
      { section: "2", figure: "demo", value: "1", baseline: "", ratio: "", target: "", met: "" },
    ]);
    const [, , first, second] = table.split("\n");
    // "7天×30任务" is 10 columns wide (its 3 CJK characters count twice) and "demo" is padded to 10 as well, so the
    // next column starts 3 characters earlier in the first line: on screen, at the same place.
    expect(second.indexOf("| 1") - first.indexOf("| 1")).toBe(3);
  });
});
