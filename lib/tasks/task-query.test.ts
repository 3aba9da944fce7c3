import { describe, expect, it } from "vitest";
import { taskQueryCardFilterSchema } from "@/lib/protocol/cards";
import { describeTaskQuery, parseTaskQuery } from "./task-query";
import type { TaskQuery } from "./task-types";

const SHANGHAI = "Asia/Shanghai";
// 2026-11-30 is a Monday, 10:00 in Shanghai (02:00 UTC).
const MONDAY_10 = new Date("2026-11-30T02:00:00Z");
const options = { now: MONDAY_10, timeZone: SHANGHAI };
const DEFAULTS = { include_completed: false, sort: "deadline_asc", limit: 20 } as const;

describe("parseTaskQuery", () => {
  it("reads 还有哪些离散数学的任务没做？ as a keyword over unfinished tasks", () => {
    expect(parseTaskQuery("还有哪些离散数学的任务没做？", options)).toEqual({ ...DEFAULTS, keyword: "离散数学" });
  });

  it("reads 重要紧急的任务 as quadrant 1 with no keyword", () => {
    expect(parseTaskQuery("重要紧急的任务", options)).toEqual({ ...DEFAULTS, quadrant: 1 });
  });

  it("reads 这周要截止的任务 as due between Monday 00:00 and Sunday 23:59:59.999", () => {
    expect(parseTaskQuery("这周要截止的任务", options)).toEqual({
      ...DEFAULTS,
      deadline_after: new Date("2026-11-29T16:00:00.000Z"),
      deadline_before: new Date("2026-12-06T15:59:59.999Z"),
    });
  });

  it("reads 已经完成的任务 as done tasks only", () => {
    expect(parseTaskQuery("已经完成的任务", options)).toEqual({ ...DEFAULTS, include_completed: true, completed_only: true });
  });

  it("reads 下周五之前截止的 as due through the end of next Friday", () => {
    expect(parseTaskQuery("下周五之前截止的", options)).toEqual({ ...DEFAULTS, deadline_before: new Date("2026-12-11T15:59:59.999Z") });
  });

  it("reads 按截止时间排序 as the deadline order and nothing else", () => {
    expect(parseTaskQuery("按截止时间排序", options)).toEqual(DEFAULTS);
  });

  it("reads what tasks are due before Friday as due before Friday starts", () => {
    expect(parseTaskQuery("what tasks are due before Friday", options)).toEqual({
      ...DEFAULTS,
      deadline_before: new Date("2026-12-03T16:00:00.000Z"),
    });
  });

  it("reads show my done tasks as done tasks only", () => {
    expect(parseTaskQuery("show my done tasks", options)).toEqual({ ...DEFAULTS, include_completed: true, completed_only: true });
  });

  it.each([
    ["最晚截止的任务排前面", "deadline_desc"],
    ["按优先级排序", "priority"],
    ["最新添加的任务", "created_desc"],
    ["sort by priority", "priority"],
    // the priority in everyday words, and 排个序 as the verb
    ["按轻重缓急排个序", "priority"],
    ["按重要程度排一下序", "priority"],
    ["按截止时间排下序", "deadline_asc"],
  ] as const)("reads the sort in %s as %s", (text, sort) => {
    expect(parseTaskQuery(text, options)).toEqual({ ...DEFAULTS, sort });
  });

  it("includes done tasks only when asked: 包括已完成的离散数学任务", () => {
    expect(parseTaskQuery("包括已完成的离散数学任务", options)).toEqual({ ...DEFAULTS, include_completed: true, keyword: "离散数学" });
  });

  it("keeps 未完成 from counting as 完成", () => {
    expect(parseTaskQuery("未完成的任务", options)).toEqual(DEFAULTS);
  });

  it("reads a stated count as the limit: 列出前5条任务", () => {
    expect(parseTaskQuery("列出前5条任务", options)).toEqual({ ...DEFAULTS, limit: 5 });
  });

  it("caps the limit at 50", () => {
    expect(parseTaskQuery("前99条任务", options).limit).toBe(50);
  });

  it("reads 第一象限 as quadrant 1", () => {
    expect(parseTaskQuery("第一象限的任务", options)).toEqual({ ...DEFAULTS, quadrant: 1 });
  });

  it("sets no quadrant for a bare 重要, which fits quadrants 1 and 2, and does not turn it into a keyword", () => {
    expect(parseTaskQuery("重要的任务", options)).toEqual(DEFAULTS);
  });

  it("keeps a multi-word English keyword: tasks about linear algebra", () => {
    expect(parseTaskQuery("tasks about linear algebra", options)).toEqual({ ...DEFAULTS, keyword: "linear algebra" });
  });

  it("reads a day with no bound word as that whole day: 明天截止的作业", () => {
    expect(parseTaskQuery("明天截止的作业", options)).toEqual({
      ...DEFAULTS,
      keyword: "作业",
      deadline_after: new Date("2026-11-30T16:00:00.000Z"),
      deadline_before: new Date("2026-12-01T15:59:59.999Z"),
    });
  });

  describe("keyword edges", () => {
    it("drops a one-character leftover instead of filtering on it: 明天要交什么", () => {
      expect(parseTaskQuery("明天要交什么", options).keyword).toBeUndefined();
    });

    it.each([
      ["快递相关的任务", "快递"],
      ["还书的待办", "还书"],
      ["交通卡充值的待办还在吗", "交通卡充值"],
    ])("keeps a thing whose first character is a filler of its own: %s", (said, keyword) => {
      expect(parseTaskQuery(said, options).keyword).toBe(keyword);
    });

    it("still strips 快 and 还 standing alone: 还有快到期的任务吗", () => {
      expect(parseTaskQuery("还有快到期的任务吗", options).keyword).toBeUndefined();
    });

    it("combines every filter in one sentence", () => {
      expect(parseTaskQuery("下周五之前截止的重要紧急的离散数学任务，按截止时间倒序", options)).toEqual({
        ...DEFAULTS,
        sort: "deadline_desc",
        quadrant: 1,
        keyword: "离散数学",
        deadline_before: new Date("2026-12-11T15:59:59.999Z"),
      });
    });
  });
});

