/**
 * A to-do told aloud often opens while the student is still finding the words: "嗯那个啥，…", "就是那个……", "呃那个，",
 * "那个什么，…". A filler word before or after 那个 (嗯那个, 那个啥, 就是那个) points at nothing, unlike a lone
 * "那个，删了吧", which may point at the thing just said and stays (openers.ts). Only read off when a message of its
 * own follows it, so "就是那个" answering "哪一条？" keeps its words.
 */
import type { FormRow } from "./form-row";

const PAUSE = "[，,、。.！!~～；;…\\s]";
/** 那个 with a filler beside it: 嗯那个, 呃……那个, 就是那个, 那个啥, 那个什么. */
const FILLED_POINTER = `(?:(?:嗯+|呃+|额+)${PAUSE}*(?:就是)?那个(?:啥|什么)?|(?:就是)?那个(?:啥|什么)|就是那个)`;

export const FILLER_OPENING_ROW: FormRow = {
  family: "a pointer filled with a hesitation opening a to-do told aloud",
  pattern: new RegExp(`^(?:${FILLED_POINTER}${PAUSE}+)+(?=[^，,。…\\s]{2}\\S{4,})`, "gu"),
  replace: () => "",
  examples: [
    ["嗯那个啥，诊断学的问诊记录下周一之前要交", "诊断学的问诊记录下周一之前要交"],
    ["就是那个……老师说的病例讨论发言稿，周四交", "老师说的病例讨论发言稿，周四交"],
    ["呃那个，生理学的实验预习报告明天要交", "生理学的实验预习报告明天要交"],
    ["嗯那个，那个什么，医学伦理的读书笔记后天要交", "医学伦理的读书笔记后天要交"],
  ],
  counterexamples: ["那个，删了吧", "就是那个", "就是那个，第二个", "那个什么时候考来着", "嗯那个啥"],
};
