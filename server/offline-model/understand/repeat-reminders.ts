/**
 * Reminders asked to repeat: "每天早上8点提醒我背单词", "工作日晚上10点叫我打卡", "隔天提醒我跑步", "每个月1号提醒我
 * 交房租". A note rings once, at its one time, so the planner cannot keep such a promise: the student is told so and
 * offered the one time it can note, rather than left believing a single note will come back every day. Each row is a
 * way of saying how often; the cadence either opens the request or follows 提醒我 at once.
 */

/** How often, as a student says it: one row per way of counting the days. */
const CADENCES: readonly string[] = [
  // Every day, every night, every morning.
  String.raw`每天|天天|每日|每晚|每个?晚上|每个?早上|每早`,
  // Every working day, every weekend: 工作日 alone is each of them, while a bare 周末 is this one.
  String.raw`(?:每个?)?工作日|每个?周末|周一到周五|周一至周五`,
  // Every other day, every N days.
  String.raw`隔天|隔一天|每隔[一两二三四五六七八九十\d]+天|每[两二三四五六七八九十\d]+天`,
  // Every month, on a day of it.
  String.raw`每个?月(?:[一二三四五六七八九十\d]+[号日])?|每个?月[底初]|月月`,
  // Every week, with or without its day (每周提醒我, 每周一早上, 每个周六晚上, 每星期天).
  String.raw`每个?(?:周|星期|礼拜)[一二三四五六日天]?`,
  // Every other week or every N weeks, with or without its day (隔周, 隔一周的周六, 每两周, 单周周三, 双周).
  // Every session or class, however many there are ("每块复习开始前", "每次上课前", "每节课下课后").
  String.raw`每(?:一)?(?:块|节|次|场|堂)(?:复习|自习|学习块|课|考试)?`,
  String.raw`(?:每隔|隔)(?:一|两|二|三|[1-3])?个?(?:周|星期|礼拜)(?:的)?(?:(?:周|星期|礼拜)[一二三四五六日天])?|每(?:两|二|三|[2-3])个?(?:周|星期|礼拜)(?:的)?(?:(?:周|星期|礼拜)[一二三四五六日天])?|[单双]周(?:的)?(?:(?:周|星期|礼拜)[一二三四五六日天])?`,
];

export const CADENCE = `(?:${CADENCES.join("|")})`;
/** The same in English: "every day", "every monday morning", "each friday", "on weekdays". */
const ENGLISH_WEEKDAY = String.raw`(?:mon|tues|wednes|thurs|fri|satur|sun)day`;
const ENGLISH_CADENCE = String.raw`(?:(?:every|each)\s+(?:single\s+)?(?:other\s+)?(?:day|morning|night|evening|afternoon|week|month|weekday|weekend|${ENGLISH_WEEKDAY})|on\s+(?:weekdays|weekends|${ENGLISH_WEEKDAY}s))`;
/** "remind me daily to …", "… remind me weekly": the bare adverb only beside the request ("the weekly rent" is a bill). */
const ENGLISH_ADVERB = String.raw`\bremind me\s+(?:daily|nightly|weekly|monthly)\b|\bremind me\b[^.?]{0,40}\s(?:daily|nightly|weekly|monthly)\s*[.!]?$`;
/** Asking to be reminded or called, in the verbs a student uses for an alarm. */
const REMIND = String.raw`(?:提醒|叫|喊|通知|催|提示)我|\bremind me\b`;

/** "office hour 帮我记下来，每周三下午3点": a note asked, then how often, in the clause after it. */
const NOTE_ASKED = String.raw`(?:记下来|记一下|记下|记上|记着)(?:吧|哈)?`;

/**
 * The cadence opening the request (after 以后, 你, 帮我 and the like), with the reminder asked later in the clause, or
 * the cadence right after 提醒我. Someone else's habit ("室友天天提醒我早点睡") has its own subject before it.
 */
