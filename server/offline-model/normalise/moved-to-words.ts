/**
 * "挪到了12月30号", "改到了下周五", "提前到了上午九点": a move told as news puts 了 between the verb and its new day.
 * Every reader of moves (exams, to-dos, blocks) keys on the verb right before the day ("挪到1月8号"), so the 了 is
 * read away there — only before a day or clock word, never in "改到了一半" or "换到了新宿舍", which lead to neither.
 */
import type { WordRow } from "./word-row";

const MOVE_VERBS = ["改到", "挪到", "换到", "调到", "推到", "推迟到", "延到", "延期到", "延后到", "提前到", "移到", "改在", "定到", "改成"];

/** A day or clock word right after the 了: figures, a counted day, a weekday, a holiday, a part of the day. */
const DAY_OR_CLOCK_AFTER =
  /^\s*(?:\d{1,4}\s*[月号日点:：./-]|[一二三四五六七八九十两]{1,3}\s*[月号点]|下{1,2}个?(?:周|星期|礼拜|月)|这(?:个)?(?:周|星期|礼拜)|本周|[明后今]天|大后天|(?:周|星期|礼拜)[一二三四五六日天]|第\s*[\d一二三四五六七八九十]{1,3}\s*周|元旦|国庆|早上|上午|中午|下午|晚上|傍晚)/;

export const MOVED_TO_WORDS: readonly WordRow[] = MOVE_VERBS.map((verb) => ({ from: `${verb}了`, to: verb, needsAfter: DAY_OR_CLOCK_AFTER }));
