/**
 * An exam's sitting told as news ("病理学期末也出来了，1月11号下午两点，在医学院报告厅", "刚看到教务系统出了：计算机网络
 * 1月13日 14:00 逸夫楼B105"), alone or at the end of a story, then either nothing asked, a bare "先帮我把这场记上", or
 * that and a plan after it ("记上之后，再按考试时间帮我把复习排一排"). The request only says what to do; the clauses
 * with the day, the clock and the room say the sitting, so only those are read as the exam — the story's 今天 and
 * its feelings are not.
 */
import type { Intent } from "./intent-types";

/** A day of a sitting: a date, a weekday of a counted week, or the term's last week. */
const SITTING_DAY = /\d{1,2}\s*月\s*\d{1,2}\s*[日号]|\d{1,2}[./]\d{1,2}|学期最后一周|第[\d一二三四五六七八九十]+周|(?:下下?|这|本)?(?:周|星期|礼拜)[一二三四五六日天]/;
const SITTING_CLOCK = /\d{1,2}\s*[:：]\s*\d{2}|[\d一二三四五六七八九十两]+\s*[点點]|上午|下午|早上|晚上/;

/** "出来了", "定了", "出了：": the news word that only says the timetable is out. */
const OUT = /(?:也|终于|总算|刚|都)?(?:出来了|出了|定了|公布了|出炉了|排出来了)[！!，,：:\s]*/;
/** "排在1月8号": said of a sitting, 排 is when it is, never a block being moved. */
const SET_AT = /排在|安排在/;

/** The bare ask to save it: a pointer at the sitting and a verb of saving, nothing of its own to record. */
const SAVE_ASKED =
  /^(?:先|就|也|那|你)*(?:帮我|给我|替我|帮忙)?(?:先|也|就)?(?:把)?(?:这场|这门|这个|它)?(?:考试)?(?:这个|这场)?(?:也|先|就)?(?:你)?(?:帮我|给我)?(?:也|先)?(?:记上|记下来?|记一下|录进去|录上|存一下|存上|加上|加进去|记进去|记到考试里)(?:吧|哈|呀|啊|哦)?(?:之后|以后|完)?$/;
/** "再按考试时间帮我把复习排一排": a plan asked after the sitting is saved. */
const THEN = /^(?:然后|再|接着|之后|顺便|顺手)+[，,\s]*/;

const IS_PLACE = /楼|室|厅|馆|教|院|堂|区|场|[A-Za-z]\d|\d{3}/;

/** The sitting's clauses are read again with a plain ask; this reader stays out of that reading. */
let reading = false;

function withoutThisReader(said: string, detect: (part: string) => Intent): Intent {
  reading = true;
  try {
    return detect(said);
  } finally {
    reading = false;
  }
}

function readAsExam(told: string, detect: (part: string) => Intent): Intent | undefined {
  const said = told.replace(SET_AT, "定在").replace(/[，,\s]+$/, "");
  const intent = withoutThisReader(`${said}，帮我记到考试里`, detect);
  return intent.family === "exam_record" && SITTING_DAY.test(intent.when) ? intent : undefined;
}

/** An exam, not a talk or a meeting: 考研 is a plan of life, and 考研经验分享会 no sitting. */
const EXAM_WORD = /期末|期中|考试|考场|考点|(?<!研)考(?:完|的)?(?=[，,：:\s]|$)/;
/** A message that asks anything else (a reminder, a question, a change) is read by the readers of those. */
const ASKS_OTHER = /帮|提醒|记|加过|吧|吗|[？?]|是不是|把|请|麻烦|看看|查|改|挪|删|取消|\b(?:note|remind|pls|please|add|save)\b/i;

/** Told as news, the exam (or the news word) comes first and its day after: "对期中考试分数" after a day is no sitting. */
function newsFirst(text: string): boolean {
  const day = SITTING_DAY.exec(text)?.index ?? -1;
  const news = [EXAM_WORD.exec(text)?.index, OUT.exec(text)?.index].filter((at): at is number => at !== undefined);
  return news.some((at) => at < day);
}

/** The message's own reading already saves a sitting (or corrects one): that reading stands. */
function savedAlready(text: string, detect: (part: string) => Intent): boolean {
  const intent = withoutThisReader(text, detect);
  const parts = intent.family === "compound" ? intent.parts : [intent];
  return parts.some((part) => part.family === "exam_record" || part.family === "exam_untold");
}

/** The clauses that tell the sitting: from the one naming the course (or the one after 出了：) to the room. */
function sittingClauses(clauses: readonly string[]): string | undefined {
  const dayAt = clauses.findIndex((clause) => SITTING_DAY.test(clause) && SITTING_CLOCK.test(clause));
  if (dayAt < 0) return undefined;
  const dayClause = clauses[dayAt];
  const pieces = dayClause.split(/[：:](?!\d)/);
  const afterOut = pieces.pop() ?? dayClause;
  // "1月11号下午两点" with the course in the clause before ("病理学期末也出来了") or before the colon.
  const day = SITTING_DAY.exec(afterOut);
  const named = afterOut.slice(0, day?.index ?? 0).replace(/时间(?:是|为)?|定在|在|考试|于|的|\s/g, "");
  const before = pieces.length > 0 ? pieces.join("") : dayAt > 0 ? clauses[dayAt - 1] : "";
  const head = /\p{Script=Han}{2}/u.test(named) ? "" : before.replace(OUT, "").replace(/的?时间$/, "");
  const places = [];
  for (let index = dayAt + 1; index < clauses.length && IS_PLACE.test(clauses[index]) && !SAVE_ASKED.test(clauses[index].trim()); index += 1) places.push(clauses[index]);
  // "病理学期末" then "1月11号…": joined by 在, so the course and its day read as one sitting.
  const joined = head === "" ? afterOut.replace(OUT, "") : `${head.trim()}在${afterOut.trim().replace(/^(?:时间(?:是|为)?|定在|在|于)/, "")}`;
  return [joined, ...places].join("，");
}

/** The sitting told in the message's last sentences, the save asked bare or not at all, perhaps a plan after. */
export function announcedExam(text: string, detect: (part: string) => Intent): Intent | undefined {
  if (reading) return undefined;
  const clauses = text.replace(/[。！!~～\s]+$/u, "").split(/[。！!；;，,\n]/).map((clause) => clause.trim()).filter((clause) => clause !== "");
  const askAt = clauses.findIndex((clause) => SAVE_ASKED.test(clause) || /^(?:记上|记下|记好|录好|录上)(?:之后|以后|完)/.test(clause));
  const asked = askAt >= 0 ? clauses.slice(0, askAt) : clauses;
  // Nothing asked at all: only a message that is the sitting and its news word, never a story that mentions a day.
  if (askAt < 0 && (ASKS_OTHER.test(text) || !newsFirst(text) || clauses.length > 4)) return undefined;
  const told = sittingClauses(asked);
  // "周四晚上八点组会，帮我记下": a bare 记下 saves an exam only when the message is about one.
  if (askAt >= 0 && !EXAM_WORD.test(asked.join("，"))) return undefined;
  if (!told || savedAlready(text, detect)) return undefined;
  const exam = readAsExam(told, detect);
  if (!exam) return undefined;
  const after = askAt >= 0 ? clauses.slice(askAt + 1).join("，") : "";
  if (after === "") return askAt < 0 || askAt === clauses.length - 1 ? exam : undefined;
  const next = detect(after.replace(THEN, ""));
  return next.family === "schedule" ? { family: "compound", parts: [exam, next] } : undefined;
}
