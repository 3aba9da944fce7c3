/**
 * "报名表填好交上去了，交报名表那条勾掉": the story of doing a thing, then its entry marked done by name. One
 * completion, of the entry named; the story's own "交上去了" is the same deed told, not a second to-do.
 */
import type { Intent } from "./intent-types";

/** "X那条勾掉", "把X这项标成完成": the entry pointed at by its name, marked done. */
const MARK_ENTRY =
  /^(?:你)?(?:帮我|麻烦你?|请)?(?:把|将)?(.{2,12}?)(?:那条|这条|那项|这项|那个)(?:给我|帮我)?(?:勾掉|划掉|打勾|打钩|勾上|标(?:记)?(?:成|为)?(?:已)?完成)(?:吧|了|啦)?[。!！~～\s]*$/;

/** Whether the story and the name share a word of two characters (假条 of 交病假条). */
function sharesWord(story: string, name: string): boolean {
  for (let index = 0; index + 2 <= name.length; index += 1) {
    if (story.includes(name.slice(index, index + 2))) return true;
  }
  return false;
}

export function markedAfterStory(text: string): Intent | undefined {
  const clauses = text.trim().split(/[，,。；;！!]/).map((clause) => clause.trim()).filter(Boolean);
  if (clauses.length < 2) return undefined;
  const marked = MARK_ENTRY.exec(clauses[clauses.length - 1]);
  if (!marked || !sharesWord(clauses.slice(0, -1).join(""), marked[1])) return undefined;
  return { family: "task_edit", action: "complete", task: marked[1] };
}
