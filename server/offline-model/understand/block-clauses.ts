/**
 * A block said in a clause of its own before where it goes: "周三下午那节离散复习，换到周六早上八点", "英语那块跟社团
 * 活动冲突，改到周日上午". The first clause names the block (as a block: 那节, 那块, 学习块), perhaps with what it
 * clashes with; the second only moves it. Read as one request, the block then the move, so the to-do readers never
 * take the clause break for a name or the clash for part of it.
 */

/**
 * The words that point at a study block: 那节, 那块, 学习块, 那个复习块, and 那段 ("明天16点开始的那段复习") — not 那段时间 /
 * 那段日子, a stretch of one's life.
 */
export const BLOCK_POINTER = "(?:[那这][一两二三四几]?[节块]|[那这][一两二三四几]?段(?!时间|日子|路|话)|学习块|[那这]个(?:复习|学习|自习)块)";
/** "后面那节", "接下来那块": the block after something just told, pointed at by its place in the day. */
export const AFTER_SOMETHING = "(?:后面|之后|随后|接下来|紧接着|再往后|下面)";
/** A block said as one, with the words around it: "周三下午那节离散复习", "概率论第一章那块". */
// "周三四点那个离散复习": 那个 with the review after it points at a block as 那块 does.
const REVIEW_AFTER = "[^，,。？?！!]{0,8}?(?:复习|自习)";
export const REVIEW_POINTED = `[那这]个${REVIEW_AFTER}`;
const BLOCK = `[^，,。？?！!]*?(?:${BLOCK_POINTER}|${REVIEW_POINTED})[^，,。？?！!]*?`;
/** "跟双学位的课冲突", "和实验课撞了": why it moves, no part of its name. */
const CLASH = "(?:(?:跟|和|与)[^，,。]{1,10}?(?:冲突|撞车|撞|重了|重叠)了?(?:啊|呀|了)?)";
/** "周三下午那块复习还得挪，挪到…": the move announced, then said; the announcement is no part of the name. */
const STILL_TO_MOVE = "(?:(?:还|又|也)?(?:得|要|需要|必须)?(?:再)?(?:挪|移|调|换|改)(?:一下|一挪|个时间|个位置)?(?:了|啊|呀)?)";
/**
 * "那节线代我估计赶不上", "后面那节X我是不可能学进去的": the student owning they cannot make it (or take it in)
 * says why it moves, no part of its name.
 */
const CANNOT_MAKE_IT =
  "(?:我)?(?:估计|可能|肯定|应该|怕是|恐怕|大概|多半|八成|铁定|绝对|根本|真的|实在)?(?:是)?(?:赶不上|赶不及|去不了|来不及|学不进去?|不可能学(?:得)?进去?|学不动|没法(?:学|去|上)|顾不上|抽不出(?:空|时间)|腾不出(?:空|时间))(?:了|的|啦)?";
/** "那块别嵌在思政课里了", "别夹在两节课中间": where it sits now is why it moves, no part of its name. */
const NOT_WEDGED = "(?:别|不要|不想)(?:再)?(?:嵌|夹|塞|插|挤|卡|排)在[^，,。]{1,10}?(?:里|中间|之间|当中)(?:了|啦)?";
const MOVED = "(?:挪|移|放|调|换|改|搬)(?:到|去|在|至)|(?:改|换|调)成(?=[^，,。]*?(?:周|星期|礼拜|[今明后]天|[早晚]|午|点|\\d[:：]))";
/** "…那块谓词逻辑不想做了，改成…", "…那块往后挪，改成…": given up there, or pushed on, before the place is said. */
const PUT_OFF = "(?:不想(?:做|学|上|弄|看)了|(?:往后|往前|向后|向前)(?:挪|推|移|调)(?:一下|一点|点)?)";
/** "改放周五16点", "改排周日": 改 / 换 before the placing verb, with the day straight after it. */
const CHANGED_PLACE = "(?:改|换)(?:放|排)(?:到|在)?";
/** "…那个离散复习，因为要开班会，换到…": a clause of its own saying why, between the block and its move. */
const WHY_CLAUSE = "(?:[，,]\\s*(?:因为|由于|我?(?:要|得)去|临时|突然)[^，,。？?]{1,16}?)";
const CLAUSES = new RegExp(
  `^(${BLOCK})(?:${CLASH}|${STILL_TO_MOVE}|${CANNOT_MAKE_IT}|${NOT_WEDGED}|${PUT_OFF})?${WHY_CLAUSE}?[，,。]\\s*(?:那就|就|那|帮我|给我)?(?:把它|它)?(?:(${MOVED})|${CHANGED_PLACE})([^，,。]+)$`,
);
/**
 * "谓词逻辑原来在明天下午的，改放周五16点": a name said with where it was placed says it is a placed block, as 那块
 * does; the time it was at only points at it.
 */
const WAS_AT = new RegExp(`^([^，,。？?！!]{2,}?)(?:原来|原本|本来|之前)(?:是)?(?:在|排在|放在|安排在)[^，,。？?！!]{1,12}?(?:的|那[个块节])?[，,]\\s*(?:那就|就|那|帮我|给我)?(?:把它|它)?(?:(${MOVED})|${CHANGED_PLACE})([^，,。]+)$`);

/** The message as one request when it is a block's clause and then its move; else as it is. */
export function blockThenMove(text: string): string {
  const wasAt = WAS_AT.exec(text);
  if (wasAt) return `${wasAt[1]}那块${wasAt[2] ?? "挪到"}${wasAt[3]}`;
  const clauses = CLAUSES.exec(text);
  // 那个 said of a review is the block itself, said as the readers of a block's time know it (那块).
  const block = clauses?.[1].replace(new RegExp(`[那这]个(?=${REVIEW_AFTER})`), "那块");
  // "改成周六早上八点" said of a block is where it goes; the to-do readers would take 改成 for a deadline.
  const verb = clauses?.[2]?.endsWith("成") ? "挪到" : clauses?.[2];
  return clauses ? `${block}${verb ?? "挪到"}${clauses[3]}` : text;
}
