/** A note asked for by a word of the story's thing (named-story-notes.ts): the clause that holds the word is noted. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a note pointed at by a word of the story", () => {
  test.each([
    ["今天开班会开了好久，班长说周四下午三点前交体测表，还说了一堆别的，好烦。帮我把体测表的事记下来", "周四下午三点前交体测表"],
    ["刚从实验室回来，师兄叫我明天上午九点去领试剂，累死了。那个领试剂的事帮我记一下", "明天上午九点去领试剂"],
    ["上午跟辅导员聊了半天，她要我周五中午前把奖学金申请表交到学院，还问了一堆近况，心累。帮我先把申请表那件事记上", "周五中午前把奖学金申请表交到学院"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content });
  });

  test.each([
    // The whole story is the note when nothing is named.
    ["今天开班会开了好久，班长说周四下午三点前交体测表，还说了一堆别的，好烦。帮我记下来", "今天开班会开了好久"],
  ])("%s notes the story", (text, start) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("quick_note");
    if (intent.family === "quick_note") expect(intent.content.startsWith(start)).toBe(true);
  });

  // The word named twice in the story leaves no one clause to note.
  test("%s is not narrowed to a guess", () => {
    const intent = detectIntent("组会上导师说周三交周报，又说周五还要交一份周报，头疼。帮我把周报那件事记下");
    expect(intent).not.toEqual({ family: "quick_note", content: "周三交周报" });
  });
});
