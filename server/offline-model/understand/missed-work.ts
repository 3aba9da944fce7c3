/**
 * Re-planning what was missed, in the student's words (issue 23 #6): "把没完成的重新排一下", "落下的高数复习塞到下周",
 * "missed 的那些帮我 reschedule 一下".
 */
import { withoutAwayReasons } from "./away-reasons";
import { englishReplan } from "./checkin-english";
import type { Intent } from "./intent-types";
import { keptOut } from "./kept-out";
import { scheduleOptions } from "./schedule-options";
import { rangeWords } from "./schedule-words";

// "下雪耽搁了的两节", "没赶上的复习": held up on the way, missed all the same.
// "没练的那几次", "没弹的两节": practice not done (an art or music student's study) is missed like any other.
// "上禮拜沒讀完的", "没刷完的": a reading or a set of problems not got through is missed study too; so is one never
// got to ("之前沒讀到的那些").
// "监考占掉的那几节", "被班会占了的复习": blocks something else took are missed all the same.
const MISSED = /(?:占|占用|挤)(?:掉|了|走)了?的(?=[^，,。]{0,4}(?:复习|学习|节|块|那些|那几))|没(?:练|弹|画|跳|唱|背)(?:过|习|琴)?的|耽误(?:了|掉)?的|耽搁(?:了|掉)?的|没赶上的|没完成|未完成|未做|没做完?|没(?:读|刷|看|学|背)完|没(?:读|看|学|复习|刷)到(?=的|那)|skip|落下|落了|(?<![段角部院])落的|漏掉|漏了|漏的|漏下|没复习|错过|欠下?的|欠了|^欠(?=的|下)|没学|没打卡|鸽(?:了|掉)的?|翘掉|没去的|没看的|missed|skipped/i;
// "推进到哪一章了" is how far a plan has come: 推进 places nothing unless a time follows ("推进下周").
// "没做的这周内补完": made up within a stretch, not told as made up (补完了), is the re-plan asked; "欠的复习债还一下"
// pays the missed work back.
// "落下的帮我补": 补 asked of the planner, bare at the end, is the re-plan too; so is "落下的先补离散的".
export const REPLAN =
  /重新(?:排|安排|规划|计划|分配)|补(?:上|排|回来|回|一下|起来|到|进)|补(?:完|齐)(?![了啦咯])|(?<=落下的|没做的|漏掉的)(?:先|只|就)补(?=[\u4e00-\u9fff])|(?:慢慢|赶紧|尽快|抓紧|一点点|帮我|给我|替我)补(?:吧|呗|哈)?(?=$|[，,。！!~～\s])|还(?:上|回来|一下|掉|清)|再排|重排|往后(?:排|挪|推|延|塞|放|补)|^补(?=落下|落了|漏|没|欠)|先排能排的|能排的先排|(?:挪|移|推)到后面|顺延|延后|(?:挪|移|排|放|安排|塞)(?:到|进|在|回)|往(?:下下?|这|本)?(?:周|个?星期|个?礼拜)[^，,。！!？?]{0,4}?(?:排|放|挪|移|安排|补|塞)|推(?:到|在|回)|推进(?=下|这|本|周|明|后)|找(?:个)?时间(?:补|做|学|排)|(?:重新|另外?|再)找(?:个|一个)?(?:时间|空)|换(?:个|一个)时间|(?:安)?排一下|补一补|补补|追回来|(?:捡|拾|捞)回来|咋办|怎么办|[咋怎]么处理|re-?schedule|re-?plan/i;
// "能补多少先补多少", "能赶多少就赶多少": the 先 / 就 between the halves says the same.
const AS_MUCH_AS_FITS = /能?(\p{Script=Han})多少(?:先|就|再)?\1多少/gu;
/** "能补多少补多少", "能追多少先追多少": catching up as far as it fits is itself the re-plan asked for. */
const CATCH_UP_AS_FITS = /能?(?:补|追|赶|排|塞|放|安排)多少(?:先|就|再)?(?:补|追|赶|排|塞|放|安排)多少/;
/** "这周能放多少放多少": the stretch said before as much as fits is where the missed work goes. */
const FITS_INTO = /([^，,。！!？?]{1,8}?)能?(?:补|追|赶|排|塞|放|安排)多少/;
/** "…排到下周", "…补到周末": the words after the verb that places the missed work. */
// "往下周排", "往这周末挪": 往 before the stretch places the work there as 排到 after it does.
const PLACED_INTO = /(?:(?:排|放|挪|移|安排|补|塞)(?:到|进|在|回)|往(?=(?:下下?|这|本)?(?:周|个?星期|个?礼拜)[^，,。！!？?]{0,4}?(?:排|放|挪|移|安排|补|塞)))([^，,。！!？?]+)/;
const PLACED_INTO_ALL = new RegExp(PLACED_INTO.source, "g");
/** "把没做完的作业排到明天" places to-dos, not missed study. */
const TODO_ONLY = /作业|待办|任务|事项|报告|论文/;

