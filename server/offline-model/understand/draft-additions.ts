/**
 * A to-do added into a plan the assistant just proposed ("已生成方案，请在卡片上确认：…"): "错题本也加进去，就放下周四
 * 晚上七点", "四级真题也塞进这两周里吧", "再把整理电脑文件那个也加进来，随便找个空档". 也 is what makes it an addition:
 * the thing is not one of the plan's blocks yet. The request is said again as a plain one: to the day and time said
 * after it, to the stretch it names, or else to the stretch the plan was made for ("这周的待办帮我排进去" → 这周).
 * 再 adds as 也 does ("策划案再加进去"), and a thing the plan left out may be named in a premise first ("策划案不是没
 * 排上吗，再加进去，周日晚上给它两节").
 */
import { draftPlaces } from "./draft-follow-ups";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

const CLAUSE_BREAK = /[，,；;。！!~～\s]+/;
/** "错题本也加进去", "再把X那个也加进来", "四级真题也塞进这两周里吧": the thing, 也, a verb of putting in, where. */
const ADDED = /^(?:再|还有|另外)?(?:把|将)?(.+?)(?:那个|那块|那条|这个|那项)?(?:也|再)(?:给我|帮我)?(?:加|塞|排|放|算)(?:进|到|入)(?:去|来)?(.*?)(?:里|里面|中)?(?:吧|呗|哈)?$/;
/**
 * "策划案不是没排上吗", "四级没排进去吧": the thing the plan left out, asked back as a premise, then "再加进去" with no
 * object of its own.
 */
const LEFT_OUT_ASKED = /^(?:那个?)?(.+?)(?:不是)?(?:没|没有)(?:排上|排进去|放进去|排进来|排)(?:吗|嘛|么|吧)?$/;
const ADD_AGAIN = /^(?:那就?)?(?:再|也)(?:给我|帮我)?(?:加|塞|排|放)(?:进|到|入)(?:去|来)?(?:吧|呗)?$/;
/** "就放下周四晚上七点", "放周五晚上吧": where it goes, said in a clause of its own after the addition. */
// "周日晚上给它两节": the day given to it, how many periods after (the thing's own length stands).
const PUT_AT = /^(?:就|那就?)?(?:(?:放|排|安排)(?:在|到)?(.+?)|((?:这|下)?(?:周|星期|礼拜)[一二三四五六日天](?:早上|上午|下午|晚上)?)(?:给它|给)(?:[一二两三四五六\d]节))(?:吧|呗)?$/;
/** The stretch a plan was asked for: "离散复习排到这两周", "概率论复习帮我排下周". */
const STRETCH = /下下周|这两周|这周|本周|下周|这个月|周末/;

export function draftAdded(text: string, previous: PreviousRequest): FollowUp | undefined {
  const places = draftPlaces(previous);
  if (places.length === 0) return undefined;
  const clauses = text.trim().split(CLAUSE_BREAK).filter((clause) => clause !== "");
  const asked = clauses.length > 1 && ADD_AGAIN.test(clauses[1]) ? LEFT_OUT_ASKED.exec(clauses[0]) : null;
  const added = asked ? [clauses.slice(0, 2).join("，"), asked[1], ""] : clauses.length > 0 ? ADDED.exec(clauses[0]) : null;
  if (!added) return undefined;
  const thing = added[1];
  // A block already in the plan is moved, not added (draft-block-moves.ts).
  if (thing.length < 2 || places.some((place) => place.name.includes(thing))) return undefined;
  const put = clauses.slice(asked ? 2 : 1).map((clause) => PUT_AT.exec(clause)).find(Boolean);
  if (put) return { family: "pointed", text: `把${thing}放到${put[1] ?? put[2]}` };
  const stretch = STRETCH.exec(added[2])?.[0] ?? STRETCH.exec(previous.text)?.[0];
  return stretch === undefined ? undefined : { family: "pointed", text: `把${thing}排进${stretch}` };
}
