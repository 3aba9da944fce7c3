/**
 * A follow-up dressed in what the student says around it: "哦对了忘说，…", "想了想还是…", "点好确认了，…" before it
 * (a second thought, a word left out, the card just confirmed), and why after it ("…，下周实验太多", "…，一节根本看
 * 不完"). The readers of follow-ups know the bare change; this gives it to them without its dressing. "周三晚上我有
 * 家教，那段别排" is the time kept free said through what fills it: "周三晚上别排".
 */

/** Openings that only own a second thought, a word left out or a card confirmed. */
const OPENING =
  /^(?:(?:哦|噢|喔|啊|诶|欸|哎|嗯)*[，,\s]*(?:对了|等等|等一下|等下|慢着|差点忘了|忘了说|忘说了?|忘记说了?|忘记讲了?|忘了讲|漏说了?|补充一下|想了想|想想|想了一下|我想了想|考虑了一下|琢磨了一下|(?:卡片)?点(?:好|了)?确认了|确认好了|已经确认了|已确认|确认了|还有(?=[，,]))[了啊呀哈]?[，,。\s]*)+(?:接着|然后|再)?/;

/** A clause that asks for something: a verb of the planner's, or a thing kept from or to be noted. */
const ASKS = /[排放挪移改换调删记加拆列查]|提醒|别|不要|不用|取消|撤|看看|告诉|说说|帮我|给我|[？?吗呢]/;
/** Why, said of the student or the time: too much, too early, something else on, not enough. */
// "多了消化不了", "排满了坐不住": what the student cannot take, said of the load.
const WHY = /太|真|根本|实在|起不来|来不及|赶不完|看不完|做不完|学不完|[要得有](?:去|上|做|开|考|回)|没空|没时间|有事|忙|累|困|不了$|不住$|不过来$|吃不消/;

/** "太多了吧，…", "有点挤，…": what is wrong with the plan just proposed, said before the change that mends it. */
const COMPLAINT_FIRST = /^(?:这|这样|这也)?(?:太|有点|有些)(?:多|满|挤|密|少|松|紧)了?(?:吧|啊|哈|点)?[，,。！!\s]+(?=\S)/;

/** "周三晚上我有家教", "周五下午要去实习": a stretch of time, then what fills it. */
const FILLED = /^((?:这|下下?|本)?(?:个)?(?:周|星期|礼拜)[一二三四五六日天](?:上午|下午|晚上|早上|中午)?)(?:我|都)?(?:有|要|得)[^，,。]{1,12}$/;
/** "那段别排", "那个时间空出来", "那天别放": the stretch just told kept free. */
const KEEP_THAT = /^(?:那段|那段时间|那个时间|那时候|那会儿?|那天|那晚|那一段)(?:就|也)?(?:别|不要|不能|不)(?:排|放|安排)(?:了|东西|任何东西)?(?:吧|哈)?$|^(?:那段|那段时间|那个时间|那天|那晚)(?:给我)?(?:空出来|留出来|空着)(?:吧|哈)?$/;

function keptThroughFilling(clauses: readonly string[]): string[] {
  const out: string[] = [];
  for (const [index, clause] of clauses.entries()) {
    const filled = FILLED.exec(clause);
    if (filled && KEEP_THAT.test(clauses[index + 1] ?? "")) {
      out.push(`${filled[1]}别排`);
      continue;
    }
    if (KEEP_THAT.test(clause) && FILLED.test(clauses[index - 1] ?? "")) continue;
    out.push(clause);
  }
  return out;
}

/** The follow-up without its opening, its time-filling told as kept free and a last clause that only says why. */
export function withoutAsides(text: string): string {
  const opened = text.trim().replace(OPENING, "").replace(COMPLAINT_FIRST, "");
  const clauses = keptThroughFilling(opened.split(/[，,。；;！!]\s*/).filter((clause) => clause.trim() !== ""));
  const last = clauses.at(-1) ?? "";
  if (clauses.length > 1 && !ASKS.test(last) && WHY.test(last)) clauses.pop();
  return clauses.join("，");
}
