/**
 * Questions about the planner itself, answered in words and never with a tool: what one of its words means (粗排是什么,
 * 什么叫水课), how two of them differ (待办和学习计划有啥不同), whether it reminds at the hour, whether the period clock
 * can be changed, whether a deleted to-do comes back. They hold the very words requests key on (提醒, 删, 排, 撤销),
 * so they are read before any request — and only when nothing in them is material for a request (a day, an hour, a
 * deed to note), since "明早八点交报告，会提醒我吗" is still a note. A reminder asked to repeat ("每天早上8点提醒我背单词")
 * is answered here too, and so is a change asked for only in a case yet to come ("要是周五还没写完，你就把截止往后推"):
 * each asks for something the planner does not do, however it is worded.
 */
import { asksConditionalChange } from "./conditional-changes";
import { asksRepeatingReminder } from "./repeat-reminders";
import { wantsQuiet } from "./quiet-asks";

/** What a question about the planner is about: speak/app-answers.ts holds the answer to each. */
export type AppSubject =
  | "rough_schedule"
  | "draft"
  | "task"
  | "study_plan"
  | "undo"
  | "unplace"
  | "checkin"
  | "skipped_checkin"
  | "quadrant"
  | "embeddable"
  | "reminders"
  | "period_times"
  | "deleted_tasks"
  | "calendar_export"
  | "timetable_import"
  | "guest_data"
  | "edit_committed"
  | "repeating_reminders"
  | "quiet_reminders"
  | "conditional_changes"
  | "plan_order";

/** The planner's words, each with the subject it names; longer names first so 学习计划 is not read as 计划. */
const NAMED: readonly [RegExp, AppSubject][] = [
  [/粗排|自动排|一键排/, "rough_schedule"],
  [/预排|待确认|草稿|确认卡片?|方案卡片?/, "draft"],
  [/学习计划|任务类/, "study_plan"],
  [/待办|任务/, "task"],
  [/撤销|撤回|恢复原样/, "undo"],
  [/取消安排|先不排|移出日程|取消预排/, "unplace"],
  [/打卡率?/, "checkin"],
  [/四象限|第?[一二三四1-4]\s*象限|象限\s*[一二三四1-4]|象限|优先级|重要且紧急|重要不紧急/, "quadrant"],
  [/水课|可嵌入|嵌入/, "embeddable"],
];

const NAME = new RegExp(NAMED.map(([pattern]) => pattern.source).join("|"));
const NAME_GROUP = `(?:${NAME.source})`;

/** "请问", "想问下", "那个": a lead before the word asked about. */
const LEAD = String.raw`^(?:请问|问一下|问下|想问(?:一下|下|问)?|那个|所以|那)?[，,\s]*(?:你们?|这个|这里|app|APP|软件)?(?:说的|里的?|里面的?|上的?)?`;
/**
 * "粗排是什么意思", "水课指的是啥", "打卡有什么用": one word's meaning asked, the word opening the message. Only the
 * planner's own jargon is asked about with a bare 是什么 ("任务是什么" may ask what today's task is).
 */
const JARGON = /^(?:粗排|自动排|预排|待确认|草稿|任务类|水课|可嵌入|打卡|四象限|第?[一二三四1-4]\s*象限|象限\s*[一二三四1-4]?|取消安排)$/;
const MEANING = new RegExp(
  `${LEAD}(${NAME_GROUP})(?:到底|具体)?(?:(是(?:个)?什么|是啥)|是(?:个)?什么意思|是啥意思|什么意思|啥意思|指的?是?什么|指的?是?啥|是干(?:嘛|啥|什么)的|有什么用|有啥用)(?:啊|呀|呢|哈)?[？?。!！\\s]*$`,
);
/** "什么叫粗排", "什么是待确认". */
const WHAT_IS = new RegExp(`${LEAD}(?:什么|啥)(?:叫|是)(?:个)?(${NAME_GROUP})(?:啊|呀|呢)?[？?。\s]*$`);
/** "待办和学习计划有什么区别", "撤销跟取消安排啥区别", "A与B不一样吗". */
const DIFFERENCE = new RegExp(
  `${LEAD}(${NAME_GROUP})(?:和|跟|与|同|还有)(${NAME_GROUP})(?:之间)?(?:有|的)?(?:什么|啥|哪些)?(?:区别|不同|差别|不一样)(?:是什么|在哪儿?)?(?:吗|么|啊|呀|呢)?[？?。\s]*$`,
);

/** "你会到点提醒我吗", "能不能按时通知", "还是只是记下来": whether a note rings. */
const ASKS_IF_IT_RINGS =
  /(?:到点|到时候?|准时|按时)了?你?(?:会|能)(?:不会|不能)?(?:提醒|通知|推送|叫)我?(?:吗|么|嘛|不|呢)|(?:会|能)(?:不会|不能)?(?:到点|到时候?|准时|按时|自动|主动)(?:提醒|通知|推送|叫)我?(?:吗|么|嘛|不|呢)?|(?:会|能)(?:提醒|通知|推送)我?(?:吗|么|嘛)(?=[，,\s]*还是)|(?:还是|只是)只?(?:是|会)?(?:帮我)?记(?:下来|一下|着)(?:而已)?(?:吗|么|呢)?[？?。\s]*$|提醒(?:是)?怎么(?:发|收到|响)|(?:怎么|如何|在哪)(?:才能)?(?:收到|设置|打开|开)提醒/;
