/**
 * A block done whose check-in was forgotten, told beside it ("周一下午那节当时忘了打卡，其实做了，现在补上"): read by
 * checkin-sentences.ts as the done block alone.
 */

/** "当时忘了打卡", "忘记打卡了": the check-in forgotten, said beside the block done. */
const FORGOT_CHECKIN = /(?:当时|那时候?)?我?(?:只是)?忘(?:了|记)?了?打卡了?/;
/** "，现在补上", "，帮我补一下": the forgotten check-in asked for now, not the block made up by a re-plan. */
const MAKE_UP_ASKED = /[，,]\s*(?:现在|那)?(?:帮我|给我|麻烦)?补(?:上|一下|个卡|打(?:个)?卡?)(?:吧|呗|一下)?[。！!~～\s]*$/;

/**
 * "周一下午那节当时忘了打卡，其实做了，现在补上": a block done whose check-in was forgotten is a done block; the
 * forgetting names no block and the 补 asks that check-in, so both go when another clause says the block was done.
 */
export function forgottenCheckinTold(text: string, saysDone: (text: string) => boolean): string {
  if (!FORGOT_CHECKIN.test(text)) return text;
  const told = text.replace(MAKE_UP_ASKED, "").replace(FORGOT_CHECKIN, "，");
  return saysDone(told) ? told : text;
}
