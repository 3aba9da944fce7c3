/**
 * A place said by a course of the timetable: "思政课里" (during one of its meetings: a 水课 one may study through),
 * "体育课下了以后" / "高数课后面" (right after it), "英语课之前" (right before it). The course is only named here; which
 * meeting and which periods are the listing's to say (decide/course-slots.ts), since the timetable is the student's.
 */
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";

type CourseSide = "in" | "after" | "before";

export interface CoursePlace {
  /** The course as the student named it: "思政", "形势与政策", "体育". */
  course: string;
  at: CourseSide;
  /** The words that said it, to be taken out of what names the thing placed. */
  said: string;
}

const SIDES: readonly [RegExp, CourseSide][] = [
  // "课里", "课上", "课上的", "课的时间里": during the meeting; "课里嵌的", "课上塞着的": a block put inside it.
  [/^课(?:的时间)?(?:里面?|上|中|内|期间)(?!课|网|交|完)(?:(?:嵌|塞|夹|插)(?:着|进去|进)?的)?/, "in"],
  // "课下了以后", "课下课后", "课结束以后", "课上完之后", "课后面", "课之后": right after it (not 课后作业, homework).
  // "课一下课就…": the moment it ends.
  [/^课?(?:下了?课?|结束|上完|完)?(?:了)?(?:以后|之后|后面|过后|后)(?!作业|习题|练习|题|复习题|答疑)|^课下(?:了)?课(?:了)?|^课下了(?=[，,\s]*(?:接着|然后|就|再|马上))|^课一(?:下课|结束)就?/, "after"],
  [/^课(?:开始)?(?:以前|之前|前面|前)(?!预习)/, "before"],
];

/** What stands before the course's name and is no part of it: the day, the part of the day, 的, a verb, 把 X 放到. */
const NOT_NAME =
  /^.*(?:[的把将到进在去，,。：:]|上午|下午|晚上|早上|中午|今天|明天|后天|周[一二三四五六日天末]|星期[一二三四五六日天]|礼拜[一二三四五六日天]|那节|那门|这节|这门|接着|然后)/u;
/** Words that end in 课 and name no course: 课 itself said with a count, a period's number (第五节课) or a pointer. */
const NO_COURSE = /^(?:第?[一两二三四五六七八九十几\d]*(?:节|门|堂|次)|这节|那节|这堂|那堂|这门|那门|上|下)$/;

/** "上完体育课", "上完了高数课以后": the meeting sat through, said before the course — right after it. */
const SAT_THROUGH = /上完(?:了)?(\p{Script=Han}{2,8}?)课(?:以后|之后|后)?/u;

/**
 * "周四线代后面", "周四线代下课之后", "12月3日离散下完课接着上": a course said by its short name with 课 unsaid, right after
 * its day (and part of the day), and right before the words that put something beside it. The day makes it a meeting.
 */
const BARE_AFTER_DAY = new RegExp(
  `(?:${DAY_WORD.source})(?:的|[，,]\\s*)?(?:早上|上午|中午|下午|晚上)?(?:的)?(?<course>\\p{Script=Han}{2,6}?)(?<side>(?:下完课|下了课|下课|上完|结束)?(?:了)?(?:以后|之后|后面|过后|后头|后(?!天))|(?:下完课|下了课|下课)(?=[，,\\s]*(?:接着|然后|就|马上))|(?:上课)?(?:以前|之前|前面))(?![一两二三四五六七八九十几\\d]+天)`,
  "u",
);
/**
 * Words that stand where the course would and name none: a part of the day, a pointer, a count of classes, a block, a
 * deed done that day ("下周二交作业之前一天": a day counted from it, never a class).
 */
const NOT_BARE_COURSE = /^(?:早上|上午|中午|下午|晚上|那|这|[一两二三四几]|第|交|去|考|答辩)|节|门|堂|块|复习|学习|安排|有空|考试|期末/;

function bareCourseAfterDay(text: string): CoursePlace | undefined {
  const said = BARE_AFTER_DAY.exec(text)?.groups;
  if (!said || NOT_BARE_COURSE.test(said.course)) return undefined;
  return { course: said.course, at: /前/.test(said.side) ? "before" : "after", said: `${said.course}${said.side}` };
}

/** The course place the words say, if any: the first 课 followed by 里 / 以后 / 之前 and the like. */
export function coursePlace(text: string): CoursePlace | undefined {
  const sat = SAT_THROUGH.exec(text);
  if (sat && !NO_COURSE.test(sat[1])) return { course: sat[1], at: "after", said: sat[0] };
  for (let at = text.indexOf("课"); at > 0; at = text.indexOf("课", at + 1)) {
    const after = text.slice(at);
    const side = SIDES.find(([pattern]) => pattern.test(after));
    if (!side) continue;
    const before = /[\p{Script=Han}]{1,12}$/u.exec(text.slice(0, at))?.[0] ?? "";
    const course = before.replace(NOT_NAME, "");
    if ([...course].length < 2 || NO_COURSE.test(course)) continue;
    const sideWords = side[0].exec(after)![0];
    return { course, at: side[1], said: `${course}${sideWords}` };
  }
  return bareCourseAfterDay(text);
}

/** The verbs that put a study item somewhere, with the measure words after them: "塞个", "接着放", "排一下". */
const PLACING = /(?:接着|然后|再|就)?(?:塞|放|排|安排|学|做|刷|过)(?:个|一下|下|一点|点|上|进去|一遍)/;
const PLACING_BARE = /(?:接着|然后|再|就)?(?:塞|放|排|安排)(?=\p{Script=Han})/u;
/** A question about the time around a course ("体育课后有空吗") or a note ("提醒我") asks for no placement. */
const NOT_PLACING = /[？?]|吗|么|有没有|几|哪|提醒|记一下|记得|别忘/;

/**
 * "下周三上午的思政课里塞个函数与等价关系", "下周三体育课下了以后，接着放集合与二元关系": a study item put in or right
 * beside a course's meeting on a day, said with a bare verb of placing. The words without the course place are read
 * as any scheduling request; the place itself is read again when deciding where the item goes.
 */
export function besideCourse(text: string, read: (words: string) => Intent): Intent | undefined {
  const place = coursePlace(text);
  if (!place || NOT_PLACING.test(text)) return undefined;
  const rest = text.replace(place.said, " ");
  const verb = PLACING.exec(rest) ?? PLACING_BARE.exec(rest);
  if (!verb) return undefined;
  const intent = read(rest.replace(verb[0], " "));
  return intent.family === "schedule" && intent.range !== undefined && intent.hints.length > 0 ? intent : undefined;
}
