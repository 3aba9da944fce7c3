/**
 * A long message's request that points back into its story for what it is about: "帮我把这个考试记上吧" after the
 * teacher announced the exam, "帮我改一下吧" after the week was told, "帮我把那个作业的截止时间也改一下吧" after the new
 * deadline was told, "帮我建个复习计划吧，每章两节" after the course and its chapters were told. The request says what
 * to do; the story sentence it points at says the thing, so the two are read together — only that sentence, since the
 * rest of the story has day words and names of its own.
 */
import type { Intent } from "./intent-types";
import { detectProposeClass } from "./class-intents";
import { detectStatedDeadline } from "./stated-deadlines";
import { namedStoryNote } from "./named-story-notes";

/** "免得又忘带证件", "不然提醒一直响": why the student asks, after the request; it says nothing to do. */
const PURPOSE_TAIL = /[，,\s]+(?:免得|以免|省得|不然|要不然|要不|否则|不然的话|我怕|怕我|我担心|担心我)[^，,。]*$/;

export function withoutPurpose(asked: string): string {
  const rest = asked.replace(PURPOSE_TAIL, "");
  return rest === "" ? asked : rest;
}

const EXAM_POINTER = /(?:这|那)(?:个|场|门|次)?考试/;
/** 记上 / 加上 / 改一下: the verb of a request with nothing of its own to record or change. */
const RECORD = /记(?:上|下来?|一下|下|住|着)|加(?:上|进去)/;
const CHANGE = /改(?:一下|下|过来|过去|改)|更新(?:一下)?|更正(?:一下)?/;
/** The request says nothing but the verb: help asked for, a pointer, the field changed, particles. */
const BARE = new RegExp(
  `^(?:先|那|就|你|麻烦你?|请)*(?:帮我|帮忙|给我|替我)?(?:也|就|先)?(?:把)?(?:这个|那个|这条|那条|这项|那项|它)?(?:的)?(?:截止(?:时间|日期)?|ddl|时间|日期)?(?:也|都)?(?:${RECORD.source}|${CHANGE.source})(?:吧|呗|哈|啊|呀)?$`,
  "i",
);

/**
 * "昨天离散课下课前五分钟老师突然说期末考试定在…", "线代老师刚在群里说第五章作业…": the course whose teacher told the
 * news is what the news is about; the rest of the lead (when, how, where it was said) is no part of it.
 */
const COURSE_NEWS =
  /^(?:(?:上|这|本)?(?:周|星期|礼拜)[一二三四五六日天]?|昨天|今天|前天|刚才|刚刚|昨晚)?的?(?:早上|上午|中午|下午|晚上)?(?:的)?(?!辅导员|班主任|导员|班长)(\p{Script=Han}{2,6}?)(?:课(?:上|的)?[^，,。]{0,10}?|的?)老师[^，,。]{0,8}?(?:说|通知|讲|宣布)(?:了)?[，,：:\s]*/u;

/** The story sentence with its teacher's lead turned into the course ("离散期末考试定在…"); as said when there is none. */
export function courseNewsRetold(said: string): string {
  // "唉，线代老师刚在群里说…": a sigh before the news is no part of it.
  const sentence = said.replace(/^(?:唉|哎|哎呀|啊|嗯|诶|欸|哇)+[，,！!~～\s]*/, "");
  const lead = COURSE_NEWS.exec(sentence);
  if (!lead) return sentence;
  const rest = sentence.slice(lead[0].length);
  return rest.startsWith(lead[1]) ? rest : `${lead[1]}${rest}`;
}

function clauseEnd(sentence: string): string {
  return sentence.replace(/[。！!…\s]+$/u, "");
}

/** "这个考试" after the story stated it: the story's exam, with whatever the request adds (a place, a later time). */
function pointedExam(story: readonly string[], asked: string, detect: (part: string) => Intent): Intent | undefined {
  for (let index = story.length - 1; index >= 0; index -= 1) {
    const intent = detect(`${clauseEnd(courseNewsRetold(story[index]))}，${asked}`);
    if (intent.family === "exam_record") return intent;
  }
  return undefined;
}

/** "那场期中考试", "这场": a sitting pointed at, whose course the story names. */
const SITTING_POINTER = /(?:这|那)(?:个|场|门|次)?(?:期末|期中)?考试|这场|那场/;
const DELETE = /删(?:了|掉|除|去)|去掉|移除|拿掉/;

/** The exam the story says is off ("数值分析老师说期中不考了"), each story sentence from the last. */
function pointedCancel(story: readonly string[], detect: (part: string) => Intent): Intent | undefined {
  for (let index = story.length - 1; index >= 0; index -= 1) {
    const intent = detect(clauseEnd(courseNewsRetold(story[index])));
    // Taking it out is asked, so it goes whatever sort of exam it is.
    if (intent.family === "exam_cancel") return { family: "exam_cancel", exam: intent.exam };
  }
  return undefined;
}

