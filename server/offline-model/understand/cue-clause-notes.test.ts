/**
 * A story, then a clause that asks for a note and says it after the cue ("…，帮我记下周日上午九点到礼堂"): those words
 * are the note. Clauses before with days of their own tell the story, so their days are no deadline; a weekday the story
 * named bare and the cue's clause names again after 记下 is that day, not the one a week on. Our own sentences.
 */
import { describe, expect, it } from "vitest";
import { cueClauseNote } from "./cue-clause-notes";
import { looseNoteContent } from "./note-cues";

// As the cue words take it: "记下周日…" leaves 下周日 (the 下 read as the week's).
const withoutCue = (clause: string) => clause.replace(/^(?:帮我|给我)?(?:记一下|记(?=下[周星礼])|记下|记)/, "");

describe("the note said in the cue's own clause", () => {
  it.each([
    ["我得早点去占座，帮我记下周三中午十二点半到图书馆", "我得早点去占座下周三中午十二点半到图书馆"],
    ["刚开完会，说周五的排练改到周六了，帮我记下周六上午九点到礼堂", "刚开完会周六上午九点到礼堂"],
    ["导员说周四的讲座取消了，改成周五下午，帮我记一下周五下午两点去报告厅", "周五下午两点去报告厅"],
  ])("%s", (text, content) => {
    expect(looseNoteContent(text)).toBe(content);
  });

  it("a weekday the story did not name keeps its 下", () => {
    expect(cueClauseNote(["周六的排练取消了", "帮我记下周日上午九点到礼堂"], withoutCue)).toBe("下周日上午九点到礼堂");
  });

  it.each([
    // no cue clause of its own, nothing after the cue, or no time after it
    [["周五下午三点开会", "记一下"]],
    [["明天要交报告", "帮我记下这个"]],
    [["帮我记一下明天下午三点开会"]],
  ])("%j is no such note", (clauses) => {
    expect(cueClauseNote(clauses, withoutCue)).toBeUndefined();
  });
});
