/**
 * A to-do marked done by mistake and asked back ("交班费其实还没交，帮我改回未完成", "PPT那个我勾早了", "wait, 取快递 isn't
 * actually done"): one request however many clauses it takes to say so.
 */
import type { Intent } from "./intent-types";
import { CLOSING_SIGH, QUESTION_WORDS, withTask } from "./task-edit-words";
import { mismarkedDone } from "./mismarked-done";
import { englishReopen } from "./reopen-english";
import { reworkedTodo } from "./reworked-todos";
import { complainedAbout, withoutDoneComplaint } from "./done-complaints";

// "错题本其实还没整理完，改回没完成": any short verb phrase may follow 没 before the clause that reopens it.
// "四级真题那个弄错了，其实还没做，改回来": a mistake owned, the thing not done, then back.
const REOPEN_BACK =
  /^(.+?)(?:(?:那个|这个)?(?:弄错了|搞错了|标错了|点错了))?[，,\s]*(?:其实)?(?:还没|没有|没)[^，,。？?]{0,6}[，,\s]*(?:麻烦你?|请你?)?(?:帮我)?(?:改回来|改回去|恢复一下|恢复过来|标回来)/;
/**
 * "交班费那个点错了 还没交呢": a mistaken mark owned, and the thing not done yet, or a part of it ("其实PPT还没做").
 */
const REOPEN_MISTAKE = /^(?:我)?(.+?)(?:那个|这个|那条|这条)?(?:我)?(?:(?:点|弄|标|搞|勾|按)错(?:成)?(?:已?完成)?了)[，,\s]*(?:其实|实际上)?[^，,。？?]{0,6}?(?:还没|没有|并没有|没|还差|还剩)/;
/** "读书报告那条我点错成完成了": the mark itself owned as wrong says the to-do is not done, whatever follows. */
const REOPEN_MARKED_WRONG = /^(?:我)?(.+?)(?:那个|这个|那条|这条)?(?:我)?(?:点|弄|标|搞|勾|按)错成(?:了)?(?:已)?完成/;
/**
 * "英语作文那个还没写，是我点错了", "PPT那个我勾早了，还得改": the truth said first and the mistaken mark owned after
 * it, or a mark made too early, which asks for the to-do back whatever follows.
 */
// "X其实未交，刚才按错了完成": 未 is 没 written formally (as Hong Kong students do), the slip a moment ago, the mark after.
const REOPEN_OWNED_AFTER =
  /^(?:我)?(.+?)(?:那个|这个|那条|这条)?\s*(?:其实)?(?:还没|没有|并没有|没|还未|未)[^，,。？?]{0,6}[，,\s]+(?:是)?(?:我)?(?:刚才|刚刚)?(?:我)?(?:(?:点|弄|标|搞|勾|按)错(?:成)?(?:已?完成)?了)/;
/**
 * "四级真题那条我误点成完成了，其实一道都还没做", "策划案那个不小心勾掉了，还没写完呢": the slip (误, 不小心, 手滑) names
 * the mark as a mistake, and the thing not done after it says the to-do is open again.
 */
const REOPEN_SLIPPED_MARK =
  /^(?:我)?(.+?)(?:那个|这个|那条|这条)?\s*(?:我)?(?:刚才|刚刚)?(?:误|不小心|手滑)(?:点|标|勾|按|打勾)(?:成|了|掉了|掉|上了)?(?:已?完成)?(?:了)?[，,\s]+(?:其实|实际上|但|可)?[^，,。？?]{0,6}?(?:还没|没有|并没有|没|才|还差|还剩)/;
const REOPEN_EARLY = /^(?:我)?(.+?)(?:那个|这个|那条|这条)?\s*(?:我)?(?:标|点|勾|打勾|标记)(?:得|的)?(?:太|有点)?早了/;
/**
 * "物理实验报告 误点完成了，改回未完成", "实验报告其实我还没写完，然后刚才不小心点了完成，帮我改回来",
 * "四级真题那个 task 其实没做完，mark 回 not done": the slip or the truth, then anything, then back.
 */
const REOPEN_SLIP =
  /^(?:我)?(.+?)\s*(?:那个|这个)?\s*(?:task|任务|待办)?\s*[，,\s]*(?:其实(?:我)?(?:还)?没|误点|(?:刚才|刚刚)?不小心(?:点|标|勾)|手滑)[^]*?(?:改回|恢复|撤销|撤回|标回|mark\s*回|mark\s+(?:it\s+)?(?:as\s+)?(?:not done|undone|unfinished))/i;