/** "提醒能提前一天吗", "提醒时间可以自己设吗": how early a note rings. */
const ASKS_RING_TIME = /提醒(?:的)?(?:时间)?(?:能|可以|能不能|可不可以|怎么|咋|如何)(?:自己)?(?:提前|设置|设|改|调)/;
/** What makes it a note after all: a day, an hour or a deed to be reminded of. */
const NOTE_MATERIAL =
  /明天|后天|今[天晚早]|明[早晚]|周[一二三四五六日天末]|星期|礼拜|\d|[一二三四五六七八九十两半]点|号|交|截止|考试|作业|报告|买|去|开会/;

/** "节次时间能改吗", "每节课的时间可以自己设置吗", "怎么改上课时间". */
const PERIOD_CLOCK = String.raw`(?:节次|每一?节课?|上课|课节|作息|第一节课?)的?(?:时间|时刻|钟点|几点)(?:表)?`;
const CHANGE = String.raw`(?:改|调|设置|设|修改|自定义|调整|换)`;
const ASKS_PERIOD_TIMES = new RegExp(
  `${PERIOD_CLOCK}[^，,。？?]{0,4}?(?:能|可以|可不可以|能不能|能否|怎么|咋|如何|在哪里?)(?:自己)?${CHANGE}(?!到|成|为)(?:吗|么|嘛|呢)?|(?:能|可以|可不可以|能不能|怎么|咋|如何|在哪里?)(?:自己)?${CHANGE}(?:一下)?${PERIOD_CLOCK}`,
);

/** "删掉的任务还能找回来吗", "误删的待办可以恢复吗". */
const ASKS_DELETED_BACK =
  /(?:删掉|删除|删了|误删|不小心删)(?:了)?的?(?:任务|待办|计划|东西|那条|那个)?[^。？?]{0,10}?(?:还能|能|可以|能不能|可不可以|有没有办法|有办法|怎么|咋)(?:再)?(?:找回|恢复|撤回|还原|撤销|找到|捞回|弄回)/;

/** "能同步到手机日历吗", "怎么导出到日历", "日历订阅在哪", "记下来的事会同步到手机日历里吗". */
const ASKS_CALENDAR =
  /(?:能|可以|能不能|可不可以|会不会|会|怎么|如何|咋)(?:自动)?(?:把[^，,。？?]{0,6}?)?(?:同步|导出|导到|加|订阅)(?:到|进)?(?:手机|系统|苹果|谷歌|安卓)?(?:的|自带的?)?日历|日历(?:订阅|同步)(?:怎么|在哪|能)/;
/** "课表能导入吗", "怎么导入课程表", "能从教务系统导入吗". */
const ASKS_IMPORT =
  /(?:课表|课程表|课程)(?:能|可以|能不能|可不可以|怎么|如何|咋)(?:一键)?导入|(?:能|可以|能不能|可不可以|怎么|如何|咋)(?:一键)?导入(?:课表|课程表|课程)|从(?:教务|超级课表|课程格子|wakeup)[^，,。？?]{0,6}?导入/i;
/** "游客的数据会丢吗", "换个浏览器还在吗", "记的东西会保存吗". */
const ASKS_KEPT =
  /(?:游客|数据|记录|记的东西|我的东西)[^，,。？?]{0,6}?(?:会不会|会)(?:丢|没了|被删|消失|保存|保留)|换(?:个|了)?(?:手机|电脑|浏览器)[^，,。？?]{0,6}?(?:还在|还有|能看到|看得到)/;

/**
 * "确认过的安排还能改吗", "排好的还可以动吗": the whole message asks whether a committed plan can still change (with
 * a change after it, "…？能的话把X挪到周日", it is the change).
 */
const ASKS_EDIT_COMMITTED =
  /^(?:已经?|确认过?了?的?|排好了?的?|定好了?的?|写进日程的?)[^，,。？?]{0,6}?(?:安排|排程|日程|计划|课表)?(?:还|也)?(?:能|可以)(?:再)?(?:改|调|调整|动|挪|修改)(?:吗|么|嘛)?[？?。\s]*$/;

/** "为什么排完还要点确认", "不点确认会怎样": why a plan waits for 确认. */
const ASKS_WHY_CONFIRM =
  /(?:为什么|为啥|干嘛|咋)[^，,。？?]{0,6}?(?:还|都)?(?:要|得|需要)(?:我)?(?:再)?(?:点|按)?(?:一下)?确认|不(?:点|按)?确认(?:的话)?(?:会)?(?:怎么样|怎样|咋样|会怎么|有什么后果)/;

