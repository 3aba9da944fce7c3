/**
 * An exam re-dated in clauses of its own (round 41, B): "教务刚改了高数期末，跨年那天上午九点考，帮我更新一下",
 * "离散考试被挪到平安夜了，下午两点，帮我改一下". The exam is named in one clause (with the news that it changed), its
 * new day and hour in the clauses after it, and the last asks the record put right; record_exam saves over the exam of
 * that name. Read whole, before the clauses are split: the day clause alone names no exam, and 改一下 alone reads as
 * a to-do's change.
 */
import type { Intent } from "./intent-types";
import { HOLIDAY_NAMES } from "@/lib/tasks/zh-anchored-days";
import { DAY_WORDS } from "./exam-statements";

/** Who changed it, then the exam: "教务刚改了高数期末", "离散考试被挪到平安夜了", "高数期末时间改了". */
const EXAM_CHANGED = new RegExp(
  "^(?:教务(?:处|系统)?|老师|学校|学院|学委|班长|辅导员)?(?:刚|刚刚|刚才|又)?(?:改了|调了|换了|通知)?(?:我的|我们)?" +
    "(\\p{Script=Han}{2,8}?)(?:的)?(期末考试|期中考试|期末|期中|考试)(?:的)?(?:时间|日子|日期)?(?:又|也)?(?:被)?" +
    "(?:(?:改|调|换|变|挪)(?:了|时间了)|(?:改到|挪到|调到|换到|推到|推迟到|延到|提前到|改成|改在)(.*?)(?:了)?)?$",
  "u",
);
const HOLIDAY = HOLIDAY_NAMES.join("|");
/** A clause of the new day or hour: "跨年那天上午九点考", "下午两点", "1月6号上午十点开考". */
const CLOCK = "(?:早上|上午|中午|下午|晚上|傍晚)?\\s*(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*(?:[:：]\\s*\\d{2}|点(?:半|\\d{1,2}分?|[一二三四五]十分?)?)|早上|上午|中午|下午|晚上";
const WHEN_CLAUSE = new RegExp(`^(?:改到|改成|挪到|调到|换到|是|在)?(?:(?:${DAY_WORDS.source})|(?:${HOLIDAY})(?:那天|当天)?|${CLOCK})+(?:开始)?(?:开考|考试?|开始)?(?:了)?$`, "iu");
/** "帮我更新一下", "帮我改一下", "记上", "同步一下": the record put right. */
const UPDATE_ASKED = /^(?:你|麻烦)?(?:帮我|给我)?(?:更新|改|修改|记|登记|同步|换)(?:一下|下|上|过来|过去)?(?:吧|哈|呗)?$/;
/** Rumours, wishes and questions change nothing. */
const NOT_NEWS = /要是|如果|假如|就好了|希望|但愿|可能|好像|听说|据说|不确定|[吗嘛？?]|会不会|是不是|能不能|可不可以/;

export function redatedInClauses(text: string): Intent | undefined {
  if (NOT_NEWS.test(text)) return undefined;
  const clauses = text.split(/[，,。；;！!]/).map((clause) => clause.trim()).filter((clause) => clause !== "");
  const named = clauses.length >= 2 ? EXAM_CHANGED.exec(clauses[0]) : null;
  const rest = clauses.slice(1);
  if (!named || !UPDATE_ASKED.test(rest.at(-1) ?? "")) return undefined;
  const said = rest.slice(0, -1);
  if (!said.every((clause) => WHEN_CLAUSE.test(clause))) return undefined;
  // "跨年那天上午九点": the hour after 那天 is the holiday's; the date reader takes the day and the hour side by side.
  const when = [named[3] ?? "", ...said].join("").replace(/(?:开始)?(?:开考|考试?)?(?:了)?$/, "").replace(/^(?:改到|改成|挪到|调到|换到|是|在)/, "").replace(/(?:那一?天|当天)(?=\S)/, "");
  if (when === "") return undefined;
  return { family: "exam_record", title: `${named[1]}${named[2]}`, when };
}
