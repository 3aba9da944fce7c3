/**
 * A habit of the student's own told in passing ("跟你说一声，我每天晚上九点要去操场跑步", "我每周日晚上都要做周计划"):
 * it comes back every day or week, so there is no one time to note, and nothing is asked — it is small talk. Asked
 * to be reminded of it, it is a repeat no note can keep (repeat-reminders.ts). A row of chat-statements.ts.
 */
import type { SmallTalkTopic } from "./intent-types";
import { CADENCE } from "./repeat-reminders";

/** "跟你说一声", "告诉你一下", "报备一下": the student only letting the planner know. */
const LETTING_KNOW = "(?:(?:跟|和)你说(?:一声|一下)?|告诉你(?:一声|一下)?|说一下|报备一下|同步一下|提一句)[，,：:\\s]*";

/**
 * The student (我) and their own cadence opening the message, then what they go and do at it: "我每周三下午都去游泳".
 * Without 我 the cadence may be a limit asked ("每天别超过3节") or a question ("每周二是不是都满课").
 */
const OWN_HABIT = new RegExp(`^(?:${LETTING_KNOW})?(?:我|本人)(?:平时|一般|现在|最近|这学期)?(?:都|基本)?${CADENCE}[^，,。？?]{0,8}?(?:都|也|会|固定|雷打不动地?)*(?:要|得|去|做|起来|起床|练|背|跑)`);

/** The habit still asks when a request or a question comes with it. */
const HABIT_STILL_ASKS =
  /[？?吗]|帮我|给我|替我|提醒|叫我|喊我|通知我|催我|记一下|记下|记上|记着|记得|别让我|别忘|排(?:一下|进|到|上)|安排|留出|空出|你(?:帮|给|替|盯|催|监督|看)|查|看看|能不能|可以|行不行|这周的?先|这次|明天那次|是不是|几|多少|什么|哪|别|不要|超过|重新|放进|挪|顺便|问一?下/;

/**
 * "我发现我老是先做不重要的事，拖延症没救了", "我总是把重要的事拖到最后一刻": a bad habit of the student's own
 * sighed at, with a verdict on themselves. Nothing is asked, though it names quadrants and deadlines.
 */
const HABIT_SIGHED_AT = new RegExp(
  // The student and how often, in the first clause ("重要不紧急的事我永远不会去做", "感觉我每次都先干简单的")…
  "^(?:(?:唉|哎|害|哎呀|说真的|真的)[，,\\s]*)?(?=[^，,。？?]*?我(?:这人|这个人)?(?:好像|真的)?(?:又|老是|总是|总|经常|一直|每次都|永远))" +
    // …and a verdict on themselves somewhere in the message.
    "(?=[^]*(?:拖延|没救|废了|服了(?:我)?自己|自律|太懒|懒死|管不住自己|控制不住|效率(?:太|好|真)?低|磨蹭|拖到最后|一直拖|摸鱼|不会去做|都没动|做不到))",
);

export const TOLD_HABITS: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [OWN_HABIT, "chat", HABIT_STILL_ASKS],
  [HABIT_SIGHED_AT, "chat", HABIT_STILL_ASKS],
];
