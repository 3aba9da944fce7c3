/** What a labelled sentence stands for: the request family whose readers take over (nearest-intent.ts). */
export const EXEMPLAR_LABELS = [
  "note",
  "create",
  "tasks",
  "free",
  "day",
  "overview",
  "schedule",
  "complete",
  "reopen",
  "update",
  "delete",
  "move",
  "swap",
  "unplace",
  "class",
  "exams",
  "progress",
  "term",
  "chat",
] as const;
export type ExemplarLabel = (typeof EXEMPLAR_LABELS)[number];
