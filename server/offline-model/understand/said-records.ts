/**
 * What the assistant's last answer said it recorded, read from its own words (the answers' openings, speak/): an exam
 * ("已记下考试「X」：1月12日（周二）14:00"), a to-do ("已记下：X（截止 12月3日 周四 23:59）", "已创建任务：X", its deadline changed: "已修改：X，截止改到…"), a to-do
 * ticked off ("已完成：X"), one thing put in a draft ("已预排：X → 12月5日 周六 08:00–11:40", "已改在方案里：X → …"), or a
 * plan written. The follow-ups that name nothing ("撤了吧", "是周四", "在逸夫楼305") lean on it.
 */

/** A day and clock the answer told, in its own forms: "12月3日" and "23:59". */
export interface SaidWhen {
  day?: string;
  clock?: string;
}

export type SaidRecord =
  | ({ kind: "exam" | "todo"; name: string } & SaidWhen)
  | { kind: "done"; name: string }
  | ({ kind: "placed"; name: string } & SaidWhen)
  | { kind: "plan" };

const DATE = "(\\d{1,2}月\\d{1,2}日)";
const SAID_CLOCK = "(\\d{1,2}:\\d{2})";

const EXAM = new RegExp(`已记下考试「([^」]+)」(?:[：:]\\s*${DATE}(?:[（(]周.[）)])?\\s*${SAID_CLOCK}?)?`);
const RECORDED_TASK = new RegExp(`已(?:记下|创建任务|添加|新建任务)[：:]\\s*([^。.；;，,（(]+)(?:[（(]截止\\s*${DATE}\\s*(?:周.)?\\s*${SAID_CLOCK}?)?`);
/** "已修改：X，截止改到12月6日 周日 23:59": a to-do's deadline just changed, which a change of mind changes again. */
const REDATED_TASK = new RegExp(`^已修改[：:]\\s*([^。.；;，,（(]+)[，,]\\s*截止(?:时间)?改(?:到|成|为)\\s*${DATE}\\s*(?:周.)?\\s*${SAID_CLOCK}?`);
const PLACED = new RegExp(`^已(?:预排|改在方案里)[：:]\\s*([^→。]+?)\\s*→\\s*${DATE}\\s*(?:周.)?\\s*${SAID_CLOCK}?`);

function when(day: string | undefined, clock: string | undefined): SaidWhen {
  return { ...(day ? { day } : {}), ...(clock ? { clock } : {}) };
}

export function recordIn(said: string | undefined): SaidRecord | undefined {
  if (said === undefined) return undefined;
  const exam = EXAM.exec(said);
  if (exam) return { kind: "exam", name: exam[1], ...when(exam[2], exam[3]) };
  const done = /^已完成[：:]\s*([^。.；;，,（(]+)/.exec(said.trim());
  if (done) return { kind: "done", name: done[1].trim() };
  const todo = RECORDED_TASK.exec(said);
  if (todo) return { kind: "todo", name: todo[1].trim(), ...when(todo[2], todo[3]) };
  const redated = REDATED_TASK.exec(said.trim());
  if (redated) return { kind: "todo", name: redated[1].trim(), ...when(redated[2], redated[3]) };
  const placed = PLACED.exec(said.trim());
  if (placed) return { kind: "placed", name: placed[1].trim(), ...when(placed[2], placed[3]) };
  if (/写入日程/.test(said) && !/未写入|没有写入/.test(said)) return { kind: "plan" };
  return undefined;
}