/** "截止推到下周一了" with the to-do named in the clause before it ("线代第五章作业大家都没写完"). */
const NEW_DEADLINE = /截止(?:时间|日期)?(?:又|也)?(?:被)?(?:推到|推迟到|延到|延期到|改到|改成|调到|提前到|顺延到)/;
const HANDED_IN_NAME = /^(\p{Script=Han}{0,10}?(?:作业|大作业|报告|实验报告|论文|读书笔记|笔记|心得|策划案?|PPT|ppt|展示|项目|申请表|报名表))/u;

/**
 * "英语四级真题那个练习老师说不急，下周一晚上九点前交就行": the new day said as enough (就行), the to-do pointed at in
 * the clause before it.
 */
const ENOUGH_BY = /^([^，,]{2,14}?(?:之前|以前|前))(?:交|做完|写完|完成|提交)(?:上)?(?:就行|就好|就可以|即可)$/;
const POINTED_TASK = /^(\p{Script=Han}{2,12}?)(?:那个|这个|那份|那套)(?:练习|作业|任务|待办)?/u;

function enoughBy(clause: string, before: string | undefined): Intent | undefined {
  const by = ENOUGH_BY.exec(clause);
  const task = by && before ? POINTED_TASK.exec(before.trim().replace(HEARSAY_LEAD, ""))?.[1] : undefined;
  return by && task ? { family: "task_edit", action: "update", task, deadline: by[1] } : undefined;
}

/** "老师宽限到周五晚上十点": the new deadline granted, said by who granted it. */
const GRANTED_BY = /^(?:老师|助教|学委|课代表|班长)(?:说)?(?:又|也|就)?/;
const GRANTED = /^(?:宽限到|放宽到|延长到)/;
/** "学委刚在群里说": who passed the news on, before the to-do it is about. */
const HEARSAY_LEAD = /^\p{Script=Han}{1,6}?(?:刚刚?|刚才)?(?:在群里|在课上)?(?:说|通知)(?:了)?/u;

/**
 * "推到下周一晚上十点前就行", "可以宽限到周五": the new day with neither the to-do nor 截止 said — the request names the
 * to-do instead ("你把那个实验报告的截止改一下吧").
 */
const SHIFTED_ONLY = /^(?:截止(?:时间|日期)?)?(?:又|也|就|可以|能)?(?:被)?(?:推到|推迟到|延到|延期到|改到|改成|调到|提前到|顺延到|宽限到)/;
/** "把那个实验报告的截止改一下": the to-do the request names, its pointer and 的 aside. */
const ASKED_NAME = /(?:把|将)(?:那个|这个|那条|这条)?([^，,把将的]{2,12})的(?:截止|ddl|deadline)/i;

/** The story's re-dated to-do, changed as the request asks; each story sentence from the last, clause by clause. */
function pointedChange(story: readonly string[], asked: string, detect: (part: string) => Intent): Intent | undefined {
  const askedName = ASKED_NAME.exec(asked)?.[1];
  for (let index = story.length - 1; index >= 0; index -= 1) {
    const clauses = clauseEnd(courseNewsRetold(story[index])).split(/[，,；;]/);
    for (let start = clauses.length - 1; start >= 0; start -= 1) {
      // "学委刚在群里说线代第五章作业不用明天交了，老师宽限到周五…": who told it and who granted it are no part of either.
      const clause = clauses[start].trim().replace(GRANTED_BY, "");
      const toldBefore = start > 0 && (NEW_DEADLINE.test(clause) || GRANTED.test(clause)) ? HANDED_IN_NAME.exec(clauses[start - 1].trim().replace(HEARSAY_LEAD, ""))?.[1] : undefined;
      const named = toldBefore ?? (askedName && SHIFTED_ONLY.test(clause) ? askedName : undefined);
      const enough = enoughBy(clause, clauses[start - 1]);
      if (enough) return enough;
      const redated = named ? detectStatedDeadline(`${named}${GRANTED.test(clause) ? "截止" : ""}${clause.replace(GRANTED, "推到")}，帮我改一下`) : undefined;
      if (redated) return redated;
      // "这周其实是第14周，帮我改一下吧": the week told, the change asked; "X其实周五截止": the to-do re-dated.
      const intent = detect(`${clauses.slice(start).join("，")}，帮我改一下`);
      if (intent.family === "term_set") return intent;
      if (intent.family === "task_edit" && intent.action === "update" && intent.deadline !== undefined && !/说|截止|老师/.test(intent.task)) return intent;
    }
  }
  return undefined;
}

