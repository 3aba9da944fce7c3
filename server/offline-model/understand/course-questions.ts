/**
 * Questions about a course of the timetable that name it by something other than its time: how long one meeting
 * runs ("程序设计那门课每次是连上几节"), whether this week's meetings are over ("线代这周上完了没"), which courses
 * are 水课 ("我这学期的水课都有哪几门"), and a course named by who teaches it or where it meets ("王老师的课", "三教那节
 * 课"). The timetable knows each course by its name, its days and its periods, and by nothing else: a teacher or a
 * room names no course the planner can look up, so the student is asked which one is meant.
 */

const LEAD = "^(?:请问|问下|问一下|我的?|那)?";
/** "那门课", "这门", "的课": the words that point at the course after its name. */
const POINTER = "(?:那门课?|这门课?|那节课?|的课|课)?";

/**
 * "程序设计那门课每次是连上几节", "英语一次上几节", "概率论每次课多长时间": how long one meeting runs, which the
 * course's periods on any day it meets answer.
 */
const MEETING_LENGTH = new RegExp(
  `${LEAD}(\\p{Script=Han}{2,8}?)${POINTER}(?:每次|一次|每节|一般|通常)(?:课)?(?:都)?(?:是)?(?:连(?:着)?上|要上|上|有)?(?:几节|几大节|多久|多长时间|多少分钟|几个?小时|几个?钟头)`,
  "u",
);

/** "线代这周上完了没", "高数这周的课都上完了吗", "离散今天上过了吗": whether a stretch's meetings are over. */
const MEETINGS_OVER = new RegExp(
  `${LEAD}(\\p{Script=Han}{2,8}?)${POINTER}(这周|本周|今天|这个?星期|这礼拜)(?:的课)?(?:都|已经)?(?:上完|上过|结束|上)了?(?:没有?|吗|么|嘛|不)`,
  "u",
);

/** "实验楼那门课这周还有吗", "体育课下周还有没有": whether the course still meets in a stretch, 课 said after its name. */
const STILL_MEETS = new RegExp(`${LEAD}(\\p{Script=Han}{2,8}?)(?:那门课?|这门课?|那节课|课)(这周|下周|本周|这个?星期|这礼拜)还有(?:课)?(?:没有?|吗|么|嘛)`, "u");

/**
 * "概率论本周接下来还有哪几天要上", "英语下周还有几次课": which of the stretch's days the course still meets on.
 * "高数这礼拜还上几回，忒烦了": 上 said before the count asks the meetings too, and a groan may follow; "物理呢个礼拜仲有
 * 几多堂呀" (还有多少节课呀) counts them with 多少 and may close on a particle.
 */
const DAYS_LEFT = new RegExp(
  `${LEAD}(\\p{Script=Han}{2,8}?)${POINTER}(这周|本周|下周|这个?星期|这礼拜)?(?:接下来|之后|后面|剩下)?(?:(?:还有|还剩|还要上)(?:(?:哪几天|哪天)(?:要上|上|有课)?|(?:几|多少)(?:天|次|节|趟|回)(?:课|要上|上))|(?:还要上|还得上|还上)(?:几|多少)(?:天|次|节|趟|回)(?:课)?)(?:呀|啊|呢|吖|嘛)?(?:[？?。\\s]*$|[，,])`,
  "u",
);

/** "这周体育还有课吗", "这礼拜高数还有几趟课": the stretch said first, then the course and whether it still meets. */
const STRETCH_THEN_COURSE = new RegExp(
  `${LEAD}(这周|本周|下周|这个?星期|这礼拜)(?:的)?(\\p{Script=Han}{2,8}?)${POINTER}(?:接下来|之后|后面|剩下)?(?:还有|还剩|还要上)(?:课(?:没有?|吗|么|嘛)|(?:几|多少)(?:天|次|节|趟|回)(?:课|要上|上))`,
  "u",
);
/** "这周我们还有几节课": who has the classes, not which course. */
const NOT_A_COURSE = /^(?:我|你|他|她|咱|大家|全班)/;

