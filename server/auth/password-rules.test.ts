import { describe, expect, it } from "vitest";
import { PlannerError } from "@/lib/errors";
import { assertPasswordAllowed, passwordProblem } from "./password-rules";

describe("passwordProblem", () => {
  it("refuses the passwords an audit found accepted, each with its reason", () => {
    expect(passwordProblem("password", "lin")).toBe("这个密码太常见了，很容易被猜到，请换一个");
    expect(passwordProblem("12345678", "lin")).toBe("这个密码太常见了，很容易被猜到，请换一个");
    expect(passwordProblem("11111111", "lin")).toBe("这个密码太常见了，很容易被猜到，请换一个");
    expect(passwordProblem("qwertyui", "lin")).toBe("这个密码太常见了，很容易被猜到，请换一个");
    expect(passwordProblem("        ", "lin")).toBe("密码不能只由空格组成");
  });

  it("compares with the common list in any case", () => {
    expect(passwordProblem("PassWord", "lin")).not.toBeNull();
    expect(passwordProblem("ILoveYou", "lin")).not.toBeNull();
  });

  it("bounds the length at 8 and 128 characters", () => {
    expect(passwordProblem("Kx9-st2", "lin")).toBe("密码至少需要 8 个字符");
    expect(passwordProblem("Kx9-st2!", "lin")).toBeNull();
    expect(passwordProblem("k".repeat(60) + "x9-".repeat(22) + "ab", "lin")).toBeNull(); // 128
    expect(passwordProblem("k".repeat(129), "lin")).toBe("密码最多 128 个字符");
  });

  it("refuses the username in any case, and containing it from four characters on", () => {
    expect(passwordProblem("Lin.XiaoMan", "lin.xiaoman")).toBe("密码不能和用户名相同");
    expect(passwordProblem("lin.xiaoman-2026", "lin.xiaoman")).toBe("密码不能包含用户名");
    expect(passwordProblem("2026-LIN.XIAOMAN", "lin.xiaoman")).toBe("密码不能包含用户名");
    expect(passwordProblem("marklin-studies", "lin")).toBeNull(); // a three-letter name may occur by chance
    expect(passwordProblem("linn", "linn")).toBe("密码至少需要 8 个字符");
    expect(passwordProblem("abcd-study-2026", "abcd")).toBe("密码不能包含用户名");
  });

  it("accepts a password nobody guesses first, Chinese included", () => {
    expect(passwordProblem("Kx9-study-2026", "lin")).toBeNull();
    expect(passwordProblem("我的复习计划很长", "lin")).toBeNull();
    expect(passwordProblem("  spaced out pass  ", "lin")).toBeNull();
  });
});

describe("assertPasswordAllowed", () => {
  it("throws account:weak_password (422) with the message under the named field", () => {
    let refusal: unknown;
    try {
      assertPasswordAllowed("password", "lin", "newPassword");
    } catch (error) {
      refusal = error;
    }
    expect(PlannerError.isInstance(refusal, "account:weak_password")).toBe(true);
    expect(refusal).toMatchObject({ httpStatus: 422, details: { fields: { newPassword: "这个密码太常见了，很容易被猜到，请换一个" } } });
    expect(() => assertPasswordAllowed("Kx9-study-2026", "lin", "password")).not.toThrow();
  });
});
