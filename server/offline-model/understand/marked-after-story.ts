/**
 * "报名表填好交上去了，交报名表那条勾掉": the story of doing a thing, then its entry marked done by name. One
 * completion, of the entry named; the story's own "交上去了" is the same deed told, not a second to-do.
 */
import type { Intent } from "./intent-types";
import { HANDED_ON, ROLE } from "./task-edit-words";

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

/**
 * "学委刚催了体测表，我已经交了，帮我标记一下，然后…": someone urged a thing, the student did it, and asks it marked —
 * the thing is the one urged; a request after 然后 is a second part.
 */
const URGED_DONE_MARK =
  /^(?:班长|老师|辅导员|学委|室友|舍友|组长|部长|助教|社长)(?:刚|刚刚|刚才|又|今天)?(?:催了?|提醒了?|问了?)(?:我)?(?:交|缴|填|写)?([^，,。]{2,8}?)[，,]\s*(?:我)?(?:已经|早就|刚)?(?:交|缴|填|弄|做|办|写)(?:完|好)?了[，,]\s*(?:麻烦|帮我|请|你)?(?:帮我)?(?:标记|勾掉|标一下|打个?勾|标成完成)(?:一下|完成)?(?:吧)?(?:[，,]\s*(?:然后|再|顺便)*(.+))?$/;

function urgedDoneMarked(text: string, detect: (part: string) => Intent): Intent | undefined {
  const said = URGED_DONE_MARK.exec(text.trim());
  if (!said) return undefined;
  const done: Intent = { family: "task_edit", action: "complete", task: said[1].trim() };
  if (said[2] === undefined) return done;
  const next = detect(said[2]);
  return next.family === "unknown" || next.family === "small_talk" ? done : { family: "compound", parts: [done, next] };
}

/** "那条待办就删了吧", "这个任务也删掉吧": a to-do dropped by pointing at the thing the clause before names. */
const POINTED_DROP = /^(?:那|这)(?:条|个|项)(?:待办|任务)?(?:就|也|直接|可以)?(?:帮我|给我)?(?:删了|删掉|删除|去掉|不要了)(?:吧|了|啦)?$/;
/**
 * "迎新晚会的策划案部长说交给别人写了", "读书会的海报交给学妹做了": the thing, then who said what became of it or who it
 * went to — handed on, never done by the student.
 */
const THING_THEN_NEWS = new RegExp(`^(\\p{Script=Han}[^，,]{1,15}?)(?:${ROLE}(?:说|讲|通知)|${HANDED_ON})`, "u");

/** The to-do dropped by a sentence that names it, then points back at it to delete it; undefined for any other. */
export function pointedDrop(sentence: string): Intent | undefined {
  const clauses = sentence.trim().replace(/[。！!~～\s]+$/u, "").split(/[，,]/).map((clause) => clause.trim()).filter(Boolean);
  if (clauses.length < 2 || !POINTED_DROP.test(clauses[clauses.length - 1])) return undefined;
  const thing = THING_THEN_NEWS.exec(clauses[clauses.length - 2])?.[1];
  return thing ? { family: "task_edit", action: "delete", task: thing } : undefined;
}

export function markedAfterStory(text: string, detect: (part: string) => Intent = () => ({ family: "unknown" })): Intent | undefined {
  const urged = urgedDoneMarked(text, detect) ?? pointedDrop(text);
  if (urged) return urged;
  const clauses = text.trim().split(/[，,。；;！!]/).map((clause) => clause.trim()).filter(Boolean);
  if (clauses.length < 2) return undefined;
  const marked = MARK_ENTRY.exec(clauses[clauses.length - 1]);
  if (!marked || !sharesWord(clauses.slice(0, -1).join(""), marked[1])) return undefined;
  return { family: "task_edit", action: "complete", task: marked[1] };
}