/**
 * "没打卡会扣分吗", "要是标成没做的话有什么影响", "漏打卡会怎样": what a skipped or missing check-in costs, asked
 * (a check-in itself, "周日那块记成没做吧", asks nothing of the kind).
 */
const ASKS_SKIPPED_CHECKIN =
  /(?:(?:打卡|标|记|算)(?:成|为|作)?(?:没做|未完成|没完成|跳过)|没(?:有)?打卡|不打卡|漏(?:了)?打卡|忘(?:了)?打卡)[^。！!]{0,8}?(?:的话)?[，,\s]*(?:会|要)?(?:怎么样|怎样|咋样|咋办|有(?:什么|啥)(?:影响|后果|惩罚)|扣分|影响|受罚)/;

/**
 * "你排的时候是按什么决定先后的？", "排的顺序是怎么定的", "你怎么决定先排哪个": how the planner orders what it places,
 * asked of a plan; nothing in it names a block, so no one block's place is asked about.
 */
const ASKS_PLAN_ORDER =
  /(?:按|根据|依据|凭|看)(?:着)?(?:什么|啥|哪些?)(?:来)?(?:决定|定|排|安排|确定)(?:的)?(?:先后|顺序|前后|谁先谁后)|(?:先后|顺序|前后|谁先谁后)(?:是)?(?:按|根据|依据)?(?:怎么|什么|啥|咋|如何)(?:来)?(?:定|决定|排|安排|确定)的?|(?:怎么|咋|如何)(?:决定|定|判断)(?:先排|哪个先|谁先|先后)/;

/** "学完了要不要打卡啊", "复习完还用打卡吗": whether to check in at all, asked (not a check-in, nor asked for one). */
const ASKS_WHETHER_CHECKIN = /(?:要不要|用不用|需不需要|该不该)(?:去|再|也)?打(?:个)?卡|(?:还)?(?:要|需要|得|用)(?:去|再|也)?打(?:个)?卡(?:吗|么|嘛)/;

/** "没做完的复习会自动顺延吗", "落下的会不会自己往后排": whether missed work moves on by itself, asked. */
const ASKS_CARRIED_ON =
  /(?:没做完?|没完成|没打卡|落下|漏掉|鸽掉?)的?[^，,。？?]{0,6}?(?:会|能)(?:不会)?(?:自动|自己)(?:顺延|往后|推|挪|重排|重新排|补|排|延)/;

/** A question's mark: the question words above already ask, a statement ("删掉的任务可以恢复") does too when it ends so. */
const ASKS = /[？?]|吗|么|嘛|呢|怎么|怎样|咋|如何|在哪|能不能|可不可以|会不会|有没有办法/;

function subjectOf(name: string): AppSubject | undefined {
  return NAMED.find(([pattern]) => pattern.test(name))?.[1];
}

/** The subjects of a question about the planner itself, or undefined when the message is anything else. */
export function appQuestion(text: string): AppSubject[] | undefined {
  if (asksRepeatingReminder(text)) return ["repeating_reminders"];
  // "这个周末别提醒我任何事": no pause to set here; where the notifications are turned off is said instead.
  if (wantsQuiet(text)) return ["quiet_reminders"];
  if (asksConditionalChange(text)) return ["conditional_changes"];
  const difference = DIFFERENCE.exec(text);
  if (difference) {
    const subjects = [subjectOf(difference[1]), subjectOf(difference[2])].filter((subject): subject is AppSubject => subject !== undefined);
    return subjects[0] === subjects[1] ? subjects.slice(0, 1) : subjects;
  }
  const meaning = MEANING.exec(text) ?? WHAT_IS.exec(text);
  // A bare 是什么 asks a meaning only of the planner's own words.
  if (meaning && (meaning[2] === undefined || JARGON.test(meaning[1]))) {
    const subject = subjectOf(meaning[1]);
    return subject ? [subject] : undefined;
  }
  if (ASKS_WHETHER_CHECKIN.test(text)) return ["checkin"];
  if (!ASKS.test(text)) return undefined;
  if (ASKS_CARRIED_ON.test(text)) return ["skipped_checkin"];
  if (ASKS_DELETED_BACK.test(text)) return ["deleted_tasks"];
  if (ASKS_PLAN_ORDER.test(text)) return ["plan_order"];
  if (ASKS_WHY_CONFIRM.test(text)) return ["draft"];
  if (ASKS_SKIPPED_CHECKIN.test(text)) return ["skipped_checkin"];
  if (ASKS_EDIT_COMMITTED.test(text)) return ["edit_committed"];
  if (ASKS_PERIOD_TIMES.test(text)) return ["period_times"];
  if (ASKS_IMPORT.test(text)) return ["timetable_import"];
  if (ASKS_CALENDAR.test(text)) return ["calendar_export"];
  if (ASKS_KEPT.test(text)) return ["guest_data"];
  if ((ASKS_IF_IT_RINGS.test(text) || ASKS_RING_TIME.test(text)) && !NOTE_MATERIAL.test(text)) return ["reminders"];
  return undefined;
}
