/**
 * Changes that hang on something yet to happen: "要是周五我还没写完X，你就帮我把截止往后推两天", "如果下周二的复习没做
 * 完，就自动顺延到周三", and the hypothetical asked about, "万一实验课调到周五了，报告的截止是不是也得跟着改？". The
 * planner cannot watch for the condition and act later, and nothing has happened yet: changing the deadline or the
 * block now would do what the student only asked for in a case that may never come. So nothing is changed; the
 * student hears to say so when it happens.
 */

const IF = "(?:要是|如果|假如|假设|万一|若是|倘若)";
/** Work still not done by a later time: "周五我还没写完X", "下周二的复习没做完", "到时候还没交". */
const NOT_DONE_BY_THEN = String.raw`[^，,。？?]{0,16}?(?:还)?没(?:有)?(?:写|做|学|看|复习|交|弄|搞|背|练|改)?(?:完|好)[^，,。？?]{0,12}`;
/** The change asked for then: "你就帮我把截止往后推两天", "就自动给我顺延到周三", "那就帮我重新排". */
const THEN_CHANGE = String.raw`[，,\s]*(?:那)?(?:你)?(?:就)?(?:直接)?(?:帮我|给我|替我)?(?:自动)?(?:帮我|给我)?(?:把[^，,。]{0,14})?(?:截止|ddl)?(?:往后|往前|向后)?(?:推|延|顺延|挪|改|排|移|调|重新排|重排)`;
/** A time long past is no condition to wait for: "如果昨天的没做完，就重新排" asks for it now. */
const PAST = /昨天|前天|上周|上个|刚才|之前|已经/;

const WAITS_FOR_UNDONE = new RegExp(`${IF}(${NOT_DONE_BY_THEN})${THEN_CHANGE}`);

/** "万一周四的实验课调到周五了，…的截止是不是也得跟着改？": a change that may come, and whether another follows it. */
const WHAT_IF_IT_MOVES = new RegExp(
  String.raw`${IF}[^，,。？?]{0,16}?(?:调|改|挪|换|推|延|提前)(?:到|成)?[^，,。？?]{0,8}?了?[，,\s]+[^？?]{0,20}?(?:是不是|要不要|需不需要|会不会|得不得)(?:也)?(?:得|要|需要)?(?:跟着|一起|随着)?(?:改|调|变|推|挪|延)`,
);

/** Whether the message asks for a change only in a case that has not happened yet. */
export function asksConditionalChange(text: string): boolean {
  const waits = WAITS_FOR_UNDONE.exec(text);
  if (waits && !PAST.test(waits[1])) return true;
  return WHAT_IF_IT_MOVES.test(text);
}
