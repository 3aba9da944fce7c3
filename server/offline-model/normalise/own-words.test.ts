/**
 * What a tool saves is the student's own characters (own-words.ts): a new title put together from a noted title and
 * the words of a correction keeps the corrected words as the student typed them, while the name that finds the to-do
 * stays as read (the tools compare names script aside).
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise";
import { inOwnWords } from "./own-words";
import type { Request } from "../types";

const requestOf = (original: string): Request => {
  const reading = normalise(original);
  return { text: reading.text, reading } as Request;
};
const rename = (task: string, title: string) => ({ kind: "tool", toolName: "update_task", input: { task, title } }) as const;

describe("a new title keeps the student's characters for the words they said", () => {
  test("唔係攞證件，係交證件相: the corrected words in Traditional, the to-do found as read", () => {
    const decided = inOwnWords(rename("去攞证件", "去交证件相"), requestOf("唔係攞證件，係交證件相"));
    expect(decided.input.title).toBe("去交證件相");
    expect(decided.input.task).toBe("去攞证件");
  });

  test("a title said whole is given back whole", () => {
    expect(inOwnWords(rename("买书", "買參考書"), requestOf("把買書改名為買參考書")).input.title).toBe("買參考書");
  });

  test("a title with nothing of the message in it stays as it is", () => {
    expect(inOwnWords(rename("买书", "交报告"), requestOf("唔係呢個")).input.title).toBe("交报告");
  });

  test("a message in Simplified changes nothing", () => {
    expect(inOwnWords(rename("去拿证件", "去交证件照"), requestOf("不是拿证件，是交证件照")).input).toEqual({ task: "去拿证件", title: "去交证件照" });
  });
});

describe("a request said again by a follow-up", () => {
  const saidAgain = (original: string, text: string): Request => ({ text, followUpReading: normalise(original), answers: [] });

  test("the names' words said in the follow-up go back to its characters", () => {
    expect(inOwnWords(rename("去攞证件", "去交证件相"), saidAgain("唔係攞證件，係交證件相", "把去攞证件改名为去交证件相")).input).toEqual({
      task: "去攞證件",
      title: "去交證件相",
    });
  });

  test("a name the follow-up did not say stays as read", () => {
    expect(inOwnWords(rename("买书", "买参考书"), saidAgain("唔係呢個", "把买书改名为买参考书")).input).toEqual({ task: "买书", title: "买参考书" });
  });

  test("a note said again keeps the words it had", () => {
    const note = { kind: "tool", toolName: "quick_note", input: { content: "下周五交报告" } } as const;
    expect(inOwnWords(note, saidAgain("下禮拜五都要", "下周五交报告")).input).toEqual({ content: "下周五交报告" });
  });
});
