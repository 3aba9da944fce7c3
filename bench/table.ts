/** The benchmark's one table: every figure beside its baseline from the same run, as Markdown. */

export interface TableRow {
  section: string;
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
  /** "yes", "no", or "" when the figure has no target. */
  met: string;
}

const HEADER: TableRow = { section: "#", figure: "figure", value: "value", baseline: "baseline (same run)", ratio: "ratio", target: "target", met: "met" };
const COLUMNS: Array<keyof TableRow> = ["section", "figure", "value", "baseline", "ratio", "target", "met"];

/** Display width: CJK characters take two columns in a terminal. */
function width(text: string): number {
  let total = 0;
  for (const character of text) total += /[\u1100-\uFFFF]/.test(character) && !/[\u2000-\u206F×—→≤≥]/.test(character) ? 2 : 1;
  return total;
}

function pad(text: string, size: number): string {
  return text + " ".repeat(Math.max(0, size - width(text)));
}

export function renderTable(rows: readonly TableRow[]): string {
  const all = [HEADER, ...rows];
  const sizes = COLUMNS.map((column) => Math.max(...all.map((row) => width(row[column]))));
  const line = (row: TableRow) => `| ${COLUMNS.map((column, index) => pad(row[column], sizes[index])).join(" | ")} |`;
  const rule = `| ${sizes.map((size) => "-".repeat(size)).join(" | ")} |`;
  return [line(HEADER), rule, ...rows.map(line)].join("\n");
}
