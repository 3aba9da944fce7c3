/**
 * Messages that state more than one exam thing at once, read before a compound split takes a clause with no exam
 * word of its own as a note: several exams in a row ("数电期末1月6号上午，信号1月9号下午，都记一下"), an exam
 * stated with a countdown to it ("线代期中是第10周周二上午，顺便问问离它还有几天"), and a statement followed only by a
 * cue to keep it ("英语一12月27号考！先记上").
 */
import type { Intent } from "./intent-types";
import { detectExam } from "./exam-intents";
import { DAY_WORDS } from "./exam-statements";
import { namesExam, withoutPostMarks } from "./exam-words";
import { saysWhatItIsFor } from "./exam-titles";
import { withExamStatementRows } from "./exam-statement-rows";
import { detectScheduleRequest } from "./schedule-intents";
import { examThenNext } from "./exam-then-next";
import { examThenPlan } from "./exam-then-plan";

/** "三门都记上", "这几场都记一下", "都记上吧": the tail that asks for every exam said before it. */
// "先全记进考试里吧": first, before anything else.
const RECORD_ALL =
  /^(?:这|那)?(?:两|三|四|几)(?:门|场|科|个)(?:考试)?(?:都|全)(?:帮我|请|麻烦)?(?:记|加|录|存)(?:上|下|下来|一下|进去|着)?(?:吧|哈)?$|^(?:先|就)?(?:都|全部?)(?:帮我|请|麻烦)?(?:记|加|录)(?:上|下|下来|一下|进去)?(?:吧|哈)?$/;
/** "…都帮我记到考试里", "…都加进考试": where they go, said after the ask, asks the same. */
const INTO_EXAMS = /(?:到|进)(?:我的)?考试(?:里面?|中|列表里?)?(?=(?:吧|哈)?$)/;
/** "记一下", "先记下来", "帮我记上": a cue to keep what was said, asking nothing else. */
const RECORD_CUE = /^(?:先|就)?(?:帮我|请|麻烦)?(?:记|记录|记下|加)(?:上|下|下来|一下|着|住)?(?:吧|哈|哦|啊)?$/;

/** The exam word a later clause borrows ("…期末1月6号，信号1月9号" is 信号's 期末 too). */
const EXAM_SUFFIX = /(期末考试|期中考试|期末考|期中考|期末|期中|补考|缓考|结课考试?|小测|测验|考试)$/;

const CLAUSES = /\s*[，,；;。！!]+\s*/;

function recorded(clause: string, borrowed: string | undefined): Extract<Intent, { family: "exam_record" }> | undefined {
  const day = DAY_WORDS.exec(clause);
  // Each exam its own clause: a name, then its day.
  if (!day || day.index < 2) return undefined;
  // Read as said first: an exam word or the verb may say it ("英语一12月27号考"); else with the borrowed exam word.
  const own = detectExam(clause);
  if (own?.family === "exam_record") return own;
  if (namesExam(clause) || !borrowed) return undefined;
  const intent = detectExam(`${clause.slice(0, day.index)}${borrowed}${clause.slice(day.index)}`);
  return intent?.family === "exam_record" ? intent : undefined;
}

/** "雅思口语", "托福笔试": an exam's name before the sitting, which a later clause's sitting alone belongs to. */
const SITTING_PART = /^(.{2,8}?)(?:口语|口试|笔试|听力|机考|上机)$/;
const SITTING_ALONE = /^(?:口语|口试|笔试|听力|机考|上机)(?:考试)?$/;

/**
 * "期末：高数1月8号，线代1月10号": a label that says what every clause after it is; so does news of the timetable
 * before the colon ("期末考试安排出来了：…", "补考时间定了：…", "考试安排已经公布：…").
 */
// "刚拿到考试安排：…": the student just got it, said before the label.
const LIST_LABEL =
  /^(?:(?:刚|刚刚|终于|今天)?(?:拿到|收到|看到|出了|发了)了?(?:的)?)?(期末考试|期中考试|期末|期中|补考|考试)(?:的)?(?:安排|时间|时间表|日程|日期)?(?:(?:终于|已经|刚|都)?(?:出来|下来|公布|发布|出|定|发)了?)?\s*[：:]\s*/;

