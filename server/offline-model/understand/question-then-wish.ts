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

function wishThenQuestion(text: string, detect: (part: string) => Intent): Intent | undefined {
  const wish = WISH_TO_PLAN.exec(text.trim());
  if (!wish) return undefined;
  const asked = detect(text.trim().slice(wish[0].length));
  return asked.family === "query_tasks" || asked.family === "schedule_question" || asked.family === "progress" ? asked : undefined;
}

export function questionThenWish(text: string, detect: (part: string) => Intent): Intent | undefined {
  const wished = wishThenQuestion(text, detect);
  if (wished) return wished;
  const said = QUESTION_THEN_WISH.exec(text.trim());
  if (!said || /帮我|给我|你/.test(said[2])) return undefined;
  const asked = detectScheduleQuestion(said[1]);
  return asked?.family === "schedule_question" && asked.question.toolName === "query_free_time" ? asked : undefined;
}