const NAMED_BY_TIME = /周|星期|礼拜|今天|明天|后天|早八|早课|晚课|上午|下午|晚上|早上|中午|第\s*\d|点/;

/** The course asked about by how long it runs or whether its meetings are over, and the stretch said with it. */
export function courseMeetingAsked(text: string): { course: string; when?: string } | undefined {
  const length = MEETING_LENGTH.exec(text);
  if (length && !NAMED_BY_TIME.test(length[1])) return { course: length[1] };
  const over = MEETINGS_OVER.exec(text);
  const still = over ?? STILL_MEETS.exec(text) ?? DAYS_LEFT.exec(text);
  // "周五早八那门课下周还有吗": a course named by when it meets is the day's question, not a name to look up.
  if (still && !NAMED_BY_TIME.test(still[1])) return { course: still[1], when: still[2] };
  const stretchFirst = STRETCH_THEN_COURSE.exec(text);
  return stretchFirst && !NAMED_BY_TIME.test(stretchFirst[2]) && !NOT_A_COURSE.test(stretchFirst[2]) ? { course: stretchFirst[2], when: stretchFirst[1] } : undefined;
}

/**
 * "我这学期的水课都有哪几门", "哪些课是可以嵌入的": which courses one may study through. The listing marks each course
 * 固定 or 可嵌入, so it answers; "水课嵌入是啥意思" asks what the word means, which the planner's own answers say.
 */
const FILLER_COURSES_ASKED =
  /(?:水课|可(?:以)?嵌入的课|能嵌入的课)(?:都|一共|总共)?(?:有|是)?(?:哪几门|哪些|哪几节|几门|什么|啥)|(?:哪些|哪几门|哪门)课?(?:是|算|属于)(?:水课|可(?:以)?嵌入的?)|(?:哪些|哪几门|几门|什么)(?:是)?(?:水课|可(?:以)?嵌入的课)/;

export function asksFillerCourses(text: string): boolean {
  return FILLER_COURSES_ASKED.test(text) && !/意思|是什么|是啥|指的|区别/.test(text);
}

/**
 * "王老师", "李教授那门", "三教那节", "二教201", "实验楼", "A302": words that name a course by its teacher or its room.
 * The planner's timetable holds neither, so such a course is asked about by name.
 */
const TEACHER = /\p{Script=Han}{1,3}(?:老师|教授|导师)|\b(?:prof|professor|dr|mr|ms|mrs)\.?\s*\w+/iu;
const ROOM = /^(?:\d{1,2}|[一二三四五六七八九十])教|教学楼|实验楼|主楼|综合楼|机房|报告厅|阶梯教室|[A-Za-z]\d{3,4}|(?:^|[^\d])\d{3,4}(?:教室|室)?$|\p{Script=Han}{1,4}楼\d{0,4}/u;

export function namesCourseByTeacherOrRoom(words: string): boolean {
  // "周二晚上机房那门课": when it meets names it, which the day's agenda answers.
  return (TEACHER.test(words) || ROOM.test(words.trim())) && !NAMED_BY_TIME.test(words);
}

/** "张老师那节课几点下课", "三教的课在哪天": the course said by who or where, then anything asked about it. */
const DESCRIBED = new RegExp(`${LEAD}([^，,。？?的那这]{2,8}?)(?:的课|那门课?|这门课?|那节课|这节课)[^，,。]*?(?:几|哪|什么时候|啥时候|吗|么|没有?|[？?])`, "u");

/** The teacher or room a question names its course by, or undefined when it names the course otherwise. */
export function describedCourseAsked(text: string): string | undefined {
  const words = DESCRIBED.exec(text)?.[1];
  return words !== undefined && namesCourseByTeacherOrRoom(words) ? words : undefined;
}

