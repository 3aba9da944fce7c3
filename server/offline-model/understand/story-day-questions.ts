/**
 * A question about a day's time at the end of a story, whose day is the story's (story.ts reads the question alone):
 * "今天…。你帮我看看下午还有没有空" asks of this afternoon; "周三下午那节课老师请假了…那段时间是不是空出来了" points
 * back at Wednesday afternoon; "周三下午那节课是什么来着…下周还要上吗" asks of next Wednesday afternoon. A question
 * with a day of its own keeps it.
 */
import type { Intent } from "./intent-types";
import { dayPart } from "./time-questions";

/** A part of the day said alone, with no day: the story's day is the one meant. */
const BARE_PART = /^(?:早上|上午|中午|下午|傍晚|晚上)$/;
/** "那段时间", "那个时间", "那会儿", "那时候": the time the story named. */
const POINTS_BACK = /那(?:段|个)?时间|那(?:个)?时[候段]|那会儿?/;
/** "下周", "这个礼拜": a week with no day of it. */
const BARE_WEEK = /^(下下|下|这|本)个?(?:周|星期|礼拜)$/;
/** The day a story is told on or of, past days aside (a question is about time still to come). */
const STORY_DAY = /今天|明天|后天|(?:这|下|本)?(?:周|星期|礼拜)[一二三四五六日天]/;
const LONE_WEEKDAY = /^(?:周|星期|礼拜)([一二三四五六日天])$/;

type TimeQuestion = Extract<Intent, { family: "schedule_question" }>;

function asked(intent: TimeQuestion, when: string, part: ReturnType<typeof dayPart>): TimeQuestion {
  const question = intent.question;
  if (question.toolName !== "query_free_time" && question.toolName !== "query_day") return intent;
  const input = { ...question.input, when, ...(part ? { part } : {}) };
  return { ...intent, question: { ...question, input } as TimeQuestion["question"] };
}

export function withStoryTime(intent: Intent, story: string, question: string): Intent {
  if (intent.family !== "schedule_question") return intent;
  const { toolName, input } = intent.question;
  if (toolName !== "query_free_time" && toolName !== "query_day") return intent;
  const day = STORY_DAY.exec(story)?.[0];
  if (day === undefined) return intent;
  // The part of the day said with the story's day, in its own clause ("周三下午那节课…").
  const storyPart = dayPart(story.split(/[，,。；;！!？?]/).find((clause) => clause.includes(day)) ?? "");
  const part = input.part ?? storyPart;
  const when = input.when;
  if (when === undefined) return POINTS_BACK.test(question) ? asked(intent, day, part) : intent;
  if (BARE_PART.test(when)) return asked(intent, day, input.part);
  const week = BARE_WEEK.exec(when);
  const weekday = LONE_WEEKDAY.exec(day);
  return week && weekday ? asked(intent, `${week[1]}周${weekday[1]}`, part) : intent;
}
