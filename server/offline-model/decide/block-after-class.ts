/**
 * A study block pointed at by the class it follows ("周三下午上完课之后那节复习", "明天下午最后一节课后面那个学习块",
 * "周三下午上完体育以后的那个复习块"): no name is said, only the day and the class before it. The day's agenda
 * (query_day, asked first by class-day-lookup.ts) has the day's classes and blocks by the clock, so the block meant is
 * the first study block after the last class the words point at (that part of the day's, or the course named).
 */
import { isAbbreviation } from "@/lib/tasks/short-names";
import { DAY_WORD, dayFromWords } from "../understand/day-words";
import type { StudentCalendar } from "../speak/student-words";
import type { TurnStep } from "../types";
import { agendaOn, PARTS, type Entry } from "./agenda-beside";
import type { NamedTask } from "./name-resolution";

/**
 * Right after the day and its part: "上完课之后", "最后一节课后面", "上完体育以后", "体育课后面", "线代下课之后".
 * Group: the course named, when one is.
 */
const AFTER_CLASS = /^(?:的)?(?:最后|第一)?(?:一|两)?(?:门|节|堂)?(?:上完|下了?)?(\p{Script=Han}{0,6}?)课?(?:上完|下了?课?|结束|完)?了?(?:以后|之后|后面|过后|后头|后)/u;
const PART_SAID = /^(?:的)?(?:早上|上午|中午|下午|晚上)/;

function classesPointed(afterDay: string, courses: readonly Entry[]): readonly Entry[] | undefined {
  const partWord = PART_SAID.exec(afterDay)?.[0];
  const said = AFTER_CLASS.exec(afterDay.slice(partWord?.length ?? 0));
  if (!said) return undefined;
  const part = partWord === undefined ? undefined : PARTS.find(([partWords]) => partWords.test(partWord));
  const inPart = part ? courses.filter((entry) => entry.start >= part[1] && entry.start < part[2]) : courses;
  const name = said[1];
  if ([...name].length < 2) return inPart;
  return inPart.filter((entry) => entry.name.includes(name) || isAbbreviation(name, entry.name));
}

/** The listed task of the first study block after the class the words point at; undefined when none is singled out. */
export function blockAfterClass<Task extends NamedTask>(words: string, tasks: readonly Task[], steps: readonly TurnStep[], calendar: StudentCalendar): Task | undefined {
  const dayWord = DAY_WORD.exec(words);
  const agenda = dayWord ? agendaOn(dayFromWords(dayWord[0], calendar), steps, calendar) : undefined;
  if (!dayWord || !agenda) return undefined;
  const classes = classesPointed(words.slice(dayWord.index + dayWord[0].length), agenda.entries.filter((entry) => entry.kind === "course"));
  const last = classes?.at(-1);
  const block = last ? agenda.entries.find((entry) => entry.kind === "study" && entry.start >= last.end) : undefined;
  const named = block ? tasks.filter((task) => task.name === block.name) : [];
  return named.length === 1 ? named[0] : undefined;
}