/** "一共7章", "课本有十二章": the chapters the story counts. */
const CHAPTERS_TOLD = /(?:一共|共|总共|有|就)\s*(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:个)?章/;
/** "选了门宏观经济学", "这学期修了一门计量经济": the course the story is about. */
const COURSE_TAKEN = /(?:选了?|修了?|上了?|报了?)(?:一)?门(\p{Script=Han}{2,10}?)(?:课|课程)?(?=[，,。！!]|$)/u;
const PLAN_ASKED = /(?:建|做|定|制定|列|弄|排)(?:一)?个?(?:新的?)?(?:复习|学习)?计划/;
const EACH_CHAPTER = /每章\s*(?:复习|学习|学|安排)?\s*(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*节/;

/** "这学期选了门宏观经济学……一共7章。帮我建个复习计划吧，每章两节": the plan of the course and the chapters told. */
function toldPlan(story: string, asked: string): Intent | undefined {
  const each = EACH_CHAPTER.exec(asked);
  const chapters = CHAPTERS_TOLD.exec(story);
  const course = COURSE_TAKEN.exec(story);
  if (!each || !chapters || !course || !PLAN_ASKED.test(asked) || CHAPTERS_TOLD.test(asked)) return undefined;
  return detectProposeClass(`${course[1]}复习，${chapters[1]}章，每章${each[1]}节`);
}

/**
 * "我想那天上午把概率论第二章过一遍，从八点开始，帮我放上去": what the student means to do and when, then a bare "put it
 * on" — the thing and the time are the wish's. 那天 / 当天 is the day the story named.
 */
const WISHED_THEN_PUT =
  /^(?:我)?(?:想|打算|准备|计划|要)?(?:在)?([^，,把]{0,10}?)(?:把|将)([^，,]{2,16}?)(?:过一遍|复习一遍|复习一下|看一遍|看一下|做一遍|做一下|刷一遍|学一下|写一下|弄一下|做完|看完|复习完)[，,]\s*(?:(?:从)?([^，,]{1,8}?)(?:开始|起)?[，,]\s*)?(?:你)?(?:帮我|给我|麻烦你?)(?:放|排|安排|加)(?:上去|进去|上|进日程|进去吧)(?:吧|呗)?$/;
const STORY_DAY = /(?:下下|下个|下|这个|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|大后天|后天|明天|今天|\d{1,2}\s*月\s*\d{1,2}\s*[日号]/;

function wishedPlacement(story: string, asked: string, detect: (part: string) => Intent): Intent | undefined {
  const wish = WISHED_THEN_PUT.exec(asked);
  if (!wish) return undefined;
  const day = /那天|当天|那一天/.test(wish[1]) ? wish[1].replace(/那天|当天|那一天/, STORY_DAY.exec(story)?.[0] ?? "") : wish[1];
  const intent = detect(`帮我把${wish[2]}放到${day}${wish[3] ?? ""}`);
  return intent.family === "edit" && intent.action === "move" ? intent : undefined;
}

/**
 * The request read with the story sentence it points at, or undefined when it names its own thing (or the story
 * holds nothing it could point at). `story`: the sentences before the request, each with its closing mark.
 */
export function pointedRequest(story: readonly string[], asked: string, detect: (part: string) => Intent): Intent | undefined {
  const plan = toldPlan(story.join(""), asked) ?? wishedPlacement(story.join(""), asked, detect);
  if (plan) return plan;
  const request = withoutPurpose(asked);
  // "…先帮我把PPT那件事记下": the note is the story's clause that names it (named-story-notes.ts).
  const named = namedStoryNote(story, request);
  if (named) return named;
  const clauses = request.split(/[，,]/).map((clause) => clause.trim());
  // "我还好，这个考试帮我记上吧": the clause with the pointer may follow a remark.
  if (clauses.some((clause) => EXAM_POINTER.test(clause) && RECORD.test(clause))) return pointedExam(story, request, detect);
  // "我之前记的那场期中考试帮我删掉吧": the sitting pointed at is the one the story says is off.
  if (clauses.some((clause) => SITTING_POINTER.test(clause) && DELETE.test(clause))) return pointedCancel(story, detect);
  const first = clauses[0];
  if (/(?:这|那)(?:个|条|项)(?:作业|任务|待办|ddl)|^[^，,]*截止/i.test(first) && CHANGE.test(first)) {
    return pointedChange(story, request.replace(/(?:这|那)(?:个|条|项)(?:作业|任务|待办|ddl)(?:的)?/i, ""), detect);
  }
  if (!BARE.test(request.trim())) return undefined;
  return CHANGE.test(request) ? pointedChange(story, request, detect) : undefined;
}
