/**
 * An update whose change the student has not said yet ("线代作业的截止时间帮我改一下"): ask for it, and read the
 * answer into the edit. The answer may be a bare value ("周日吧", "重要且紧急"), a sentence with 它 ("把它改成重要且
 * 紧急"), an offered option ("截止改到周五") or a new name; each is read again together with the task's name, so the
 * same to-do edit rules apply as to a request said in one go.
 */
import type { ChangeKind, Intent } from "./intent-types";
import { detectIntent } from "./intents";
import { say } from "../speak/language";
import { pronounIn, withReferent } from "./references";
import type { Language } from "../types";

type TaskEditIntent = Extract<Intent, { family: "task_edit" }>;

const PRIORITY_OPTIONS = ["重要且紧急", "重要不紧急", "简单不重要", "复杂不重要"];

/** The question for the missing change, with options the answer reader understands. */
export function changeQuestion(task: string, missing: ChangeKind, language: Language): { question: string; options: string[] } {
  switch (missing) {
    case "deadline":
      return { question: say(language, `“${task}”的截止时间要改到什么时候？`, `When should "${task}" be due?`), options: ["明天", "周五", "下周一"] };
    case "priority":
      return { question: say(language, `“${task}”要改成哪个优先级？`, `Which priority should "${task}" have?`), options: PRIORITY_OPTIONS };
    case "title":
      return { question: say(language, `“${task}”要改成什么名字？`, `What should "${task}" be called?`), options: [] };
    case "change":
      return {
        question: say(language, `“${task}”要改什么？可以说新的截止时间、名字或优先级。`, `What should change for "${task}": its due time, name or priority?`),
        options: ["截止改到周五", "改成重要且紧急"],
      };
  }
}

function isFullUpdate(intent: Intent): intent is TaskEditIntent {
  return intent.family === "task_edit" && intent.action === "update" && intent.missing === undefined;
}

const ANSWER_EDGES = /^[\s，,。.:：“”"']+|[\s，,。.！!~～“”"']+$/g;
const CLOSING_PARTICLES = /(?:吧|呀|哦|啊|呢|就行|就好|好了)+$/;
const LEADING_VERB = /^(?:就|那就|还是)?(?:改到|改成|改为|换成|推迟到|延到|提前到|设成|设为|改名叫|改名为|叫)/;

/** The edit the answer completes, or undefined when the answer says no change the to-do tools can make. */
export function withAnswer(intent: TaskEditIntent, answer: string): TaskEditIntent | undefined {
  const words = answer.replace(ANSWER_EDGES, "").replace(CLOSING_PARTICLES, "").replace(ANSWER_EDGES, "");
  if (words === "") return undefined;
  // A sentence of its own: "把它改成重要且紧急" (它 is the task asked about), "周报已经发了" (another request).
  const own = detectIntent(pronounIn(words) ? withReferent(words, intent.task) : words);
  // An update must be of the task asked about: "截止改到周五" alone reads 截止 as a name.
  if (own.family === "task_edit" && own.missing === undefined && (own.action !== "update" || own.task === intent.task)) return own;
  const value = words.replace(LEADING_VERB, "");
  if (intent.missing === "title") return { family: "task_edit", action: "update", task: intent.task, title: value };
  const readings = [`${intent.task}的${words}`, `${intent.task}改到${value}`, `${intent.task}改成${value}`];
  for (const reading of readings) {
    const read = detectIntent(reading);
    if (isFullUpdate(read) && read.task === intent.task) return read;
  }
  return undefined;
}
