/**
 * A class of the timetable moved: told as news ("下周的体育课整体往前挪了一节，班长通知的") or asked of the assistant
 * ("能把大学物理挪到周四吗"). Courses come from the timetable the student imported or typed in 设置; the planner's
 * moves are for study blocks, so neither is a move: the answer says where a course's time is changed, with no tool.
 * Anything else asked beside it (a question, a reminder, a plan) leaves the message to the other readers.
 */
import { movesExamByVerb } from "./exam-moved-by-verb";

/**
 * The public courses every university teaches under the same name, named bare as the thing moved: a study block is
 * named by what is studied (高数复习, 第三章), never by the course alone.
 */
const PUBLIC_COURSE =
  "大学英语|大学物理|高等数学|高数|大学语文|大学体育|体育|思想政治|思政|形势与政策|形策|军事理论|马原|毛概|思修|近代史|史纲|大学计算机";
/**
 * A class said as one: 英语课, 实验课, 周三的课 — never 功课 (homework), 课程论文, nor 那节课 / 这堂课, which may point at a
 * study block.
 */
const CLASS_WORD = String.raw`\p{Script=Han}{0,8}?(?<![功节堂])课(?!程|题|件|表|本|后|前|上|间)`;
const CLASS = `(?:${PUBLIC_COURSE}|${CLASS_WORD})(?:那节|这节|那门|这门)?`;
const MOVE = "(?:整体|统一|全部|都|临时)?(?:往后|往前|向后|向前)?(?:挪|移|调|换|改|推迟|推|延后|延|提前|顺延)";

/** "把大学英语挪到周六", "思政课能不能换到周四": the class moved at the student's word. */
const CLASS_MOVE_ASKED = new RegExp(
  `(?:^|[，,\\s])(?:你)?(?:能|可以|能不能|可不可以)?(?:帮我)?把(?:我的?|这周的?|下周的?|明天的?|周.的?)?(?:${CLASS})${MOVE}(?:到|去|成|在)[^，,。？?]*?(?:吗|么|吧|嘛)?(?=$|[，,。？?！!])|^(?:${CLASS})(?:能|可以|能不能|可不可以)${MOVE}(?:到|去|成)[^，,。？?]*`,
  "u",
);
/** "下周的英语课整体往后推了一节", "体育调课了": the class moved by the school, told as news. */
const CLASS_MOVED = new RegExp(`(?:${CLASS})${MOVE}(?:了|到[^，,。？?]*?了)|调课了`, "u");
/** Who said so, after the news: "老师在群里说的", "班长通知的". */
const SOURCE = /^[，,\s]*(?:是|听)?(?:老师|班长|学委|辅导员|课代表|教务|学院|助教)?(?:在群里|群里)?(?:说|通知|讲|发)(?:的|了)?[。.!！~～\s]*$/;
/** "老师说…", "班长通知：…": who told the news, before it; what follows is theirs, not the student's request. */
// "数据库老师说…", "线代助教通知…": the course's own teacher is as much a teller; "我跟老师说" is the student speaking.
const TOLD_BY = /^(?:刚才|刚刚|今天|上课时)?(?:(?:(?![我跟和给对向])\p{Script=Han}){1,6}?(?:老师|助教)|老师|班长|学委|辅导员|课代表|教务处?|学院|助教|学校)(?:在群里|在课上|群里|刚)?(?:说|通知|讲|发通知说?)(?:了)?[，,:：\s]*/u;
/** "下周的基础会计课调到周四上": the class and where the school put it, with no 了 to close it. */
const CLASS_PUT = new RegExp(`^[^，,。？?]{0,8}?(?:${CLASS})${MOVE}(?:到|去|成)[^，,。？?]*[。.!！~～\\s]*$`, "u");

/** What the rest still asks for: a question, a reminder, a note, a plan, a change of something else. */
const STILL_ASKS = /[？?]|吗|么|帮我|给我|提醒|记一下|记下|记着|排|安排|查|看看|哪|几|什么|啥|怎么|所以|那我|那就|要不要|截止|空/;

/** Whether the message only moves a class of the timetable, or only tells that one was moved. */
export function asksCourseChange(text: string): boolean {
  // "线代挪到12月30号下午考了": the course's exam moved, not its class.
  if (movesExamByVerb(text)) return false;
  const told = TOLD_BY.exec(text);
  const news = told ? text.slice(told[0].length) : "";
  if (told && CLASS_PUT.test(news) && !STILL_ASKS.test(news)) return true;
  const asked = CLASS_MOVE_ASKED.exec(text);
  // "…，周二早上实在太困了": a reason beside the request is no second request.
  if (asked) return !STILL_ASKS.test(text.slice(0, asked.index) + text.slice(asked.index + asked[0].length));
  const moved = CLASS_MOVED.exec(text);
  if (!moved) return false;
  const clause = text.slice(moved.index).search(/[，,。；;]/);
  const newsEnd = clause === -1 ? text.length : moved.index + clause;
  return !STILL_ASKS.test(text.slice(0, newsEnd)) && (newsEnd === text.length || SOURCE.test(text.slice(newsEnd)));
}
