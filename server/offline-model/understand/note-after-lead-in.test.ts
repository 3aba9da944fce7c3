/**
 * A note whose cue ends in a colon after a lead-in clause ("别人的不用管，你就记我这条：…"): the note is what follows
 * the colon; the lead-in only said what not to note.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { looseNoteContent } from "./note-cues";

describe("a note after a lead-in and a colon", () => {
  it.each([
    ["别人的不用管，你就记我这条：周五前交实验报告", "周五前交实验报告"],
    ["室友的事我不管，帮我提醒我自己的就行：明天下午三点去取快递", "明天下午三点去取快递"],
    ["队友的截止我都发群里了，这边只记我的：下周二中午前把数据表填好", "下周二中午前把数据表填好"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toMatchObject({ family: "quick_note", content });
  });

  it("keeps the whole when nothing after the colon says when", () => {
    expect(looseNoteContent("周五的事先记一下：别忘了")).not.toBe("别忘了");
  });
});