/**
 * "高数期末1月4号上午、刑法1月11号下午": exams listed with 、 inside one clause, each with its own day, are a clause
 * each; "高数、线代期末都在1月" names two courses of one clause.
 */
function listedClauses(clause: string): string[] {
  const pieces = clause.split("、");
  return pieces.length > 1 && pieces.every((piece) => (DAY_WORDS.exec(piece)?.index ?? 0) >= 2) ? pieces : [clause];
}

/** "…都记上再倒排复习": the cue to keep them, then the next step after 再 / 然后. */
const THEN = /(?:再|然后|接着|之后|顺便)(?:帮我|给我|请)?/;
/** "帮我按考试把复习排出来", "再倒排复习": a plan asked for after the exams, read by the plan's own reader. */
// "…，我要按它倒排复习": what the exam is for, said after it, asks for no plan (exam-titles.ts).
function planAsked(clause: string): Intent | undefined {
  if ((DAY_WORDS.test(clause) && namesExam(clause)) || saysWhatItIsFor(clause)) return undefined;
  const plan = detectScheduleRequest(clause);
  return plan?.family === "schedule" ? plan : undefined;
}

/** The exams' clauses and the plan asked after them, when the last clause asks one ("…，都记上再倒排复习"). */
function withPlanAfter(clauses: readonly string[]): { clauses: readonly string[]; plan?: Intent } {
  const last = clauses.at(-1) ?? "";
  const then = THEN.exec(last);
  const cue = then ? last.slice(0, then.index) : "";
  if (then && cue !== "" && (RECORD_ALL.test(cue.replace(INTO_EXAMS, "")) || RECORD_CUE.test(cue))) {
    const plan = planAsked(last.slice(then.index + then[0].length));
    if (plan) return { clauses: [...clauses.slice(0, -1), cue], plan };
  }
  const plan = clauses.length > 1 ? planAsked(last) : undefined;
  return plan ? { clauses: clauses.slice(0, -1), plan } : { clauses };
}

/**
 * "三门挨这么近我人都麻了": a remark between several exams and the cue to keep them, which asks for nothing; not the
 * place or time of the last one ("在机房", "地点B102").
 */
const NOT_A_REMARK = /^(?:在|地点|考场|考点|教室)|\d|帮|把|排|提醒|记|删|改|[？?吗]/;

function endsInRemark(body: readonly string[]): boolean {
  const last = body.at(-1) ?? "";
  return body.filter((clause) => DAY_WORDS.test(clause)).length >= 2 && !DAY_WORDS.test(last) && !NOT_A_REMARK.test(last);
}

/**
 * "A期末D1，B D2，两门都记上": each clause an exam, or one exam and a cue to keep it; "…，帮我按考试把复习排出来": the
 * plan asked for after them is a part of its own.
 */
function examsInARow(said: readonly string[]): Intent | undefined {
  const label = LIST_LABEL.exec(said[0] ?? "");
  const labelled = (label ? [said[0].slice(label[0].length), ...said.slice(1)] : said).flatMap(listedClauses);
  const { clauses, plan } = withPlanAfter(labelled);
  const last = clauses.at(-1) ?? "";
  const all = RECORD_ALL.test(last.replace(INTO_EXAMS, ""));
  const cued = all || RECORD_CUE.test(last);
  const body = cued ? clauses.slice(0, -1) : [...clauses];
  // A remark said after the exams, before the cue that keeps them all.
  while (cued && endsInRemark(body)) body.pop();
  if (body.length === 0 || (body.length === 1 && all && !plan)) return undefined;
  const parts: Intent[] = [];
  let borrowed = label?.[1];
  for (const clause of body) {
    const read = recorded(clause, borrowed);
    if (!read) return undefined;
    // "雅思口语12月12日考，笔试是13号": a sitting named alone is the same exam's ("雅思笔试").
    const previous = parts.at(-1);
    const brand = previous?.family === "exam_record" ? SITTING_PART.exec(previous.title)?.[1] : undefined;
    const intent = brand && SITTING_ALONE.test(read.title) ? { ...read, title: `${brand}${read.title}` } : read;
    borrowed = EXAM_SUFFIX.exec(intent.title)?.[1] ?? borrowed ?? "考试";
    parts.push(intent);
  }
  if (plan) parts.push(plan);
  return parts.length === 1 ? parts[0] : { family: "compound", parts };
}

