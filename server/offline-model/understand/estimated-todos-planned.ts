/**
 * The to-dos with an estimate, pointed at and planned: "待办里那几条有预计时长的，这周找空给我排了", "有估计时长的那些
 * 待办下周排上". The planner only places a to-do whose length it knows, so the estimate is no subject and no question
 * about the list: it is the to-dos (task_class 待办) planned into the stretch said.
 */
import type { Intent } from "./intent-types";
import { detectScheduleRequest, scheduleIntentOf } from "./schedule-intents";
import { detectTerseScheduleRequest } from "./schedule-cues";

const SOME = "(?:那|这)?(?:几|些)?(?:条|件|个|项)?";
const HAS_ESTIMATE = "(?:有|标了|写了|带|带着|填了|标着|写着)(?:预计|估计|预估|估算)?(?:的)?(?:时长|用时|耗时|要花多久|要多久|多长时间|花多久)(?:的)?";
/** "待办里那几条有预计时长的", "待办清单里标了预计时长的几件": the to-dos first, then which of them. */
const LOOSE_TASKS_THEN_WHICH = new RegExp(`待办(?:清单|列表)?(?:里|中|里面|当中)?(?:的)?${SOME}${HAS_ESTIMATE}${SOME}(?:待办)?`);
/** "那几个写了要花多久的待办", "有估计时长的那些待办": which of them first, then the to-dos. */
const WHICH_THEN_LOOSE_TASKS = new RegExp(`${SOME}${HAS_ESTIMATE}${SOME}待办`);

/** The plan of the estimated to-dos, or undefined when the text points at none or asks no plan. */
export function estimatedTodosPlanned(text: string): Intent | undefined {
  const pointed = LOOSE_TASKS_THEN_WHICH.exec(text) ?? WHICH_THEN_LOOSE_TASKS.exec(text);
  if (!pointed) return undefined;
  const said = text.replace(pointed[0], "待办");
  if (!detectScheduleRequest(said) && !detectTerseScheduleRequest(said)) return undefined;
  const plan = scheduleIntentOf(said);
  return plan.family === "schedule" ? plan : undefined;
}
