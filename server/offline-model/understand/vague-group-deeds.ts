/**
 * "之前没做的那几块帮我处理一下", "之前那些没打卡的，帮我全部搞一下": the missed blocks pointed at as a group, with a
 * deed that has no verb of its own. Made up, checked in, or taken off are all fair guesses and each changes the
 * timetable differently, so the student is asked which; a deed said ("补上", "挪到周末", "删掉") is read by its own
 * reader and never reaches here.
 */
import { say } from "../speak/language";
import type { Language } from "../types";

/** Blocks left undone or unchecked, pointed at as several: 那几块, 那些, 没打卡的, 落下的那几节. */
const MISSED_GROUP = /(?:没(?:有)?(?:做|学|完成|打卡|做完|学完)|落下|欠下|拖下|漏掉)[^，,。！!？?]{0,6}?(?:那几块|那几节|那些|的)|(?:那几块|那几节|那些)[^，,。！!？?]{0,6}?没(?:有)?(?:做|学|完成|打卡)/;

/** 处理 / 搞 / 弄 / 搞定 with nothing after it: the deed names no change. */
const VAGUE_DEED_END = /(?:处理|搞|弄|整|办|搞定|弄弄|搞搞)(?:一下|下|处理)?(?:吧|呗|呀|啊|哈)?[。！!~～\s]*$/;

/** A deed said anywhere beside the group ("重新找时间排掉，下周之内搞定"): 搞定 then only means "get it done". */
const DEED_SAID = /排|补|挪|移|放|删|打卡|标|改|换|推|搬|勾/;

export function vagueGroupDeed(text: string): boolean {
  const trimmed = text.trim();
  const group = MISSED_GROUP.exec(trimmed);
  return group !== null && VAGUE_DEED_END.test(trimmed) && !DEED_SAID.test(trimmed.replace(group[0], ""));
}

export function groupDeedQuestion(language: Language): string {
  return say(
    language,
    "之前没完成的那几块，你想怎么处理：重新排进日程补上、标成已完成，还是删掉？",
    "What should I do with the blocks you missed: fit them back in, mark them done, or remove them?",
  );
}

export const GROUP_DEED_OPTIONS = { zh: ["重新排进日程补上", "标成已完成", "删掉"], en: ["fit them back in", "mark them done", "remove them"] };

/**
 * "帮我把之前的都打个卡", "把以前的全都打卡了吧": every earlier block checked in at once, with no day and no block named.
 * Which days, and whether each was done, are the student's to say: a guess would mark weeks of skipped work done.
 */
const ALL_EARLIER_CHECKED =
  /^(?:你)?(?:帮我|给我|麻烦你?)?(?:把|将)?(?:之前|以前|前面|先前|过去)(?:的|那些|所有的?|全部的?)+(?:都|全|全都|全部|统统)?(?:打(?:个|一下)?卡|标(?:成|为|记为)?(?:已)?完成)(?:了)?(?:吧|呗|呀|啊)?[。！!~～\s]*$/;

export function allEarlierCheckedIn(text: string): boolean {
  return ALL_EARLIER_CHECKED.test(text.trim());
}

export function earlierCheckinQuestion(language: Language): string {
  return say(
    language,
    "之前没打卡的学习块有好几天的，要补哪段时间的？都按已完成记吗？",
    "Which earlier days should I check in, and were all of those blocks done?",
  );
}

export const EARLIER_CHECKIN_OPTIONS = { zh: ["这周的都算完成", "只补昨天的", "我一个个说"], en: ["all of this week, done", "only yesterday's", "I'll go one by one"] };
