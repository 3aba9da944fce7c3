/**
 * The quadrant of a to-do just noted or created, put right by a judgement alone: "不对，这个挺重要的，只是不急" after
 * "新建任务：复习法理学" (filed 简单不重要) files it 重要不紧急. No verb and no name: the to-do is the one the request
 * before made, and the words are only a quadrant (quadrant-words.ts).
 */
import { priorityLabel, isPriorityGroup } from "@/lib/tasks/priority";
import { objectOf, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";
import { onlyQuadrant } from "./quadrant-words";

/** "不对，", "等等，其实", "说错了，": the student stopping the assistant; then the to-do pointed at, and 是 / 算. */
const JUDGED =
  /^(?:(?:不对|不是|错了|说错了|搞错了|等等|等一下|啊不|哦不|呃|额|嗯)[，,、\s]*)*(?:其实|应该)?(?:这个|这条|它|那个|那条)(?:其实|应该)?(?:是|算)?(.+?)[。.!！~～\s]*$/;

export function requadrantedNoted(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = JUDGED.exec(text)?.[1];
  const group = said === undefined ? undefined : onlyQuadrant(said);
  if (group === undefined || !isPriorityGroup(group)) return undefined;
  const intent = detectIntent(previous.text);
  if (intent.family !== "quick_note" && intent.family !== "create_task") return undefined;
  return { family: "correction", text: `把${objectOf(previous)}改成${priorityLabel(group)}` };
}
