/**
 * "下周哪天最闲，我打算挑一天把欠的复习补上": a free-time question, then what the student means to do with the day it
 * finds. The wish is why it is asked and asks nothing itself (no 帮我 / 给我): the question alone is the request. So is
 * a wish to plan said first ("打算安排一下这周，周三前要交的作业有哪些"), which names nothing to plan.
 */
import type { Intent } from "./intent-types";
import { detectScheduleQuestion } from "./schedule-intents";

const QUESTION_THEN_WISH = /^([^，,。？?]+?)(?:[？?][，,。\s]*|[，,。\s]+)((?:我)?(?:想|打算|准备|要)(?:找|抽|挑|腾|选)(?:出)?(?:个|一个|一天|一段|点)?[^，,。？?]*)[。!！~～\s]*$/;

/** "想规划一下时间，…", "打算安排一下这周，…": the wish to plan, naming nothing, before the question. */
const WISH_TO_PLAN = /^(?:我)?(?:想|打算|准备|要)(?:先)?(?:规划|安排|计划|理|捋|盘)(?:一下|下)?(?:时间|日程|这周|下周|接下来)?[，,。\s]+(?=\S)/;

/** "先别排满，我只是想知道…", "先不用排，就想看看…": no plan wanted yet, only the question after it. */
const HELD_BACK_THEN_ASK =
  /^(?:先|暂时)?(?:别|不要|不用|不)(?:急着|着急)?(?:给我|帮我)?(?:排|安排)(?:满|上|进去)?(?:了)?(?:吧|哈)?[，,。\s]+(?:我)?(?:只是|就是|只|就)?(?:想)?(?:先)?(?:知道|问问|问一下|问下|看看|看一下|了解一下|了解)(?:一下)?[，,\s]*(?=\S)/;

function wishThenQuestion(text: string, detect: (part: string) => Intent): Intent | undefined {
  const wish = WISH_TO_PLAN.exec(text.trim()) ?? HELD_BACK_THEN_ASK.exec(text.trim());
  if (!wish) return undefined;
  const asked = detect(text.trim().slice(wish[0].length));
  return asked.family === "query_tasks" || asked.family === "schedule_question" || asked.family === "progress" ? asked : undefined;
}

/**
 * "如果明天下午有空，就把X放进去", "要是周五下午有空的话帮我把X排进去": a plan that hangs on the time being free. Whether it is free is the first thing to
 * know, so it is asked; the student decides with the answer in view.
 */
const IF_FREE_THEN_PLAN = /^(?:如果|要是|假如|若是)([^，,。？?]{1,12}?)(?:有空|空着|没课|空闲|有时间)(?:的话[，,\s]*(?:那)?(?:就)?|[，,\s]+(?:那)?(?:就)?|就)(?:你)?(?:帮我|给我)?(?:把|排|放|安排)/;

/**
 * "如果下周二没课的话，提醒我那天早上九点去办签证": a reminder that hangs on the day being free. Whether it is comes
 * first, then the reminder, which the student may still want when it is not.
 */
const IF_FREE_THEN_NOTE =
  /^(?:如果|要是|假如|若是)([^，,。？?]{1,12}?)(?:有空|空着|没课|空闲|有时间)(?:的话)?[，,\s]*(?:那)?(?:就)?(?=(?:你)?(?:提醒我|帮我记|记一下|记得提醒))/;

const NAMES_DAY = /[今明后]天|[今明][早晚]|周[一二三四五六日天末]|星期|礼拜|\d+\s*[号日月]/;

function ifFreeThenNote(text: string, detect: (part: string) => Intent): Intent | undefined {
  const condition = IF_FREE_THEN_NOTE.exec(text.trim());
  if (!condition) return undefined;
  const asked = detectScheduleQuestion(`${condition[1]}有空吗`);
  // The reminder's day is the condition's: 那天 points at it, and a bare hour ("七点去跑步") is on it.
  const reminder = text.trim().slice(condition[0].length);
  const day = condition[1].replace(/(?:上午|下午|晚上|早上|中午|傍晚)$/, "");
  const dated = /那天/.test(reminder) ? reminder.replace("那天", day) : NAMES_DAY.test(reminder) ? reminder : reminder.replace(/^((?:你)?(?:提醒我|帮我记|记一下|记得提醒)(?:一下)?)/, `$1${condition[1]}`);
  const note = detect(dated);
  return asked?.family === "schedule_question" && note.family === "quick_note" ? { family: "compound", parts: [asked, note] } : undefined;
}

export function questionThenWish(text: string, detect: (part: string) => Intent): Intent | undefined {
  const wished = wishThenQuestion(text, detect) ?? ifFreeThenNote(text, detect);
  if (wished) return wished;
  const ifFree = IF_FREE_THEN_PLAN.exec(text.trim());
  if (ifFree) {
    const asked = detectScheduleQuestion(`${ifFree[1]}有空吗`);
    if (asked?.family === "schedule_question") return asked;
  }
  const said = QUESTION_THEN_WISH.exec(text.trim());
  if (!said || /帮我|给我|你/.test(said[2])) return undefined;
  const asked = detectScheduleQuestion(said[1]);
  return asked?.family === "schedule_question" && asked.question.toolName === "query_free_time" ? asked : undefined;
}
