/**
 * What 让助手重新安排 beside a 截止前排不完 warning asks the assistant, as the student would type it: a class by name
 * up to the term's end with 水课 allowed; a to-do up to its own deadline (排到截止前, which planning-range.ts reads),
 * since 期末 means nothing to a to-do due tomorrow. Its own file: the 今天 panel imports it without the planner.
 */
export function replanRequest(warning: { kind: "class" | "todo"; name: string }): string {
  return warning.kind === "class" ? `把${warning.name}排到期末前，水课也可以用` : `把${warning.name}排到截止前`;
}
