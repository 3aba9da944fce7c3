/**
 * One block of a plan just proposed left out for now, named by a word of its name, in the two shapes students use
 * beyond "X先拿掉" (draft-day-moves.ts):
 * - "模拟卷这次先不放，其他的不动": not put in this time, the rest said to stay;
 * - "第七章到时候老师会带着讲真题，先拿掉": why first (its name is the reason's subject), then the taking off.
 * Read as the block taken off where it was put ("把12月13日08:00那块第七章…先拿掉"): unplaced, never deleted.
 * "有一个我不想要了" names none: which one is asked.
 */
import { draftPlaces, placedName } from "./draft-follow-ups";
import { TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";

/** What may lead the message before the name: "那", "还是", "把". */
const LEAD = /^(?:那|那就|还是)?[，,\s]*(?:把)?/;
/** The pointer a name may carry: "电脑那个". */
const POINTER = /^(?:那个|这个|那块|那节)/;
/** "这次先不放", "暂时不排了", "先别安排". */
const NOT_THIS_TIME = new RegExp(`^(?:这次|这回|暂时)?(?:就|也)?(?:先)?(?:不|别)(?:用|要)?(?:放|排|安排|塞)(?:进去|进来)?${TAIL}$`);
/** "其他的不动", "其余照旧", "别的都留着". */
const REST_STAYS = new RegExp(`^(?:其他|其它|其余|别的|剩下)(?:的)?(?:都|就|也)?(?:不动|不变|照旧|照常|留着|保留|不用动|别动)${TAIL}$`);
/** "先拿掉", "那就先去掉吧", "所以不排了": the taking off said after the reason. */
const TAKE_OFF = new RegExp(`^(?:那|那就|就|所以)?(?:先|暂时)?(?:拿掉|去掉|撤掉|撤下来|拿下来|不排了|别排了|不放了)${TAIL}$`);

export function draftLeftOutForNow(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = text.trim().replace(LEAD, "");
  const places = draftPlaces(previous);
  // The name is a word of one block's name, as long as the rest still reads as one of the two shapes.
  for (let length = 2; length <= Math.min(10, said.length); length += 1) {
    const name = said.slice(0, length);
    const named = places.filter((place) => place.name.includes(name));
    if (named.length !== 1) continue;
    const clauses = said.slice(length).replace(POINTER, "").split(/[，,。；;]+/).map((clause) => clause.trim()).filter((clause) => clause !== "");
    const notThisTime = clauses.length === 2 && NOT_THIS_TIME.test(clauses[0]) && REST_STAYS.test(clauses[1]);
    // The reason is one clause with no verb of its own for the plan ("到时候老师会带着讲真题").
    const reasoned = clauses.length === 2 && TAKE_OFF.test(clauses[1]) && !/[排放挪改换移删]/.test(clauses[0]);
    if (notThisTime || reasoned) return { family: "pointed", text: `把${placedName(named[0])}先拿掉` };
  }
  return undefined;
}

/**
 * "有一个我不想要了", "其中一块不想排了": one block of the plan left out, not yet said which; read as the block pointed
 * at with no name ("把那个拿掉"), so which one is asked before anything is taken off.
 */
const ONE_UNSAID = new RegExp(
  `^(?:那|但是?|不过)?[，,\\s]*(?:有|其中|里面有|里头有)(?:一|1)?(?:个|块|项|节|条)(?:我)?(?:是)?(?:不(?:太)?想|不)(?:要|排|做|学)了?${TAIL}[。！!\\s]*$|^(?:那|但是?|不过)?[，,\\s]*(?:有|其中)(?:一|1)?(?:个|块|项)(?:我)?想(?:拿掉|去掉|撤掉|删掉)${TAIL}[。！!\\s]*$`,
);

export function oneUnsaidLeftOut(text: string, previous: PreviousRequest): FollowUp | undefined {
  return ONE_UNSAID.test(text.trim()) && draftPlaces(previous).length > 1 ? { family: "pointed", text: "把那个拿掉" } : undefined;
}
