/**
 * Scheduling asked for without the usual verbs of placing: "别的待办这周都排了吧" (排了 told to be done, where "都排了吗"
 * asks), "这周的复习给我整起来" (get it going), "离散复习这周能挤多少挤多少" (as much as fits), "那就周六把X做了"
 * (when to do it, decided), "X分三次写完，下周内" (the sittings it takes). Read after the plain
 * scheduling words, so a request they already read is theirs.
 */
import { withoutAwayReasons } from "./away-reasons";
import type { Intent } from "./intent-types";
import { withoutPassingJudgement } from "./judged-names";
import { keptOut, onlyKeptIn } from "./kept-out";
import { detectScheduleRequest, scheduleIntentOf } from "./schedule-intents";
import { rangeWords } from "./schedule-words";
import { besideCourse } from "./course-slots";

const TERSE_CUES: readonly RegExp[] = [
  /(?:都|全|全都|统统|一起)(?:给我|帮我)?排(?:上|掉)?了?(?:吧|呗)/,
  // "一周之内把英语复习全排了": with a bound on the stretch, 都排了 is told to be done (no 吧 needed).
  /(?:之内|以内|内)[^，,。？?]*?(?:都|全|全都|统统)(?:给我|帮我)?排(?:上|掉|完)?了[。！!～~]*$/,
  /(?:复习|学习|计划|待办)[^，,。？?]{0,4}?(?:给我|帮我)?(?:整|搞|弄|安排)起来/,
  // "读书报告分三次写完，下周之内": the sittings it is to be done in, with the stretch to plan them into.
  /分成?[一两二三四五六七八九十\d]{1,2}次(?:做|写|学|复习|弄|刷|排|搞|看)/,
  // "下周的复习照排", "这周照常安排": planned as usual (with a range, checked below).
  /照(?:常|旧|样)?(?:给我|帮我)?(?:排|安排)(?!在|到|进)/,
  // "这周找空给我排了": 给我排了 with a stretch orders the plan (not "你帮我排了", told; not "排了吗", asked).
  /(?<!你)(?:给我|帮我)(?:排|安排)(?:上|掉|进去)?了(?:吧|呗)?(?=[，,。！!～~\s]|$)/,
  // "能塞多满塞多满": as full as it goes.
  /能(?:塞|挤|放|排|安排)(?:进去|下|得)?(?:多少|几个|几节|多满)(?:就)?(?:塞|挤|放|排|安排)(?:得)?(?:多少|几个|几节|多满)/,
];

/**
 * "那就周日下午把真题刷了", "干脆明晚把报告写了吧": deciding when to do it (了 is an order here, nothing is done). The
 * lead and the verb are how, not what: the subject is what 把 names.
 */
const DECIDED_WHEN =
  /^(?:那就|那么就|那|干脆|那干脆|就)([^，,。把]{0,4}(?:周|星期|礼拜|今|明|后天|上午|下午|晚上|早上|中午)[^，,。把]{0,6}把[^，,。]+?)(?:弄|做|写|搞|刷|看|背|复习|整理|解决|过)(?:一遍|一下)?了(?:吧|呗)?[。！!～~]*$/;

/** A scheduling request said by one of the terse cues, with a range to plan into; undefined otherwise. */
export function detectTerseScheduleRequest(text: string): Intent | undefined {
  const decided = DECIDED_WHEN.exec(text);
  if (decided && rangeWords(decided[1]) !== undefined) return scheduleIntentOf(decided[1]);
  // "下周三思政课里塞个X", "体育课下了以后接着放X": put in or beside a course's meeting, the verb bare.
  const beside = besideCourse(text, scheduleIntentOf);
  if (beside) return beside;
  if (!TERSE_CUES.some((cue) => cue.test(text)) || rangeWords(text) === undefined) return undefined;
  return scheduleIntentOf(text);
}

/** "这周把待办都排了": everything planned, told as done; beside a clause that keeps something out, it is a request. */
const ALL_PLANNED = /(?:都|全|全都|统统)(?:给我|帮我)?(?:排|安排)(?:上|掉|好|进去)?了?[。！!～~]*$/;

/**
 * A scheduling request with something kept out ("这周的待办都排了，四级真题留着", "除了错题本都排上"): the rest of it
 * asks for the plan, and the names kept out go with it. Read before the notes and the edits, which would take
 * "X先不排" for taking a block off or the whole for a reminder.
 */
export function detectKeptOutRequest(text: string): Intent | undefined {
  // "除了策划案都先别排": all but one held back, so the plan is for that one alone.
  const only = onlyKeptIn(text);
  const range = rangeWords(text);
  if (only) return { family: "schedule", hints: only, wantsAll: false, ...(range ? { range } : {}) };
  // "周三我要监考，那天别排": the days the reason named, kept free, are no name kept out.
  const kept = keptOut(withoutAwayReasons(withoutPassingJudgement(text)));
  if (kept.names.length === 0 || kept.rest === "") return undefined;
  const asked =
    detectScheduleRequest(kept.rest) ?? detectTerseScheduleRequest(kept.rest) ?? (ALL_PLANNED.test(kept.rest) && rangeWords(kept.rest) ? scheduleIntentOf(kept.rest) : undefined);
  // "周三周五晚上要去做家教，这两个晚上别给我排": the times just said, pointed at again, are kept free, no name kept out.
  const names = kept.names.filter((name) => !TIMES_POINTED.test(name));
  return asked?.family === "schedule" ? { ...asked, ...(names.length > 0 ? { exclude: names } : {}) } : undefined;
}

const TIMES_POINTED = /^(?:这|那)(?:两|几|一|三)?个?(?:晚上|上午|下午|早上|中午|天)$/;
