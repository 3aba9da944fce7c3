import { describe, expect, it } from "vitest";
import { cutSpan, dropClauses, stripLeading, tidyText } from "./task-text";

describe("cutSpan", () => {
  it("replaces the span with a space so neighbours stay apart", () => {
    expect(cutSpan("emailFriday5pmthe TA", 5, 9)).toBe("email the TA");
  });
});

describe("stripLeading", () => {
  it("removes lead-ins repeatedly and only at the start", () => {
    expect(stripLeading("帮我 提醒我：交报告，提醒我", [/^帮我/, /^提醒我[：:]?/])).toBe("交报告，提醒我");
  });
});

describe("dropClauses", () => {
  it("drops only the clauses the predicate rejects and keeps separators between the rest", () => {
    expect(dropClauses("复习线代，重要紧急，带计算器", (clause) => clause === "重要紧急")).toBe("复习线代，带计算器");
  });

  it("drops empty clauses", () => {
    expect(dropClauses("交报告， ，", () => false)).toBe("交报告，");
  });
});

describe("tidyText", () => {
  it("removes spaces between Chinese characters but keeps them between English words", () => {
    expect(tidyText("给导师 发周报")).toBe("给导师发周报");
    expect(tidyText("  email   the TA  ")).toBe("email the TA");
  });

  it("keeps the spaces around a Chinese name in an English sentence, not in a Chinese one", () => {
    expect(tidyText("return the 图书馆 books")).toBe("return the 图书馆 books");
    expect(tidyText("top up my 校园卡 ，today")).toBe("top up my 校园卡，today");
    expect(tidyText("hand in the 实验报告 10 点")).toBe("hand in the 实验报告10点");
    expect(tidyText("交 PPT 给老师")).toBe("交PPT给老师");
  });

  it("trims punctuation at both ends and collapses repeated separators", () => {
    expect(tidyText("：完成复习，，带书。")).toBe("完成复习，带书");
  });
});
