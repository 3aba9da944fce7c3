/**
 * Which of the student's tasks a name in chat means ("周报" → 给导师发周报, "高数习题册" → 交高等数学习题册): the
 * title that contains the words wins, else the longest run of characters shared with them. Several equally good
 * titles are ambiguous and are all returned, so the assistant can ask which one.
 */

export interface NamedTask {
  id: number;
  title: string;
}

export type TaskMatch<Task extends NamedTask> =
  | { kind: "one"; task: Task }
  | { kind: "several"; tasks: Task[] }
  | { kind: "none" };

const NOISE = /[\s，,。.、：:；;！!？?“”"'‘’《》()（）[\]【】]/g;

function normalized(text: string): string {
  return text.toLowerCase().replace(NOISE, "");
}

/** The length of the longest run of characters both strings share. */
function sharedRun(a: string, b: string): number {
  let best = 0;
  const previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j += 1) {
      const above = previous[j];
      previous[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : 0;
      best = Math.max(best, previous[j]);
      diagonal = above;
    }
  }
  return best;
}

/** How well a title fits the words; 0 when it does not. */
function score(words: string, title: string): number {
  if (words === "" || title === "") return 0;
  if (title === words) return 1000;
  if (title.includes(words)) return 500 + words.length;
  if (words.includes(title)) return 400 + title.length;
  const run = sharedRun(words, title);
  return run >= 2 && run * 2 >= Math.min(words.length, title.length) ? run : 0;
}

export function matchTask<Task extends NamedTask>(words: string, tasks: readonly Task[]): TaskMatch<Task> {
  const wanted = normalized(words);
  const scored = tasks.map((task) => ({ task, score: score(wanted, normalized(task.title)) })).filter((entry) => entry.score > 0);
  if (scored.length === 0) return { kind: "none" };
  const best = Math.max(...scored.map((entry) => entry.score));
  const top = scored.filter((entry) => entry.score === best).map((entry) => entry.task);
  return top.length === 1 ? { kind: "one", task: top[0] } : { kind: "several", tasks: top };
}
