/**
 * "有场考试要记一下", "帮我记个考试", "有门线代期中要记上": the student asks for an exam to be kept but tells neither its
 * day nor, often, its course. record_exam needs both, so the model asks back (decide-exams.ts) instead of saving a
 * note that says only "有场考试"; the answer is then read with the request (exam-follow-ups.ts).
 */
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";

const EXAM = "(期末考试|期中考试|期末考|期中考|期末|期中|考试|测验|小测|补考|缓考|机考|上机考试?)";
/** A stretch said before it ("下个月", "过几天", "这学期"): no day record_exam could save. */
const STRETCH = "(?:(?:我)?(?:下个?月|这个?月|下下?周|这周|本周|这学期|最近|过几天|之后|月底|年前)?(?:我)?(?:还|又)?)";
/** The course between the counter and the exam word, when one is said. */
const COURSE = "(\\p{Script=Han}{2,8}?|[A-Za-z][A-Za-z ]{0,20}?)?";
// "你先给我登记上": who is asked, 先, and 给我 may all come before the verb.
const KEEP = "(?:要|得|需要)?(?:你)?(?:先)?(?:帮我|给我|请|麻烦|你)?(?:记|记录|加|添加|登记|录|存)(?:一下|下|上|下来|进去|着|个)?(?:吧|哈|哦|啊)?";

const UNTOLD = [
  // "有场考试要记一下", "下个月有个考试，帮我记一下", "又有门数值分析考试，记上"
  // "又多了一门考试", "新加了一场考试": one more exam than before is one there is.
  new RegExp(`^${STRETCH}(?:有|多了|多出|新增了?|新加了)(?:个|一个|一场|场|门|一门|次|一次)(?:新的?)?${COURSE}${EXAM}[，,\\s]*${KEEP}[。!！~～\\s]*$`, "u"),
  // "帮我记个考试", "加一场期中考试", "记一门线代考试"
  new RegExp(`^(?:帮我|请|麻烦|你)?(?:记|记录|加|添加|登记|录|存)(?:一?个|一场|一门|场|门)(?:新的?)?${COURSE}${EXAM}(?:吧|哈|哦|啊)?[。!！~～\\s]*$`, "u"),
  // "记一下数据结构期末考试", "帮我记下高数期中": the exam named, its day not; what is to be done for it ("记一下报名
  // 英语考试") is a to-do, not the exam.
  new RegExp(`^(?:帮我|请|麻烦|你)?(?:记|记录|登记)(?:一下|下)(?!复习|准备|预习|报名|带|去|参加|交|考完)${COURSE}${EXAM}(?:吧|哈|哦|啊)?[。!！~～\\s]*$`, "u"),
  // "有场考试时间改了，帮我更新一下", "有门考试换日子了": an exam moved, its new day (and often its course) unsaid.
  new RegExp(
    `^${STRETCH}有(?:个|一个|一场|场|门|一门|次|一次)${COURSE}${EXAM}(?:的)?(?:时间|日期|日子|安排)?(?:又)?(?:改|变|换|调|推迟|延期|提前)(?:了)?(?:时间|日子|日期)?(?:了)?[，,\\s]*(?:(?:你)?(?:帮我|给我|请|麻烦)?(?:更新|改|调整|修改)(?:一下|下|改|过来)?(?:吧|哈)?)?[。!！~～\\s]*$`,
    "u",
  ),
  // "帮我记一下那个考试改时间了", "那场考试换教室了", "考试时间变了，帮我改一下": the exam pointed at or bare, moved,
  // neither its course nor its new day or room said; (no course group: the empty one keeps the groups in place).
  new RegExp(
    `^(?:(?:帮我|给我|请|麻烦)?(?:记|记录|登记)(?:一下|下)?[，,：:\\s]*)?(?:那个|那场|这个|这场|那门|这门|我的)?()${EXAM}(?:的)?(?:时间|日期|日子|地点|考场|教室|安排)?(?:又|好像)?(?:改|变|换|调|推迟|延期|延后|提前)(?:了)?(?:时间|日子|日期|地点|考场|教室|地方)?(?:了)?[，,\\s]*(?:(?:你)?(?:帮我|给我|请|麻烦)?(?:记|更新|改|调整|修改)(?:一下|下|改|过来|上)?(?:吧|哈)?)?[。!！~～\\s]*$`,
    "u",
  ),
];

/** Words before the exam word that name no course: "一场新的考试", "期中考试". */
const NO_COURSE = /^(?:新的?|重要的?|大的?|期末|期中)$/;

/**
 * "有个考试要记一下，明天下午三点": the ask to keep it, said right after the exam word, is no part of the exam's title;
 * its verb comes with a helper before it or a complement after it ("要记", "记一下"), never alone.
 */
const VERB = "(?:记|记录|加|添加|登记|录|存)";
export const KEEP_ASKED = new RegExp(
  `(?:(?:要|得|需要)?(?:帮我|请|麻烦|你)?${VERB}(?:一下|下|上|下来|进去|着)|(?:要|得|需要|帮我|请|麻烦)+${VERB})(?:吧|哈|哦|啊)?$`,
);

export function untoldExam(text: string): Extract<Intent, { family: "exam_untold" }> | undefined {
  for (const pattern of UNTOLD) {
    const match = pattern.exec(text.trim());
    if (!match) continue;
    const course = match[1]?.trim();
    // "记一下后天概率论期中考试": a day said with it is an exam told, not one untold.
    if (course && DAY_WORD.test(course)) continue;
    return course && !NO_COURSE.test(course) ? { family: "exam_untold", title: `${course}${match[2]}` } : { family: "exam_untold" };
  }
  return undefined;
}
