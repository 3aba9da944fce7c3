/**
 * "…他让我下周二上午十点前把开题PPT发他邮箱，…头大。先帮我把PPT那件事记下": after a story, a note asked for by a
 * word of the thing and a pointer (那件事, 那个). The note is the story's clause that holds that word, with its day and
 * hour; who asked the student to do it is left out of it.
 */
import type { Intent } from "./intent-types";

const NAMED_NOTE =
  /^(?:先|就)?(?:那个|这个)?(?:你)?(?:帮我|给我|麻烦你?|替我)?(?:先)?(?:把)?([^，,。！!？?\s]{1,10}?)(?:的事情?|的事儿|的)?(?:那件事情?|这件事情?|那个事儿?|那事儿?|这事儿?|那条|那个|这个)?(?:先)?(?:帮我|给我)?(?:记下来|记下|记上|记一下|记住|记着)(?:吧|哈|啊|呗)?$/;
/** Who asked it of the student: the note is what is to be done, not who said so. */
const ASKED_BY = /^(?:然后|后来)?(?:他|她|老师|导师|辅导员|班长|学长|学姐|师兄|师姐|组长|社长)(?:还)?(?:让|叫|要|要求|嘱咐|说|通知)(?:我们?)?(?:在)?/;

export function namedStoryNote(story: readonly string[], asked: string): Intent | undefined {
  const named = NAMED_NOTE.exec(asked.trim());
  // "帮我记下来" names nothing: the words before the cue are the asking itself.
  if (!named || /^(?:帮|给|替|麻烦|你|先)/.test(named[1])) return undefined;
  const word = named[1].toLowerCase();
  const clauses = story.flatMap((sentence) => sentence.split(/[，,。！!；;]/)).map((clause) => clause.trim());
  const holding = clauses.filter((clause) => clause.toLowerCase().includes(word));
  // One clause names it: two would leave the note a guess.
  if (holding.length !== 1) return undefined;
  const content = holding[0].replace(ASKED_BY, "").trim();
  return content.length > word.length ? { family: "quick_note", content } : undefined;
}
