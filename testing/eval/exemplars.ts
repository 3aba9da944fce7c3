/**
 * Writes the offline model's labelled sentences (server/offline-model/understand/exemplars.json, data the model
 * owns and checks when it loads it): every single-request case of the eval sets (no earlier exchange, one expected
 * tool) as a sentence with the label of what it asks for, for its last-chance reader. Run
 * `npx tsx testing/eval/exemplars.ts` after changing a set; server/offline-model/understand/exemplars.test.ts fails
 * while the data is stale.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ExemplarLabel } from "@/server/offline-model/understand/exemplar-labels";
import { NAME_MARK } from "@/server/offline-model/understand/nearest";
import { loadEvalCases, type EvalCase } from "./cases";

export const GENERATED_PATH = path.join(import.meta.dirname, "../../server/offline-model/understand/exemplars.json");

const BY_TOOL: Record<string, ExemplarLabel> = {
  quick_note: "note",
  create_task: "create",
  query_tasks: "tasks",
  query_free_time: "free",
  query_day: "day",
  "get_overview|query_day": "overview",
  rough_schedule: "schedule",
  update_task: "update",
  delete_task: "delete",
  "move|place": "move",
  swap: "swap",
  unplace: "unplace",
  propose_task_class: "class",
  query_exams: "exams",
  query_progress: "progress",
  query_term: "term",
};

/** What a case asks for; undefined for cases that continue an exchange or ask for two things. */
export function exemplarLabel(evalCase: EvalCase): ExemplarLabel | undefined {
  if (evalCase.history || evalCase.tools.length > 1) return undefined;
  const [tool] = evalCase.tools;
  if (tool === undefined) return "chat";
  if (tool === "complete_task") return evalCase.fields?.undo === true ? "reopen" : "complete";
  // "帮我把高数作业安排在明天晚上" for a task the student does not have: asked about, but a scheduling request.
  if (tool === "ask_user") return evalCase.category === "unknown_task" ? "schedule" : undefined;
  if (tool === "query_day" && evalCase.category === "overview") return "overview";
  return BY_TOOL[tool];
}

/** Fields that hold the student's own names: a to-do's title, a note's words, a searched keyword, a course. */
const NAME_FIELDS = ["task", "content", "keyword", "title", "course"];

/**
 * The case's text with the names its fields give cut out (NAME_MARK): "交班费搞定啦" is about finishing something,
 * and "交班费" must not pull "交班费延后一天" towards finishing too.
 */
export function maskedText(evalCase: EvalCase): string {
  let text = evalCase.text;
  for (const field of NAME_FIELDS) {
    const value = evalCase.fields?.[field];
    if (typeof value === "string" && value.length >= 2) text = text.split(value).join(NAME_MARK);
  }
  return text;
}

function labelledSentences(): [string, ExemplarLabel][] {
  const seen = new Set<string>();
  return (["utterances", "heldout"] as const)
    .flatMap((set) => loadEvalCases(set))
    .flatMap((evalCase): [string, ExemplarLabel][] => {
      const label = exemplarLabel(evalCase);
      const text = maskedText(evalCase);
      if (label === undefined || seen.has(text)) return [];
      seen.add(text);
      return [[text, label]];
    });
}

/** The data file: one sentence per line, so a change of the sets is a readable diff. */
export function generatedData(): string {
  const rows = labelledSentences().map(([text, label]) => `    ${JSON.stringify([text, label])}`);
  return [
    "{",
    `  "about": ${JSON.stringify("The built-in model's labelled sentences: the eval sets' single requests with the student's own names cut out (□). Written by testing/eval/exemplars.ts.")},`,
    '  "sentences": [',
    rows.join(",\n"),
    "  ]",
    "}",
    "",
  ].join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(GENERATED_PATH, generatedData());
  console.log(`wrote ${labelledSentences().length} sentences to ${path.relative(process.cwd(), GENERATED_PATH)}`);
}
