/**
 * Stories the student tells that hold a request's words but ask for nothing (rows of chat-statements.ts: a pattern,
 * the small talk it is, and what still makes it a request): an errand or a plan that went wrong, told after it
 * ("昨天去超市买洗发水结果忘带钱包，白跑一趟", "上学期列过一堆待办，结果一个都没做"), a chore done today with the relief
 * after it ("把宿舍打扫了一遍，舒服了"), a rumour the student doubts ("听说…，不知道真的假的"), and another class's
 * exams ("隔壁班已经开始考了"); someone else's work done, and a to-do not yet begun.
 */
import type { SmallTalkTopic } from "./intent-types";

/** When the story happened: before today, or earlier today. */
const BEFORE_NOW = "(?:昨天|昨晚|前天|大前天|上周|上礼拜|上星期|上次|上回|上个?月|上学期|去年|之前|以前|那天|刚才|刚刚|今天早上|今早|早上)";
/** How it turned out: forgotten, wasted, nothing done, fallen through. */
const WENT_WRONG =
  "(?:忘(?:带|了|记)|白跑|白去|白等|扑空|没(?:去成|做成|买到|赶上|带)|一个都没|一点都没|一样都没|全(?:忘|没|鸽)|泡汤|黄了|鸽了|没成)";
/** "昨天去超市…结果忘带钱包，白跑一趟": a past errand or plan, then 结果 and how it went wrong. */
const STORY_GONE_WRONG = new RegExp(`${BEFORE_NOW}[^。？?]*?结果[^。？?]*?${WENT_WRONG}`);
/** A story still asks when it asks outright or asks for a note, a reminder or a plan ("…，这次提醒我带"). */
const STORY_STILL_ASKS = /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|记得|别让我|排一下|安排|重新|补上|这次/;

/** "今天把宿舍大扫除了一遍，舒服了": a chore done, then the relief — not a to-do finished (no to-do's verb of handing in). */
const CHORE_DONE_RELIEVED =
  /(?:大扫除|打扫|收拾|整理|洗|拖|扫)[^，,。？?]{0,8}?(?:了|完了?)(?:一遍|一下|一通|干净)?[，,\s]*(?:终于|总算)?(?:好|真|太|超)?(?:舒服|爽|清爽|干净|舒坦|痛快)(?:了|多了)(?:啊|呀|哦|哈)*[!！~～。.\s]*$/;
const CHORE_STILL_ASKS = /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|标|勾|完成|排|安排/;

/** "听说下周三停水，不知道真的假的": hearsay the student doubts — nothing to note until it is confirmed. */
const DOUBTED_RUMOUR =
  /^(?:我)?(?:听说|据说|听人说|听别人说|有人说|传言|传闻)[^。？?]*?[，,\s]+(?:也|但|不过|可是)?(?:不知道|不晓得|不清楚|也不知)(?:是)?(?:真(?:的)?假(?:的)?|真的还是假的|是不是真的)/;
const RUMOUR_STILL_ASKS = /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|先记|别忘/;

/** "隔壁专业已经开始考了，听说挂了一大片": another class's exams, not the student's own to record. */
const OTHER_CLASS = "(?:隔壁|别的|其他|外)(?:班|专业|学院|系|年级|宿舍|寝室)(?:的)?(?:人|同学)?";
const OTHER_CLASS_SAT = new RegExp(`^${OTHER_CLASS}(?:都|也|已经|早就)*(?:开始)?(?:考|考试|期末|期中)(?:了|完了|结束了)`);
const OTHER_CLASS_STILL_ASKS = /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|我(?:们)?(?:也|还)?(?:要|得|是|哪天|什么时候)/;

/**
 * "室友的物理实验报告今天一早就交了，她怎么这么快", "同桌把线代作业交了": someone else's work handed in or finished — the
 * student's own to-do with the same name is not done, and marvelling at it ("怎么这么快") asks the planner nothing.
 */
const OTHERS_WORK_DONE =
  /^(?:我的?|我们)?(?:室友|舍友|同桌|同学|朋友|队友|组员|学长|学姐|学弟|学妹|师兄|师姐|别人|人家|班长|学委|组长|部长|社长|队长|主席|会长|[他她])(?:们)?(?:说(?:[他她](?:们)?)?)?(?:的|把|那份|那个|那篇|那套)[^，,。？?]{1,16}?(?:交|发|提交|做|写|刷|整理|弄|搞)(?:上去|出去|完|好|定)?了/;
const OTHERS_WORK_STILL_ASKS = /帮我|给我|替我|提醒|记一下|记下|记着|(?<!安)排|安排|标|勾|删|改|我(?:也|的也)|我(?:刚|已经)?(?:交|做完|写完)/;

/**
 * "四级真题那套我还没开始刷", "策划案还没动呢": a to-do not yet begun, told — nothing is done, and nothing asked. A
 * study block said so (那块, 那节) is a check-in's business (checkin-sentences.ts), not this.
 */
const LOOSE_TASK_NOT_STARTED =
  /^(?!.*(?:块|节|学习块|复习))[^，,。？?]{2,16}?(?:我)?(?:都|也)?还(?:没|没有)(?:开始|动|动手|开工|碰)(?:刷|做|写|弄|整理|看)?(?:呢|哦|啊|呀|哈|捏)?[。.!！~～\s]*$/;
// "电路还有几天考我都还没开始": how soon something is asked, with the student's state after it.
const NOT_STARTED_STILL_ASKS = /[？?吗几啥哪]|什么|多久|帮我|给我|替我|提醒|记一下|记下|排|安排|删|改|推|延/;

export const STORIES_TOLD: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [STORY_GONE_WRONG, "chat", STORY_STILL_ASKS],
  [CHORE_DONE_RELIEVED, "chat", CHORE_STILL_ASKS],
  [DOUBTED_RUMOUR, "chat", RUMOUR_STILL_ASKS],
  [OTHER_CLASS_SAT, "chat", OTHER_CLASS_STILL_ASKS],
  [OTHERS_WORK_DONE, "chat", OTHERS_WORK_STILL_ASKS],
  [LOOSE_TASK_NOT_STARTED, "chat", NOT_STARTED_STILL_ASKS],
];