/**
 * "只把线代落下的重新排", "高数没做完的那些补上": the class named before the missed work, the only one re-planned; a
 * time ("这周落下的", "之前没做的") names none.
 */
const MISSED_OF_CLASS = /^(?:只|就)?(?:帮我)?(?:只)?(?:把|将)?(?:只)?(\p{Script=Han}{2,8}?)(?:的|那门|这门|那块)?(?:落下|落了|没做完?|没(?:读|刷|看|学|背)完|没完成|漏掉|欠下)的/u;
// A time, or the verb of re-planning before its object ("重新安排没做的"), names no class.
// "落下的那几节复习": which blocks, pointed at, is no class either.
// "生病落下的", "请假没上的": why it was missed names no class either; nor does its weekday ("周四没做的那块").
// "把我落下的": the student (after a 把 the class reader let go) is no class; nor is anything round a 把 ("要不要把", "下周把上周").
const NOT_A_CLASS = /^(?:把|将)?(?:(?:上|这|本)?(?:周|星期|礼拜)[一二三四五六日天末]|生病|感冒|发烧|住院|请假|出差|回家|比赛|实习|打工|这周|上周|本周|今天|昨天|前天|最近|之前|以前|前几天|这几天|那些|这些|[那这]个$|.*把|所有|全部|我|重新|安排|排|补|再|帮|[那这](?:几|两|一)?(?:节|块|次))/;

/** "落下的离散复习塞到周六": the class after the missed words, said as its study. */
const MISSED_CLASS_AFTER = /(?:落下|落了|没做完?|没(?:读|刷|看|学|背)完|没完成|漏掉|欠下?)的(\p{Script=Han}{2,8}?)(?:的)?(?:复习|学习)/u;

function missedClass(text: string): string | undefined {
  // "离散那边落下的先别动，概率论漏掉的几块帮我重新塞进下周": the class is the one in the clause that asks the re-plan,
  // not one held back before it.
  const asked = text.split(/[，,。；;]/).map((clause) => clause.trim()).find((clause) => MISSED.test(clause) && REPLAN.test(clause));
  const said = asked ?? text;
  const subject = MISSED_OF_CLASS.exec(said)?.[1] ?? MISSED_CLASS_AFTER.exec(said)?.[1];
  return subject && !NOT_A_CLASS.test(subject) ? subject : undefined;
}

/** "只补离散", "就补概率论那部分吧", "先排离散的": the answer to "都补吗？" that keeps one class. */
const ONE_CLASS_ANSWER = /^(?:只|就|光|先)(?:补|排|安排|要|弄)?(\p{Script=Han}{2,8}?)(?:的|那部分|那块|那门)?(?:吧|就行|就好)?[。!！\s]*$/u;

/** The one class an answer to a question of the re-plan narrows it to; undefined when it keeps them all. */
export function answeredClass(answer: string): string | undefined {
  const subject = ONE_CLASS_ANSWER.exec(answer.trim())?.[1];
  return subject && !NOT_A_CLASS.test(subject) && !/^[都全两]/.test(subject) ? subject : undefined;
}

function fitsInto(text: string): string | undefined {
  const before = FITS_INTO.exec(text)?.[1];
  return before === undefined ? undefined : rangeWords(before);
}

/**
 * "这周做实验落下的复习，下周帮我补回来": a time said in the clause that asks for the re-plan, apart from the missed
 * work's own clause, is where the work goes; in the missed words' clause ("这周落下的补上") it says when it was missed.
 */
function replanClauseRange(text: string): string | undefined {
  const all = text.split(/[，,。；;！!]/);
  const clauses = all.filter((clause) => REPLAN.test(clause) && !MISSED.test(clause));
  return clauses.map((clause) => rangeWords(clause)).find((words) => words !== undefined) ?? all.map(rangeBeforeVerb).find((words) => words !== undefined) ?? rangeAlone(text);
}

/**
 * "欠的复习这周末还上", "没做的那些下周补上": in the missed words' own clause, a stretch said after them and right before
 * the verb is where the work goes; one before them ("这周落下的补上") says when it was missed.
 */
function rangeBeforeVerb(clause: string): string | undefined {
  const missed = MISSED.exec(clause);
  if (!missed) return undefined;
  const after = clause.slice(missed.index + missed[0].length);
  const verb = REPLAN.exec(after);
  return verb ? rangeWords(after.slice(0, verb.index)) : undefined;
}

/** "下周之内搞定", "这周末前补完": the stretch the missed work is to be done within, said as a deadline of its own. */
const DONE_WITHIN = /(?:之内|以内|内|前|之前)?(?:都)?(?:要|得)?(?:搞定|弄完|补完|做完|完成|补齐|清掉)$/;

