/**
 * "下周哪天最闲，我打算挑一天把欠的复习补上": a free-time question, then what the student means to do with the day it
 * finds. The wish is why it is asked and asks nothing itself (no 帮我 / 给我): the question alone is the request.
 */
import type { Intent } from "./intent-types";
import { detectScheduleQuestion } from "./schedule-intents";

const QUESTION_THEN_WISH = /^([^，,。？?]+?)(?:[？?][，,。\s]*|[，,。\s]+)((?:我)?(?:想|打算|准备|要)(?:找|抽|挑|腾|选)(?:出)?(?:个|一个|一天|一段|点)?[^，,。？?]*)[。!！~～\s]*$/;

export function questionThenWish(text: string): Intent | undefined {
  const said = QUESTION_THEN_WISH.exec(text.trim());
  if (!said || /帮我|给我|你/.test(said[2])) return undefined;
  const asked = detectScheduleQuestion(said[1]);
  return asked?.family === "schedule_question" && asked.question.toolName === "query_free_time" ? asked : undefined;
}
