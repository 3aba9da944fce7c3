/**
 * The readers that need a whole message told as a story, before it is split into clauses: the sentence that asks is
 * read where the story turns to it, never the story's first clause (its 今天, its names) instead. Kept apart from
 * intents.ts because their order matters among themselves only: each is tried before the story is cut down.
 */
import { correctedCheckin } from "./corrected-checkins";
import { toldNotAsked } from "./deferred-news";
import { englishDroppedReminder } from "./dropped-reminders";
import { announcedExam } from "./announced-exams";
import { bareDeedInStory } from "./story-bare-deeds";
import { placedThenAsked } from "./placed-then-asked";
import { planAskedInStory } from "./story-plans-asked";
import { calledOffInClauses } from "./exam-called-off-clauses";
import { detectExamCompound } from "./exam-compounds";
import { pointedInStory } from "./exam-pointed-in-story";
import { redatedInClauses } from "./exam-redated-clauses";
import type { Intent } from "./intent-types";
import { markedAfterStory } from "./marked-after-story";
import { noticeRequest } from "./notice-asks";
import { detectRedatedTodo } from "./redated-todos";
import { namedThenMarkedBack } from "./reopen-intents";
import { detectStatedDeadline } from "./stated-deadlines";
import { storyRequest, timedBlockThenMove } from "./story";
import { storyCheckin } from "./story-checkins";
import { storyCountdown, storyExam } from "./story-exams";
import { storyTimedNote } from "./story-timed-notes";
import { termLengthChanged } from "./term-corrections";
import { englishTermTold } from "./term-english";
import { confirmedThenTakenBack } from "./undo-intent";

/**
 * What a message told around its request asks, or undefined when no story reader takes it; `detect` reads a part of
 * it as a message of its own.
 */
export function storyIntent(text: string, detect: (part: string) => Intent): Intent | undefined {
  // "今天累死了，早八差点迟到……对了，周五前要交X，帮我记一下": the request is the sentence that asks, not the story.
  // A deadline stated in the story and the change asked for at its end reads the whole ("X周二前必须交。帮我改过去").
  // "后天晚上那块数电往前挪一挪，挪到周四": a block (那节) moved is never a to-do's deadline changed.
  // "辅导员：…。我是班委，这个得记下来": a pasted notice says the thing, the student's words what to do with it.
  // "考试安排：A…，B…。挨这么近要命了，先都记上": exams in a row, before a story takes the last sentence alone.
  // "delete the laundry reminder", "cancel that reminder": before "cancel that" reads as taking the message back.
  // "…，考试周也算在里面，…，总周数帮我改成19": the term's length changed, before 考试周 reads as an exam.
  // "…点了确认，结果…。你帮我把那次撤掉": the write the story's confirmation made, taken back.
  // "X那套题…还没做完呢。之前标成完成的帮我改回来": the last sentence points back at X, named in the one before.
  // "同学说大物期末可能提前，…，我先不急着改": told, not asked (deferred-news.ts), before a story reads a move.
  const deferred = toldNotAsked(text);
  if (deferred) return deferred;
  // "那个离散的期末 嗯 取消了 不考了 给我删了", "教务刚改了高数期末，跨年那天上午九点考，帮我更新一下": a sitting called
  // off or re-dated in clauses of its own, before they are split.
  return (
    calledOffInClauses(text) ??
    redatedInClauses(text) ??
    confirmedThenTakenBack(text) ??
    namedThenMarkedBack(text) ??
    termLengthChanged(text) ??
    // "term is 20 weeks total btw, and we're in week 13": every clause about the week, before "btw" splits off a story.
    englishTermTold(text) ??
    englishDroppedReminder(text) ??
    detectExamCompound(text) ??
    storyExam(text) ??
    // "…我一看大物居然排在1月5号下午，…先帮我把大物这场记上吧，东区301": the sitting pointed at, its day the story's.
    pointedInStory(text) ??
    // "病理学期末也出来了，1月11号下午两点，…。记上之后，再…排一排": the sitting from its own clauses, the ask bare.
    announcedExam(text, detect) ??
    // "…那套四级真题拖了好久了，周六下午两点开始做吧，帮我放进去": a bare ask, its thing and time from the story.
    bareDeedInStory(text, detect) ??
    // "明天晚上刚好没安排，把X放明天晚上七点吧。再帮我看看后天下午有没有空": a put, then a look, after a word of story.
    placedThenAsked(text, detect) ??
    planAskedInStory(text, detect) ??
    storyCountdown(text) ??
    noticeRequest(text, detect) ??
    timedBlockThenMove(text, detect) ??
    correctedCheckin(text) ??
    // "今天食堂又没位置，对了周四晚上七点提醒我去取快递": the note from where the story turns to it, not the story's 今天.
    storyTimedNote(text, detect) ??
    detectStatedDeadline(text) ??
    detectRedatedTodo(text) ??
    markedAfterStory(text, detect) ??
    storyCheckin(text) ??
    storyRequest(text, detect)
  );
}