/** "顺便问下", "另外想知道": the words that turn to a second request. */
const TURN = /^(?:顺便|另外|然后|再|还有(?![几多])|那)?(?:问(?:一?下|问)?|想知道|帮我算算?|算一?下)?[，,\s]*/;
/** "离它还有几天", "这门还剩多少天", "还有多久": a countdown that points back at the exam just stated. */
const COUNTDOWN_TO_IT =
  /^(?:(?:离|距离?)?(?:它|这门|那门|这场|那场|这次|这个|现在|今天)(?:考试)?)?(?:还有|还剩|剩)(?:多少|几)个?(?:天|周|星期|礼拜)|^(?:离|距离?)(?:它|这门|那门|这场|那场|这次|这个|现在|今天)(?:考试)?(?:还有|还剩|剩)?多久|^还有多久/;

/** "线代期中是第10周周二上午，顺便问问离它还有几天": the exam recorded, then the countdown to it. */
function examThenCountdown(clauses: readonly string[]): Intent | undefined {
  if (clauses.length !== 2) return undefined;
  const head = detectExam(clauses[0]);
  const asked = clauses[1].replace(TURN, "");
  if (head?.family !== "exam_record" || !COUNTDOWN_TO_IT.test(asked)) return undefined;
  return { family: "compound", parts: [head, { family: "exam_countdown", exam: head.title }] };
}

/** "室友的…", "我同学的…": someone else's exam, told beside the student's own. */
const SOMEONE_ELSES = /^(?:我)?(?:室友|舍友|同学|同桌|朋友|男朋友|女朋友|男友|女友|对象|学长|学姐|学弟|学妹|他|她|他们|她们)(?:的)/;
/** "我的是…", "我自己那场在…": the student's own sitting of the same exam. */
const MINE = /^我(?:自己)?(?:的|这场|那场)?(?:是|在)/;

/**
 * "同桌的高数期末是1月5号，我的是1月9号上午，…": another's exam, then the student's own on its day; only the student's
 * is theirs to record, under the exam's name.
 */
function ownAfterOthers(clauses: readonly string[]): Intent | undefined {
  if (clauses.length < 2 || !SOMEONE_ELSES.test(clauses[0]) || !MINE.test(clauses[1])) return undefined;
  const theirs = detectExam(clauses[0].replace(SOMEONE_ELSES, ""));
  if (theirs?.family !== "exam_record") return undefined;
  const own = detectExam(`${theirs.title}是${clauses[1].replace(MINE, "")}`);
  return own?.family === "exam_record" ? own : undefined;
}

export function detectExamCompound(message: string): Intent | undefined {
  const said = withoutPostMarks(message);
  // "高数考试改到1月5号了，复习也按新日子重新排一遍": one exam, then the plan by it, before a one-statement read.
  const thenPlan = examThenPlan(said);
  if (thenPlan) return thenPlan;
  // "电路期中不是下周二了，调到下周四上午": one exam's day put right is one statement, which no split reads.
  if (withExamStatementRows(said) !== said && detectExam(said)?.family === "exam_record") return undefined;
  const clauses = said.split(CLAUSES).filter((clause) => clause !== "");
  if (clauses.length < 2) return undefined;
  return ownAfterOthers(clauses) ?? examsInARow(clauses) ?? examThenCountdown(clauses) ?? examThenNext(clauses);
}
