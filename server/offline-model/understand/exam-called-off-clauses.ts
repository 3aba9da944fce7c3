/**
 * An exam called off in clauses of its own (round 41, B): "那个离散的期末 嗯 取消了 不考了 给我删了", "我申请的高数
 * 缓考批下来了，1月4号那场不用去了", "日语N2我退考了，考试里那条去掉", "高数期末改成交大作业了，不考了，帮我从考试列表
 * 里删掉". One clause names the sitting, one says it is off (in any of the ways a student has: 取消, 不考, 退考, 免考,
 * 缓考批下来, 作废, 不用去了), and the rest only say what replaces it or ask it gone from the exams. Read whole, before
 * the clauses are split: the deletion alone names no exam, and 删了 / 去掉 would read as a to-do's.
 *
 * A story may come first ("今天班会说了一堆事，…，最重要的是概率论期末取消了…，你把那场考试删了吧"): the clauses from
 * the one that names the sitting on must all be of those kinds. Someone else's exam ("隔壁班的高数期末取消了") and a
 * question or a wish are news, never this.
 */
import type { Intent } from "./intent-types";
import { namesExam } from "./exam-words";
import { KEPT_SORT, LESSER_SORT, SAID_BY_AFTER, SOMEONE_ELSES } from "./exam-cancelled";

/** Words that say the sitting is off; each says of itself that the thing was an exam. */
const OFF =
  /(?:临时|突然|直接|已经|正式)?(?:被)?(?:取消(?:掉|考试)?了|不(?:用|必)?(?:去)?(?:考场)?考(?:试)?了|退考了?|弃考了?|(?:办|申请)(?:了|下来了)?免考|免考了|作废了|没了|缓考(?:申请)?(?:批下来了|批了|通过了|申请下来了)|(?:那场|这场)?(?:不用|不必|用不着)(?:去|参加)了)/;
/** "…不考了" said of the exam with 考 itself: enough to know it was an exam though its name holds no exam word. */
const OFF_SAYS_EXAM = /考|缓考/;
/** "改成交大作业了", "老师说改成线上提交报告": what replaces the exam, after its name or in a clause of its own. */
const REPLACED = /^(?:老师|学校|学院|教务处?)?(?:说|通知)?(?:直接|就)?(?:改成|改为|换成|改交|改做|改写|变成)[^，,。！!；;]{1,16}?(?:代替|替代)?(?:了)?$/;
/**
 * "给我删了", "你删一下", "考试里那条去掉", "从考试里拿掉", "考试里那条不要了", "你把那场考试删了吧", "别再给我倒计时
 * 了": the deletion asked of the sitting named.
 */
const DELETION =
  /^(?:你|帮我|给我|麻烦|请)*(?:把)?(?:它|这场|那场|这门|那门|那个)?(?:考试)?(?:也)?(?:帮我|给我)?(?:从)?(?:我的)?(?:考试(?:列表|清单)?(?:里|中|上)?(?:的)?(?:那条|这条|那场)?)?(?:帮我|给我|你)?(?:删掉|删了|删除|去掉|移除|拿掉|不要了|删一下|删|撤掉)(?:吧|呗|一下|哈|啊)?$|^(?:别|不用)(?:再)?(?:给我)?倒计时了?$/;
/** Sounds with no word in them, and the name said again before its sitting ("高数 高数那个考试"). */
const FILLER = /^(?:嗯+|呃+|额+|啊+|哎|唉|就是|然后|那个|对)$/;
/** The sitting named: a course, then its exam word or the sitting pointed at (那场, 那门). */
const NAMED = /^(?:我(?:申请)?的|我|那个|这个)?([\p{Script=Han}A-Za-z0-9]{2,10}?)(?:的)?(?:(期末|期中)(?:考试)?|考试|那个考试|那场考试|那场|这场|那门|这门)/u;
const ASKED_OR_WISHED = /[吗嘛？?]|(?<!什)么|是不是|会不会|有没有|真的假的|要是|如果|假如|就好了|希望|但愿|巴不得|听说|据说|好像|可能/;
/** "最重要的是", "学委说": the words that lead into the news inside a story's clause. */
const LEAD_IN = /^.*?(?:的是|说|通知|宣布|发现)(?=[\p{Script=Han}A-Za-z])/u;
/** A clause that says only that the sitting is off. */
const OFF_ONLY = new RegExp(`^(?:那场|这场|那门|这门|考试)?(?:我)?(?:也|就|都)?(?:${OFF.source})(?:吧|啊|呀|哈|啦)?$`);
/** "下周两场考试", "这学期三门": exams counted, or a time, are no course's name. */
const COUNTED = /[两几三四五六七八九十]场|[两几三四五六七八九十]门|^(?:下|这|本|上)?(?:周|星期|礼拜|个月)/;
/** Only the exam word, or only when: which exam is not said. */
const BARE = /^(?:考试|期末|期中|期末考试|期中考试|测验|小测|这次|这回|今年|这学期)$/;
/** A day said before the sitting it points at: "1月4号那场不用去了". */
const DAY_BEFORE = /^(?:\d{1,2}月\d{1,2}[号日]|[一二三四五六七八九十]{1,3}月[一二三四五六七八九十]{1,3}[号日])/;