/** "寒假每天…", "这学期每周三…", "考试周天天…": the stretch the repeat runs through, said before its cadence. */
// "春招开了以后每天…", "等实习开始之后每天…": from an event on, said as the event and 以后 / 之后, is such a stretch too.
// "考前这一个月每天…", "接下来两周每晚…": a counted stretch (before the exams, or from now) too.
const STRETCH = String.raw`(?:(?:考前|考试前|期末前|复习期)?(?:的)?(?:这|接下来的?|最后的?|剩下的?)?(?:[一两二三四五六七八九十几\d]+|半)个?(?:月|周|星期|礼拜|天)|考前|考试前|(?:等)?[^，,。；;？?\s]{1,8}?(?:开始|开了|开启|开放|来了|到了|结束|完)了?(?:以后|之后)|寒假|暑假|假期|放假(?:以后|后|期间)?|这学期|本学期|下学期|这个?月|下个?月|开学(?:以后|后)?|考试周|期末周?|复习期间?|实习期间?)(?:期间|里|的时候)?`;

const REPEATING = new RegExp(
  String.raw`(?:^|[，,。；;：:\s])(?:以后|之后|从(?:明天|今天|下周)(?:起|开始)|往后|${STRETCH})?[，,\s]*(?:你|麻烦你?|请你?|帮我|能不能|可不可以|可以|能){0,3}(?:都|也)?${CADENCE}[^，,。；;？?]{0,20}?(?:都|也|就)?(?:${REMIND})|(?:${REMIND})(?:一下)?${CADENCE}|(?:${NOTE_ASKED})[，,：:\s]*${CADENCE}|\b${ENGLISH_CADENCE}\b[^.?]{0,30}\bremind me\b|\bremind me\b[^.?]{0,30}\b${ENGLISH_CADENCE}\b|${ENGLISH_ADVERB}`,
  "i",
);

/**
 * "我每周日晚上都要做周计划，到点提醒我", "每天晚上十点背单词，到时候叫我": the habit told with its cadence, then a later
 * clause asking to be reminded when its time comes (到点, 每到那天) — the same repeat, said in two steps
 * ("房租每月一号交，以后每到那天都提醒我").
 */
const AT_ITS_TIME = new RegExp(String.raw`${CADENCE}[^。；;？?]{0,30}?[，,]\s*(?:那)?(?:你)?(?:到点|到时候?|到时间|到那个?点|准点|准时|按时|(?:以后|之后|往后)?每(?:到|逢|次到)(?:那天|那一天|这天|那时候?|那个?点))了?(?:都|就|记得)?(?:${REMIND})`);

/**
 * "我们每周三晚上都要开组会，帮我一直提醒", "每天晚上背单词，你每次都提醒一下": the habit with its cadence, then a
 * later clause asking to be reminded for good (一直, 每次, 每回), with or without its 我.
 */
const KEPT_REMINDING = new RegExp(String.raw`${CADENCE}[^。；;？?]{0,30}?[，,]\s*(?:那)?(?:你|帮我|麻烦你?|请你?)?(?:就)?(?:一直|每次都?|每回都?|次次|回回|长期|固定|定期|都)(?:要|得|记得)?(?:帮我)?(?:提醒|叫|喊|催)`);

/** "这周的先记上", "明天那次先记一下": the one time to note asked for beside the repeat, which is a note after all. */
const ONE_TIME_ASKED = /(?:这周|这次|本周|明天|今天|今晚|第一次|最近一次)(?:的|那次|那个)?(?:先|就)?(?:帮我)?记(?:上|下|一下|着)/;

/** Whether the message asks for a reminder that repeats, which no note can keep. */
/** "每次都是室友提醒我…": the one who reminds is someone else, told of, not asked. */
const SOMEONE_ELSE_REMINDS = /(?:室友|舍友|妈妈|我妈|爸爸|我爸|老师|同学|辅导员|班长|学长|学姐|别人|[他她]们?)(?:都|也|会|总|总是|老是)?(?:提醒|叫|喊|催)我/;

export function asksRepeatingReminder(text: string): boolean {
  return (REPEATING.test(text) || AT_ITS_TIME.test(text) || KEPT_REMINDING.test(text)) && !ONE_TIME_ASKED.test(text) && !SOMEONE_ELSE_REMINDS.test(text);
}
