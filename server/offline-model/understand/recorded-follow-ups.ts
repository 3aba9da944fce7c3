/**
 * Short follow-ups whose object is whatever the assistant's last answer said it recorded. "撤了吧", "刚记的那条删掉",
 * "其实还没交", "优先级忘说了，重要但不急" name nothing: the answer before them does — "已记下考试「X」" (an exam),
 * "已记下：X" / "已创建任务：X" (a to-do), "已写入日程" (a confirmed plan), "已完成：X" (a to-do ticked off). So the
 * take-back, the reopening and the forgotten field are read against that record, whatever words the student uses.
 */
import { priorityLabel, isPriorityGroup } from "@/lib/tasks/priority";
import { dueClock, forgottenFirst } from "./forgotten-due";
import type { FollowUp, PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";
import { DAY_WORD } from "./day-words";
import { markedAgain } from "./marked-follow-ups";
import { dropNoted } from "./note-follow-ups";
import { onlyQuadrant } from "./quadrant-words";
import { recordIn } from "./said-records";

/** Words that only stop the assistant or own up to a slip, before what the student means. */
const STOPPING = "(?:(?:还是|算了|那就|那|不行|哎|唉|啊|呃|额|等下|等等|等一下|不对|不好意思|抱歉|我(?:记|说|搞|弄|看)(?:岔|错|混)了|(?:记|说|搞|弄|看)(?:岔|错|混)了)[，,、\\s]*)*";
/** "刚记的那条", "上一条", "刚加的那个待办", "这场": the record pointed at, never named. */
const POINTER = "(?:(?:刚才?|刚刚|上一?|之前)(?:记|加|建|添|录|写|存)?(?:下)?(?:的)?)?(?:这|那)?(?:一)?(?:条|个|场|次|项)?(?:考试|待办|任务|提醒|日程)?";
// 取消 is left out: "这个取消了" after a note tells that the event is off, which is news, not a take-back.
const TAKE = "(?:都|全|全部)?(?:给我|帮我)?(?:撤(?:销|回|掉|下来)?|删(?:除|掉)?|去掉|不要)(?:了|掉)?(?:吧|啊|哈|呗)?";
const TAKEN_BACK = new RegExp(`^${STOPPING}(?:把)?${POINTER}${TAKE}(?:${POINTER})?(?:[，,。.!！~～\\s]+(.*))?$`);
/** A reason after the take-back says why; one that asks for something else is a request of its own. */
const OWN_REQUEST = /帮我|给我|提醒我|另外|顺便|[？?]|(?:^|[，,。])\s*(?:再|然后|记一下|记上|改成|改到|挪到|排到|放到|提醒)/;
/** A day said after it ("下周一再去") moves the thing rather than taking it back. */
const REDATED = new RegExp(`${DAY_WORD.source}|再(?:去|排|做|交)`);

/** "还是撤了吧，下周要去实习" after a plan was written, "撤销吧" after an exam was noted: that record undone. */
export function takenBackRecord(text: string, previous: PreviousRequest): FollowUp | undefined {
  const record = recordIn(previous.said);
  const match = TAKEN_BACK.exec(text.trim());
  if (!record || !match || OWN_REQUEST.test(match[1] ?? "") || REDATED.test(match[1] ?? "")) return undefined;
  switch (record.kind) {
    case "exam":
      return { family: "drop_noted", text: `${record.name.replace(/考试$/, "")}考试取消了` };
    case "todo":
      // "那条删掉", "帮我删掉" are the note readers' (note-follow-ups.ts); the record adds the pointers they do not
      // know: "刚记的那条", "上一条", "撤了吧".
      if (!/刚|上一?[条个项]|之前|撤/.test(text.slice(0, text.length - (match[1]?.length ?? 0)))) return undefined;
      return dropNoted(text, previous) ?? { family: "drop_noted", text: `删掉${record.name}` };
    // One thing pre-placed is still a plan waiting on its card ("确认后写入日程").
    case "placed":
    case "plan":
      return { family: "drop_noted", text: "撤销刚才的排程" };
    case "done":
      return undefined;
  }
}

/** "其实还没交", "还没做完呢", "还差一半没弄": not done after all. */
const NOT_DONE = /(?:还|并|其实)?没(?:有)?(?:交|做|写|弄|搞|完成|学|看|刷|整理)(?:完|好|上|定)?|尚未|还差/;
/** A clause that says something else was done ("是错题本整理完了") names another to-do: not this reader's. */
const OTHER_DONE = /(?<!没(?:有)?\S{0,2})(?:做完了|交了|写完了|弄完了|整理完了|搞定了)/;

/** "等下，我记岔了，其实还没交" after "已完成：交班费": that to-do open again. */
export function reopenedRecord(text: string, previous: PreviousRequest): FollowUp | undefined {
  const record = recordIn(previous.said);
  if (record?.kind !== "done" || !NOT_DONE.test(text) || OTHER_DONE.test(text)) return undefined;
  // Only the slip and the not-done clause: a name of its own would be another to-do.
  const rest = text
    .replace(new RegExp(`^${STOPPING}`), "")
    .replace(/(?:这个|这条|那个|它)?(?:其实|实际上)?/g, "")
    .replace(NOT_DONE, "")
    .replace(/(?:我)?(?:点|记|说|搞|弄|看)(?:错|岔|混)了/g, "")
    .replace(/[了呢吧啊呀哈，,。.!！~～\s]/g, "");
  // The reader of a mark just set words it as it always has (marked-follow-ups.ts).
  if (rest !== "") return undefined;
  return markedAgain(text, previous) ?? { family: "correction", text: `把${record.name}改回未完成` };
}

/** "优先级忘说了，", "忘了说，", "对了优先级是", "截止时间忘说了": a field the request before left out. */
const FORGOT = /^(?:对了|哦对了?|还有|另外|补充(?:一下|一句)?|再补充(?:一下|一句)?|顺便说(?:一下|一句)?)?[，,\s]*(?:(优先级|象限|级别)|(截止(?:时间|日期)?|ddl|期限))?(?:也)?(?:忘(?:了|记)?(?:说|讲|写|填)(?:了)?|漏(?:说|写|填)?了|没(?:说|写|填))?(?:是|为|定为|算)?[，,：:\s]*(.+?)[。.!！~～\s]*$/i;

/** "对了", "补充一下", "还有": a word that adds to what was just said. */
const ADDED_LEAD = /^(?:对了|哦对了?|还有|另外|补充(?:一下|一句)?|再补充(?:一下|一句)?|顺便说(?:一下|一句)?)[，,\s]*$/;

/** "优先级忘说了，重要但不急" after a to-do was noted: its quadrant; "截止忘说了，周四晚上十点前": its deadline. */
export function forgottenField(told: string, previous: PreviousRequest): FollowUp | undefined {
  const record = recordIn(previous.said);
  const text = forgottenFirst(told);
  const match = FORGOT.exec(text.trim());
  if (record?.kind !== "todo" || !match) return undefined;
  // Without a lead that says a field was left out, the words are no follow-up of this kind.
  const lead = text.trim().slice(0, text.trim().lastIndexOf(match[3]));
  // "优先级是…" says the field itself; "ddl前一天提醒我" only times something by it.
  const said = match[3].replace(/^(?:这个|这条|它)(?:是|算)?/, "");
  const group = onlyQuadrant(said);
  // "对了这个挺急的，也很重要", "补充一下，这个不重要也不复杂": a word that adds to it, then nothing but how it is filed.
  const added = ADDED_LEAD.test(lead) && match[2] === undefined && group !== undefined;
  if (!added && !/忘|漏|没(?:说|写|填)/.test(lead) && !/(?:优先级|象限|级别|截止(?:时间|日期)?|ddl|期限)(?:是|为|定为|算)[，,：:\s]*$/i.test(lead)) return undefined;
  if (OWN_REQUEST.test(match[3])) return undefined;
  if (match[2] === undefined && group !== undefined && isPriorityGroup(group)) return { family: "correction", text: `把${record.name}改成${priorityLabel(group)}` };
  if (match[2] !== undefined) return { family: "correction", text: `${record.name}截止改到${said.replace(/(?:之前|以前|前)$/, "")}` };
  const due = dueClock(said, previous.said);
  return due === undefined ? undefined : { family: "correction", text: `${record.name}截止改到${due}` };
}

/**
 * "那报告截止改成明天晚上九点吧" turns after "已记下：交物理实验报告": a to-do named loosely is the one the conversation
 * recorded with that word, the latest first; what else is said of it stays as the student said it.
 */
export function recordedTodoNamed(text: string, earlier: readonly PreviousRequest[]): FollowUp | undefined {
  const intent = detectIntent(text);
  if (intent.family !== "task_edit" || !intent.task || !text.includes(intent.task)) return undefined;
  const loose = intent.task.replace(/^(?:那个?|这个?)/, "").replace(/的$/, "");
  if (loose.length < 2) return undefined;
  for (const turn of [...earlier].reverse()) {
    const record = recordIn(turn.said);
    if ((record?.kind === "todo" || record?.kind === "done") && record.name.includes(loose)) {
      // "那个报告的截止…": the pointer before the loose name goes with it.
      const at = text.indexOf(intent.task);
      const start = /(?:那个|这个)$/.test(text.slice(0, at)) ? at - 2 : at;
      return record.name === intent.task ? undefined : { family: "correction", text: `${text.slice(0, start)}${record.name}${text.slice(at + intent.task.length)}` };
    }
  }
  return undefined;
}
