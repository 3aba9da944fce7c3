/**
 * Two requests said in sequence after a word of story: "明天晚上刚好没安排，把函数与等价关系放明天晚上七点吧。再帮我看
 * 看后天下午有没有空，想去趟医院". The story clause before the put ("明天晚上刚好没安排") is why, not a question about
 * that evening; the put is its own clause, and the look after 再 / 顺便 / 另外 is the second request.
 */
import type { Intent } from "./intent-types";

/** "把X放明天晚上七点", "谓词逻辑那块挪到周六下午两点": a block put or moved, said in one clause. */
const PUT_CLAUSE = /^(?:先|就|那就)?(?:帮我|你帮我)?(?:把|将)[^，,。]{2,20}?(?:放|挪|移|排|调)(?:到|在|去)?|^[^，,。]{2,12}?(?:那块|那节|这块|这节)(?:先|就)?(?:挪|移|放|调)(?:到|在|去)/;
/** "再帮我看看…", "顺便再看看…", "另外帮我查一下…": the second request goes on from the first. */
const GOES_ON = /^(?:再|然后|另外|顺便|还有|接着|顺手)+(?:再)?/;

function clausesOf(text: string): string[] {
  return text.replace(/[。！!~～\s]+$/u, "").split(/[。！!；;，,]/).map((clause) => clause.trim()).filter((clause) => clause !== "");
}

export function placedThenAsked(text: string, detect: (part: string) => Intent): Intent | undefined {
  const clauses = clausesOf(text);
  const putAt = clauses.findIndex((clause) => PUT_CLAUSE.test(clause));
  if (putAt <= 0) return undefined;
  const nextAt = clauses.findIndex((clause, index) => index > putAt && GOES_ON.test(clause));
  if (nextAt !== putAt + 1) return undefined;
  const put = detect(clauses[putAt]);
  if (put.family !== "edit" || put.action !== "move") return undefined;
  const asked = detect(clauses[nextAt].replace(GOES_ON, ""));
  return asked.family === "schedule_question" ? { family: "compound", parts: [put, asked] } : undefined;
}