/** "wait, 取快递 isn't actually done, can you mark it as not done": the English for the same. */
const REOPEN_ENGLISH =
  /^(?:(?:wait|oh|oops|sorry|actually|hmm)[,!\s]+)*(.+?)\s+(?:isn'?t|is not|wasn'?t|was not)\s+(?:actually\s+|really\s+)?(?:done|finished|complete|completed)\b|^(?:please\s+)?(?:mark|set)\s+(.+?)\s+(?:as\s+)?(?:not done|undone|unfinished|incomplete)[.!\s]*$/i;
/**
 * "actually the electricity payment bounced, mark it not done", "the lab report got sent back, can you set it to
 * unfinished": what happened to the to-do first, then "it" marked back, which points at the to-do named before it.
 */
const REOPEN_ENGLISH_STORY =
  /^(?:(?:wait|oh|oops|sorry|actually|hmm|ugh|so)[,!\s]+)*(?:the\s+|my\s+)?(.+?)\s+(?:bounced|failed|fell through|(?:didn'?t|did not) go through|got (?:rejected|returned|sent back|bounced)|was (?:rejected|returned|sent back)|came back)\b[^.!?]*?[,;.\s]+(?:so\s+)?(?:(?:can|could) you\s+|please\s+)?(?:mark|set|put)\s+it\s+(?:back\s+)?(?:(?:as|to)\s+)?(?:not done|undone|unfinished|incomplete|not finished|open)\b/i;
/**
 * "撤回完成状态：交实验报告（助教打回来了）", "取消完成：背单词": the label of a form first, then the to-do; a remark in
 * brackets after it is no part of its name.
 */
const REOPEN_LABEL =
  /^(?:撤回完成状态|撤回完成|撤销完成(?:状态)?|取消完成(?:状态)?|取消已完成|改回未完成|恢复(?:成|为)?未完成|标(?:记)?为未完成)\s*[：:]\s*(.+?)\s*(?:[（(][^）)]*[)）])?[。！!\s]*$/;
/** "把交班费标记回未完成": marked back. */
// "…，先改回未完成": 先 / 就 / 再 before the verb is no part of the name.
const REOPEN_MARKED = /^(?:请你?|麻烦你?)?(?:麻烦你?|请你?)?(?:帮我)?(?:把|将)?([^，,。]+?)(?:先|就|再)?(?:标记回|标回|改回|设回|恢复成?|恢复为)(?:未完成|没完成)/;
/** "读书笔记其实还没写完，别算我完成": the thing not done yet, and the mark asked not to count. */
const REOPEN_NOT_COUNTED =
  /^(?:我)?(.+?)(?:那个|这个|那条|这条)?\s*(?:其实|实际上)(?:我)?(?:还没|没有|并没有|没)[^，,。？?]{0,6}[，,\s]+(?:先)?(?:别|不要|不能|不该)(?:给我|帮我)?算(?:我)?(?:已经?)?(?:完成|做完)/;
/**
 * "综述那条先别算完成，导师说格式不对", "线代作业没交上，别给我算完成": the mark asked not to count, said as a
 * take-back with or without the reason; whatever follows (the reason) is no part of the name.
 */
const NOT_COUNTED_TAKE_BACK =
  /^(?:我)?(.+?)(?:那条|那个|这条|这个)?(?:(?:其实|还)?(?:没交上|没交|没做完|没写完|没弄完|没过|被打回来了?|被退回来了?))?[，,\s]*(?:先)?(?:别|不要|不能|不该)(?:给我|帮我)?(?:算|标|记)(?:我|成|为)?(?:已经?)?(?:完成|做完)(?:了)?(?:[，,。！!\s]|$)/;
/**
 * "不是交了，是还没交，物理实验报告那个你给我改回来": the mark put right as "not X, but Y" before the to-do is named
 * (the normaliser leaves "还没交，物理实验报告那个你给我改回来").
 */
const NOT_DONE_CORRECTED =
  /^(?:不是(?:已经)?[^，,。]{1,4}了[，,\s]*(?:是|其实)?)?(?:其实)?(?:还没|没)[^，,。]{1,4}[，,\s]*(.+?)(?:那个|这个|那条|这条)?\s*(?:你)?(?:给我|帮我)?(?:改回来|改回去|恢复一下|标回来|改回未完成)/;
/** "实验报告被打回来了，改回未完成": what happened in the first clause, the reopening in the second. */
const REOPEN_CLAUSE =
  /^(?:把|将)?([^，,。]+?)\s*(?:被[^，,。]*|其实[^，,。]*|好像[^，,。]*|还没[^，,。]*|没[^，,。]*|误点[^，,。]*|不小心[^，,。]*|手滑[^，,。]*)?[，,\s]+(?:麻烦你?|请你?)?(?:帮我)?(?:先|就|再)?(?:标记回|标回|改回|设回|恢复成?|恢复为|标成|标为|改成|改为)(?:未完成|没完成)/;
// "班费还没交，刚搞错了，改回未完成": the slip owned in a clause of its own between the truth and the reopening.
const REOPEN = /^(.+?)(?:其实|还)?(?:还没|没有|没)[^，,。？?]{0,8}?(?:[，,\s]+(?:是我|我)?(?:刚才?|刚刚)?(?:弄|搞|标|点|勾|按)错了)?[，,\s]*(?:麻烦你?|请你?)?(?:帮我|给我|替我)?(?:改回|改成|改为|恢复成?|标记为|标记成|标为|标成|设为|设成)?(?:未完成|没完成)|^(.+?)[，,\s]*(?:那个|这个)?(?:还没做|还没交)?[，,\s]*(?:撤销|撤回|取消|撤掉|去掉)(?:一下)?(?:它的|的)?(?:已完成|完成)(?:状态|标记)?/;

/**
 * "刚才说错了，英语四级那套题我只做了阅读，还没做完呢。之前标成完成的帮我改回来": the thing said not done, then the one
 * "marked done before" asked back — which is that thing, not a to-do named 之前.
 */
const NAMED_THEN_MARKED_BACK =
  /^(?:[^，,。]*?(?:说错了|搞错了|弄错了|记错了)[，,\s]*)?(\p{Script=Han}{2,10}?)(?:那套题|那套|那个|这个|那条|这条)[^。]*?(?:还没|没)[^。，,]{0,4}?(?:呢|啊|呀)?[。，,\s]+(?:之前|刚才|刚刚)?(?:被)?(?:标成|标了|标记成|标记为|点成|勾成|勾了)(?:已)?完成的?(?:那个|那条)?[，,\s]*(?:帮我|给我|麻烦)?(?:改回来|改回去|恢复|改回未完成|撤销)/u;

/** The reopening of a thing said not done and then asked back as "the one marked before", read before a story's last sentence alone. */
export function namedThenMarkedBack(text: string): Intent | undefined {
  const named = NAMED_THEN_MARKED_BACK.exec(text.trim());
  return named ? withTask("reopen", named[1]) : undefined;
}

/** The reopening the message asks for, or undefined. */
export function detectReopen(text: string): Intent | undefined {
  // "…可以帮我改回未完成吗？": a polite question that asks for the change is the request itself.
  // "…，为什么显示完成了？改回未完成": the complaint beside the request asks nothing (done-complaints.ts).
  const trimmed = withoutDoneComplaint(text.trim()).replace(CLOSING_SIGH, "").replace(/(?:可以|能不能|可不可以|能)(帮我|请你)?((?:改回|恢复|标回|撤销)[^？?]*?)吗[？?。!！\s]*$/, "$1$2");
  if (QUESTION_WORDS.test(trimmed)) return undefined;
  const complained = complainedAbout(text);
  if (complained && /改回|恢复|标回|撤销|撤回/.test(trimmed)) return withTask("reopen", complained);
  // "手滑点了确认，其实还没想好，怎么撤回": 确认 is the plan card's button; the plan is taken back (undo-intent.ts).
  if (/(?:点|按)(?:了|到)?(?:一下)?确认(?!完成|已完成)/.test(trimmed)) return undefined;
  // "X刚才点成完成了，其实没学完": the slip owned; a study block's check-in is put right instead of a to-do reopened.
  const mismarked = mismarkedDone(trimmed);
  if (mismarked) return mismarked;
  // "I marked 错题本 done by mistake, it's not finished yet": the English slip, read in parts (reopen-english.ts).
  const english = englishReopen(trimmed);
  if (english) return english;
  // "X被助教打回来重写了，改回没做完": what happened to the to-do, told before or instead of the asking.
  const reworked = reworkedTodo(trimmed);
  if (reworked) return reworked;
  const reopen = NAMED_THEN_MARKED_BACK.exec(trimmed) ?? REOPEN_LABEL.exec(trimmed) ?? REOPEN_NOT_COUNTED.exec(trimmed) ?? NOT_DONE_CORRECTED.exec(trimmed) ?? NOT_COUNTED_TAKE_BACK.exec(trimmed) ?? REOPEN_MARKED.exec(trimmed) ?? REOPEN.exec(trimmed) ?? REOPEN_BACK.exec(trimmed) ?? REOPEN_CLAUSE.exec(trimmed) ?? REOPEN_MISTAKE.exec(trimmed) ?? REOPEN_MARKED_WRONG.exec(trimmed) ?? REOPEN_SLIPPED_MARK.exec(trimmed) ?? REOPEN_OWNED_AFTER.exec(trimmed) ?? REOPEN_EARLY.exec(trimmed) ?? REOPEN_SLIP.exec(trimmed) ?? REOPEN_ENGLISH_STORY.exec(trimmed) ?? REOPEN_ENGLISH.exec(trimmed);
  return reopen ? withTask("reopen", reopen[1] ?? reopen[2]) : undefined;
}