/** "没做的重排 下周", "落下的补一下，这周末": the range said alone after the re-plan, a clause (or a space) of its own. */
function rangeAlone(text: string): string | undefined {
  // A space parts two Chinese clauses; between English words it is only a space.
  const clauses = text.split(/[，,。；;！!]+\s*|(?<=\p{Script=Han})\s+(?=\p{Script=Han})/u).slice(1);
  return clauses
    .map((clause) => clause.replace(/(?:吧|呗|哈|啊)$/, "").replace(DONE_WITHIN, ""))
    .find((clause) => clause !== "" && rangeWords(clause) === clause);
}

/**
 * "没做的重排 下周", "落下的补上 这个周末": a terse command with the range set off by a space after the request, as a
 * field of its own; the missed words before it say nothing of when.
 */
function trailingRange(text: string): string | undefined {
  // Chinese on both sides of the space: an English sentence ("…missed to the weekend") is spaced word by word.
  const last = /\p{Script=Han}\s+(\p{Script=Han}[^\s，,。；;！!]{1,7})[。!！\s]*$/u.exec(text)?.[1];
  return last === undefined || MISSED.test(last) || REPLAN.test(last) ? undefined : rangeWords(last);
}

/**
 * "我明天要把落下的都补上": a time still ahead, said before the missed words, cannot be when they were missed — it is
 * when they are made up ("这周落下的补上" says when they were missed).
 */
function aheadOfMissed(text: string): string | undefined {
  const missed = MISSED.exec(text);
  const words = missed ? rangeWords(text.slice(0, missed.index)) : undefined;
  return words && /^(?:明|后天|下)/.test(words) ? words : undefined;
}

/** "把没完成的重新排一下", "把落下的补上", "missed 的那些帮我 reschedule 一下". */
export function readReplan(text: string): Intent | undefined {
  // "能塞多少塞多少", "能排多少排多少": as much as fits, which asks no question.
  // "这周哪天最空好补一补": which day is asked; the making up is what the answer is for.
  if (/[?？吗]$|哪些|多少|哪(?:一)?天(?:最|比较|更)?(?:空|闲|有空)/.test(text.replace(AS_MUCH_AS_FITS, "")) && !/^能|能(?:把|帮|不能)|可以|可不可以|帮我|\b(?:can|could|would|please)\b/i.test(text)) return undefined;
  if (TODO_ONLY.test(text) && !/复习|学习|打卡|节/.test(text)) return undefined;
  if ((MISSED.test(text) && (REPLAN.test(text) || CATCH_UP_AS_FITS.test(text))) || englishReplan(text)) {
    // "没做完的排到下周": the range the missed work is put into.
    // "把落下的补回来吧，排到这个周末": the placing verb that names a range, not the first one.
    const range = [...text.matchAll(PLACED_INTO_ALL)].map((into) => rangeWords(into[1])).find((words) => words !== undefined) ?? fitsInto(text) ?? replanClauseRange(text) ?? trailingRange(text) ?? aheadOfMissed(text);
    // "落下的补上，但离散的先不补": a class held back is kept out, and is no class of the re-plan.
    const { names: exclude, rest } = keptOut(text);
    const subject = missedClass(rest);
    // "周三我还要去医院复查，那天空出来": the day a reason names, pointed back at, is the day kept free.
    const { dailyCap, allowPartial, daysOff, keepFree } = scheduleOptions(withoutAwayReasons(text)).options;
    return {
      family: "replan_missed",
      ...(range ? { range } : {}),
      ...(subject ? { subject } : {}),
      ...(dailyCap !== undefined ? { dailyCap } : {}),
      ...(allowPartial ? { allowPartial } : {}),
      ...(daysOff ? { daysOff } : {}),
      ...(keepFree ? { keepFree } : {}),
      ...(exclude.length > 0 ? { exclude } : {}),
    };
  }
  return undefined;
}

/**
 * "上周打卡没做的那几节，挪到下周补上", "落下的那些，帮我排进周末": the missed blocks named alone as the topic, the move
 * asked in the clause after — one re-plan, before a split reads the topic as a check-in of blocks skipped.
 */
const MISSED_TOPIC = /^[^，,；;。]{0,8}?(?:没做|没完成|没打卡|没复习|没学|落下|漏掉|欠下?)的(?:那|这)?(?:几|些|两|三)?(?:节|块|个|次)?(?:复习|学习)?[，,；;]\s*(?:都|就|全)?(?:帮我|给我)?(?:都)?(?:挪|移|排|放|安排|塞|补)/;

export function missedThenReplanned(text: string): Intent | undefined {
  return MISSED_TOPIC.test(text) ? readReplan(text) : undefined;
}
