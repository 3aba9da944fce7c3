/**
 * "这个放回这周吧，随便哪天晚上都行", "把它排回下周，晚上就行", "那个补到这周" after an answer that listed one thing
 * (a block missed last week, a to-do): that thing planned again in the stretch said, in the part of the day said.
 * Read as the plan said with its name ("把函数与等价关系排到这周晚上"). With more than one thing listed, 这个 is
 * ambiguous and left to the pointing readers.
 */
import { answeredThings } from "./answered-things";
import { PART_OF_DAY, type FollowUp, type PreviousRequest } from "./follow-up-words";

const POINTER = "(?:这个|那个|它|这节|那节|这块|那块|这条|那条)";
const STRETCH = "(?:这周|本周|下周|这个?星期|下个?星期|这个?礼拜|下个?礼拜|周末|这几天)";
/** "这个放回这周吧", "把它排回下周", "那个也补到这周里". */
const PUT_BACK = new RegExp(
  `^(?:那就?|就)?(?:帮我)?(?:把)?${POINTER}(?:也|就)?(?:帮我)?(?:放|排|挪|补|塞|安排)(?:回|回到|到|进)(?<stretch>${STRETCH})(?:里|内|里面|去)?(?:吧|呗|哈)?(?<rest>[，,\\s].*)?$`,
);
/** "随便哪天晚上都行", "晚上就行", "哪天都可以": leeway, with at most a part of the day in it. */
const LEEWAY = new RegExp(`^[，,\\s]*(?:随便|任意|哪天|哪一天|什么时候|都|就|也)*(?<part>${PART_OF_DAY})?(?:都|就|也)?(?:行|可以|好|ok|成)(?:吧|呗|哈|的)?[。.!！~～\\s]*$`, "i");

export function putBack(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = PUT_BACK.exec(text.trim())?.groups;
  if (!said) return undefined;
  const leeway = said.rest === undefined ? undefined : LEEWAY.exec(said.rest);
  if (said.rest !== undefined && !leeway) return undefined;
  const things = answeredThings(previous);
  // "- …「A」…\n- …「B」…": rows the word reader keeps whole still name two things.
  const quoted = previous.answeredWith ? 0 : (previous.said?.match(/「[^」]+」/g) ?? []).length;
  if (things.length !== 1 || quoted > 1) return undefined;
  return { family: "pointed", text: `把${things[0].name}排到${said.stretch}${leeway?.groups?.part ?? ""}` };
}
