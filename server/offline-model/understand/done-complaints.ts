/**
 * "错题本我还没做完，为什么显示完成了？改回未完成": the student wondering why a to-do shows done is a complaint, not a
 * question to answer — the request is the reopening said beside it. The complaint is left out before the reopen
 * readers, whose question guard would otherwise take the whole message for a question about to-dos.
 */

// 为什么 / 怎么 (the Cantonese 点解 reads as 为什么) + shows / became done, closed by its question mark or a comma;
// "怎么才能显示完成度" asks how the app works, not why a to-do shows done. The to-do may sit between ("为什么实验报告显示完成了？"): then it is the one reopened.
const DONE_COMPLAINT = /(?:为什么|为啥|怎么|咋)(?!才|能|可以|让|样|去)([^，,。？?！!]{0,12}?)(?:会|就)?(?:显示|变成|变了|标成|标了|成了|打了勾|勾上了?)(?:已经?)?(?:完成|做完|已完成)(?![度率])(?:了|的)?(?:呢|啊|呀)?[？?，,。！!\s]*/g;

/** The message without its "why does it show done?" complaint; the same text when it holds none. */
export function withoutDoneComplaint(text: string): string {
  return text.replace(DONE_COMPLAINT, "");
}

/** The to-do the complaint names ("为什么实验报告显示完成了" → 实验报告), which the reopening beside it means. */
export function complainedAbout(text: string): string | undefined {
  DONE_COMPLAINT.lastIndex = 0;
  const named = DONE_COMPLAINT.exec(text)?.[1]?.trim();
  DONE_COMPLAINT.lastIndex = 0;
  return named || undefined;
}
