/**
 * A quiet spell wished for (round 28). Kept apart from reminder-remarks.ts, which imports the intent types: those
 * import app-questions.ts, which reads this.
 */

/**
 * "这个周末别提醒我任何事", "这两天什么都别提醒我", "明天别来烦我": no reminder at all for a while. The planner has no
 * quiet mode and no reminder is named, so nothing is deleted or moved.
 */
const NO_REMINDERS_WANTED =
  /(?:别|不要|不用|先别|都别)(?:再)?(?:提醒|打扰|叫|烦|催)我(?:任何|什么|啥|一切)(?:事|事情|东西)?|(?:什么|啥|任何)(?:事|事情)?(?:都|也)(?:别|不要|不用)(?:再)?(?:提醒|叫|催|烦)我|别来(?:烦|打扰|吵)我/;
const QUIET_STILL_ASKS = /[？?吗]|帮我|给我|删|取消|撤|挪|改|推|记一下|记下|(?:那个|这个|那条|这条)提醒/;

/** A quiet spell wished for, asking nothing else: answered with where notifications are turned off (app-questions.ts). */
export function wantsQuiet(text: string): boolean {
  return NO_REMINDERS_WANTED.test(text) && !QUIET_STILL_ASKS.test(text);
}