describe("describeTaskQuery", () => {
  it("matches the seed's example chips for keyword, unfinished and deadline order", () => {
    const query: TaskQuery = { ...DEFAULTS, keyword: "离散数学" };
    expect(describeTaskQuery(query, { timeZone: SHANGHAI })).toEqual({
      query_summary: "关键词：离散数学；仅未完成；按截止时间升序",
      query_filters: [
        { key: "keyword", label: "关键词", value: "离散数学", operator: "contains", display_text: "关键词：离散数学" },
        { key: "include_completed", label: "完成状态", value: false, operator: "eq", display_text: "仅未完成" },
        { key: "sort", label: "排序", value: "deadline_asc", operator: "eq", display_text: "按截止时间升序" },
      ],
    });
  });

  it("writes deadline bounds in the student's zone", () => {
    const query = parseTaskQuery("这周要截止的任务", options);
    expect(describeTaskQuery(query, { timeZone: SHANGHAI, now: MONDAY_10 }).query_filters.slice(1, 3)).toEqual([
      { key: "deadline_after", label: "截止时间", value: "2026-11-30 00:00", operator: "gte", display_text: "截止不早于 11月30日 00:00" },
      { key: "deadline_before", label: "截止时间", value: "2026-12-06 23:59", operator: "lt", display_text: "截止早于 12月6日 23:59" },
    ]);
  });

  it("writes 截止早于 12月4日 23:59 for 本周五之前", () => {
    const query = parseTaskQuery("本周五之前截止的", options);
    expect(describeTaskQuery(query, { timeZone: SHANGHAI }).query_summary).toBe("仅未完成；截止早于 12月4日 23:59；按截止时间升序");
  });

  it("shows the same instant in another zone with that zone's wall clock", () => {
    const query: TaskQuery = { ...DEFAULTS, deadline_before: new Date("2026-12-04T15:59:59.999Z") };
    const chip = describeTaskQuery(query, { timeZone: "America/New_York" }).query_filters.find((filter) => filter.key === "deadline_before");
    expect(chip?.display_text).toBe("截止早于 12月4日 10:59");
  });

  it("adds the year when a bound falls in another year than now", () => {
    const query: TaskQuery = { ...DEFAULTS, deadline_before: new Date("2027-01-01T15:59:59.999Z") };
    const chip = describeTaskQuery(query, { timeZone: SHANGHAI, now: MONDAY_10 }).query_filters.find((filter) => filter.key === "deadline_before");
    expect(chip?.display_text).toBe("截止早于 2027年1月1日 23:59");
  });

  it("describes the quadrant, done-only and the other sorts", () => {
    const query: TaskQuery = { ...DEFAULTS, quadrant: 1, include_completed: true, completed_only: true, sort: "priority" };
    expect(describeTaskQuery(query, { timeZone: SHANGHAI }).query_summary).toBe("优先级：重要且紧急；仅已完成；按优先级排序");
  });

  it("says 包含已完成 when done tasks are included", () => {
    const query: TaskQuery = { ...DEFAULTS, include_completed: true, sort: "created_desc" };
    expect(describeTaskQuery(query, { timeZone: SHANGHAI }).query_summary).toBe("包含已完成；按创建时间倒序");
  });

  it("emits chips the protocol schema accepts", () => {
    const query = parseTaskQuery("下周五之前截止的重要紧急的离散数学任务，按截止时间倒序", options);
    const { query_filters } = describeTaskQuery(query, { timeZone: SHANGHAI });
    expect(query_filters.map((filter) => taskQueryCardFilterSchema.parse(filter))).toEqual(query_filters);
    expect(query_filters.map((filter) => filter.key)).toEqual(["keyword", "quadrant", "include_completed", "deadline_before", "sort"]);
  });
});