type Clause = { named?: string; off: boolean; kind: "named" | "off" | "replaced" | "deletion" | "filler" | "other" };

function nameIn(clause: string): string | undefined {
  // "离散期末老师说改成…": the lead-in's 说 may follow the name; it is dropped only where the name comes after it.
  const told = NAMED.test(clause.replace(LEAD_IN, "")) ? clause.replace(LEAD_IN, "") : clause;
  const named = NAMED.exec(told);
  // "线代期中取消了": the sitting's sort stays in the name, which says which of the course's exams it is.
  if (named && !COUNTED.test(named[1])) return `${named[1].replace(/我$/, "")}${named[2] ?? ""}`;
  if (named) return undefined;
  // "日语N2我退考了": the name before the words that say it is off, with no exam word of its own.
  const off = OFF.exec(told);
  // "外科出科考科里说不考了": who said so, between the exam and the news, is no part of its name.
  const head = off ? told.slice(0, off.index).replace(/^(?:我(?:申请)?的|那个)/, "").replace(SAID_BY_AFTER, "").replace(/(?:这次|这回|这学期|今年)?(?:我|也|就)?$/, "") : "";
  if (head.length < 2 || BARE.test(head) || COUNTED.test(head) || !/^[\p{Script=Han}A-Za-z0-9]+$/u.test(head)) return undefined;
  return namesExam(head) || OFF_SAYS_EXAM.test(off![0]) ? head : undefined;
}

function readClause(clause: string): Clause {
  const text = clause.replace(DAY_BEFORE, "");
  if (FILLER.test(text)) return { off: false, kind: "filler" };
  if (DELETION.test(text)) return { off: false, kind: "deletion" };
  if (REPLACED.test(text)) return { off: false, kind: "replaced" };
  const off = OFF.test(text);
  const named = nameIn(text);
  // "高数期末改成交大作业了": named, with what replaces it in the same clause.
  const replacedAfter = named !== undefined && /(?:改成|改为|换成|改交|变成)/.test(text);
  if (named) return { named, off: off || replacedAfter, kind: "named" };
  // "取消了", "那场不用去了", "不用考了": the clause says only that it is off ("人没了" is a groan, no exam's news).
  if (off && OFF_ONLY.test(text)) return { off: true, kind: "off" };
  return { off: false, kind: "other" };
}

export function calledOffInClauses(text: string): Intent | undefined {
  if (ASKED_OR_WISHED.test(text) || SOMEONE_ELSES.test(text)) return undefined;
  const clauses = text.split(/[，,。！!；;…~～\s]+/).filter((clause) => clause !== "").map(readClause);
  const first = clauses.findIndex((clause) => clause.kind === "named");
  if (first < 0) return undefined;
  const rest = clauses.slice(first);
  // The name said again in the voice's stutter ("高数 高数那个考试") is the same name, a clause of its own.
  if (!rest.every((clause) => clause.kind !== "other")) return undefined;
  // One clause alone is the plain calling-off, read by exam-cancelled.ts.
  if (rest.length < 2 || !rest.some((clause) => clause.off)) return undefined;
  const names = rest.flatMap((clause) => (clause.named ? [clause.named] : []));
  if (names.some((name) => name !== names[0])) return undefined;
  // A story before the name must end where the news starts: a deletion asked says the student wants it gone.
  const deletion = rest.some((clause) => clause.kind === "deletion");
  if (first > 0 && !deletion) return undefined;
  // A lesser sitting called off with nothing asked is news unless the conversation shows it kept (exam-cancelled.ts).
  // A course said with no sitting of its own is its final, which students keep on file.
  const kept = deletion || KEPT_SORT.test(text) || !LESSER_SORT.test(text);
  return { family: "exam_cancel", exam: names[0], ...(kept ? {} : { unlessUnkept: true as const }) };
}
