/**
 * A study block pointed at by the class it follows ("周三下午上完课之后那节复习", "明天下午最后一节课后面那个学习块",
 * "周三下午上完体育以后的那个复习块"): no name is said, only the day and the class before it. The day's agenda
 * (query_day, asked first by class-day-lookup.ts) has the day's classes and blocks by the clock, so the block meant is
 * the first study block after the last class the words point at (that part of the day's, or the course named).
 */
import { isAbbreviation } from "@/lib/tasks/short-names";
import { afterClassSaid, type AfterClass } from "../understand/after-class";
import { dayFromWords } from "../understand/day-words";
import type { StudentCalendar } from "../speak/student-words";
import type { TurnStep } from "../types";
import { agendaOn, PARTS, type Entry } from "./agenda-beside";
import type { NamedTask } from "./name-resolution";

function classesPointed(said: AfterClass, courses: readonly Entry[]): readonly Entry[] {
  const part = said.part === undefined ? undefined : PARTS.find(([partWords]) => partWords.test(said.part!));
  const inPart = part ? courses.filter((entry) => entry.start >= part[1] && entry.start < part[2]) : courses;
  if ([...said.course].length < 2) return inPart;
  return inPart.filter((entry) => entry.name.includes(said.course) || isAbbreviation(said.course, entry.name));
}

/** The listed task of the first study block after the class the words point at; undefined when none is singled out. */
export function blockAfterClass<Task extends NamedTask>(words: string, tasks: readonly Task[], steps: readonly TurnStep[], calendar: StudentCalendar): Task | undefined {
  const said = afterClassSaid(words);
  const agenda = said ? agendaOn(dayFromWords(said.dayWord, calendar), steps, calendar) : undefined;
  if (!said || !agenda) return undefined;
  const classes = classesPointed(said, agenda.entries.filter((entry) => entry.kind === "course"));
  const last = classes.at(-1);
  const block = last ? agenda.entries.find((entry) => entry.kind === "study" && entry.start >= last.end) : undefined;
  const named = block ? tasks.filter((task) => task.name === block.name) : [];
  return named.length === 1 ? named[0] : undefined;
}
