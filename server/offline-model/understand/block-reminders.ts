/**
 * "第四章放晚上七点对吧？那提前一小时提醒我", "模拟卷那块开始前半小时叫我" after a plan was drafted: a reminder timed
 * from one block of that plan. The block's day and start are the draft's (the student may only half remember them),
 * so the message is read as the same reminder with the block's day, clock and name said (reminder-ahead.ts).
 */
import type { FollowUp, PreviousRequest } from "./follow-up-words";
import { draftPlaces } from "./draft-follow-ups";
import { pointedPlace } from "./draft-pointers";
import { AMOUNT } from "./reminder-ahead";

/** "那提前一小时提醒我", "开始前半小时叫我一声": the reminder, how far ahead of the block, closing the message. */
const AHEAD_OF_BLOCK = new RegExp(
  `[，,。？?！!\\s]*(?:那|那就|就|你)*(?:在)?((?:(?:开始|上课|学习|复习)?之?前|提前|提早)${AMOUNT})(?:的时候)?(?:提醒|叫|喊|通知)我(?:一下|一声)?(?:吧|哈|啊|呀)?[。!！~～\\s]*$`,
);

/**
 * The block's words before what is said of it: "第四章放晚上七点对吧" → 第四章, "模拟卷那块" → 模拟卷. What follows the
 * name (放 / 排 / 是 / 在 and a time, a check like 对吧) only says again where it is.
 */
const BLOCK_WORDS = /^(?:那个|这个|那|这)?(.+?)(?:(?:放|排|安排|定|是|在)(?:在|到)?[^，,。？?]*|(?:那块|那节|那个|这块|这个|的那块))?(?:对吧|是吧|没错吧|吧|吗)?[？?]?$/;

export function blockReminder(text: string, previous: PreviousRequest): FollowUp | undefined {
  const ahead = AHEAD_OF_BLOCK.exec(text);
  if (!ahead || ahead.index === 0) return undefined;
  const places = draftPlaces(previous);
  const said = BLOCK_WORDS.exec(text.slice(0, ahead.index).trim())?.[1];
  const place = said === undefined || places.length === 0 ? undefined : pointedPlace(said, places);
  if (!place) return undefined;
  return { family: "pointed", text: `${place.day}${place.start}开始${place.name}，${ahead[1]}提醒我` };
}
