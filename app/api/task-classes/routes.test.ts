import { describe, expect, it } from "vitest";
import { createTaskClass, createUser, DEMO_SECTION_TIMES, updateTerm } from "@/testing/route-fixtures";
import { errorOf, jsonRequest, routeParams, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { testDatabases } from "@/testing/database";
import { DELETE as DELETE_ITEM, PATCH as PATCH_ITEM } from "./[id]/items/[itemId]/route";
import { PUT as PUT_ORDER } from "./[id]/items/order/route";
import { POST as POST_ITEM } from "./[id]/items/route";
import { DELETE, PATCH } from "./[id]/route";
import { GET, POST } from "./route";

// Monday 2025-03-03 09:00 Shanghai: week 13 of the demo student's term, which runs 2024-12-09 to 2025-04-13.
const NOW = new Date("2025-03-03T01:00:00Z");
const URL_BASE = "http://localhost/api/task-classes";
const NEW_CLASS = { name: "线性代数复习", start_date: "2025-03-10", end_date: "2025-03-23", strategy: "rapid", excluded_slots: [6], items: [{ content: "行列式" }, { content: "矩阵", duration: 3 }] };

interface ItemBody {
  id: number;
  order: number;
  content: string;
  duration: number;
  status: string;
}
interface ClassBody {
  id: number;
  name: string;
  strategy: string;
  excluded_slots: number[];
  items: ItemBody[];
}

const itemParams = (id: number | string, itemId: number | string) => ({ params: Promise.resolve({ id: String(id), itemId: String(itemId) }) });

async function listed(): Promise<ClassBody[]> {
  return ((await (await GET(studentRequest(URL_BASE))).json()) as { task_classes: ClassBody[] }).task_classes;
}

/** Tests share one database and some delete classes, so classes are found by name. */
async function classNamed(name: string): Promise<ClassBody> {
  const taskClass = (await listed()).find((candidate) => candidate.name === name);
  if (!taskClass) throw new Error(`no class named ${name}`);
  return taskClass;
}

async function created(body: unknown = NEW_CLASS): Promise<ClassBody> {
  const response = await POST(jsonRequest(URL_BASE, body));
  expect(response.status).toBe(201);
  return ((await response.json()) as { task_class: ClassBody }).task_class;
}

/** The demo clock with two late periods: a school whose day has 14. */
const FOURTEEN_PERIODS = [...DEMO_SECTION_TIMES, { start: "22:35", end: "23:15" }, { start: "23:20", end: "23:59" }];
const DEMO_TERM = { start_date: "2024-12-09", weeks: 18, timezone: "Asia/Shanghai" };

describe.each(testDatabases())("/api/task-classes ($name)", (factory) => {
  const database = useRouteDatabase({ now: NOW, factory });

  /** A class of another student, which the demo student must not reach. */
  async function strangersClass(): Promise<ClassBody> {
    const user = await createUser(database(), "陌生人");
    await updateTerm(database(), user.id, { start_date: "2025-02-24", weeks: 18, section_times: DEMO_SECTION_TIMES, timezone: "Asia/Shanghai" });
    const { task_class } = await createTaskClass(database(), user.id, { name: "别人的计划", start_date: "2025-03-03", end_date: "2025-03-09", items: [{ content: "别动" }] });
    return task_class;
  }

  describe("GET", () => {
    it("lists the demo student's classes with items, the term's range and today", async () => {
      const response = await GET(studentRequest(URL_BASE));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { task_classes: ClassBody[]; term: unknown; today: string };
      expect(body.task_classes.map((taskClass) => taskClass.name)).toEqual(["离散数学期末复习", "概率论复习"]);
      expect(body.task_classes[0].items.filter((item) => item.status === "applied")).toHaveLength(2);
      expect(body.term).toEqual({ start_date: "2024-12-09", end_date: "2025-04-13", timezone: "Asia/Shanghai", periods_per_day: 12 });
      expect(body.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });
  });

  describe("POST", () => {
    it("creates a class with its items", async () => {
      const taskClass = await created();
      expect(taskClass).toMatchObject({ name: "线性代数复习", strategy: "rapid", excluded_slots: [6] });
      expect(taskClass.items.map((item) => [item.order, item.content, item.duration])).toEqual([
        [1, "行列式", 2],
        [2, "矩阵", 3],
      ]);
    });

    it("answers 400 for a body that is not JSON", async () => {
      const response = await POST(jsonRequest(URL_BASE, "{oops"));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).code).toBe("request:invalid");
    });

    it("answers 400 in Chinese for an empty name, a bad period, a long duration and reversed dates", async () => {
      const response = await POST(jsonRequest(URL_BASE, { ...NEW_CLASS, name: " ", excluded_slots: [7], items: [{ content: "x", duration: 13 }], start_date: "2025-03-24" }));
      expect(response.status).toBe(400);
      const { message } = await errorOf(response);
      expect(message).toContain("任务类名称不能为空");
      expect(message).toContain("排除时段只能是 1-6");
      expect(message).toContain("时长需要是 1-12 节的整数");
      expect(message).toContain("开始日期不能晚于结束日期");
    });

    it("answers 422 with the term's dates for a range outside the term", async () => {
      const response = await POST(jsonRequest(URL_BASE, { ...NEW_CLASS, end_date: "2025-04-20" }));
      expect(response.status).toBe(422);
      const body = (await response.json()) as { error: { code: string; message: string; reasons: string[] } };
      expect(body.error).toEqual({
        code: "task_class:invalid",
        message: "日期需要在学期内（2024-12-09 至 2025-04-13）",
        reasons: ["日期需要在学期内（2024-12-09 至 2025-04-13）"],
      });
    });

    // 2025-13-01 sorts after 2025-03-23 as text: the order check used to answer 400 before the day was judged.
    it.each([
      [{ start_date: "2025-13-01" }, "开始日期「2025-13-01」不是有效日期"],
      [{ start_date: "2025-03-10", end_date: "2025-02-30" }, "结束日期「2025-02-30」不是有效日期"],
    ])("answers 422 task_class:invalid for a day that does not exist (%o), as every route taking a date does", async (dates, reason) => {
      const response = await POST(jsonRequest(URL_BASE, { ...NEW_CLASS, ...dates }));
      expect(response.status).toBe(422);
      const error = (await errorOf(response)) as { code: string; reasons?: string[] };
      expect(error.code).toBe("task_class:invalid");
      expect(error.reasons).toContain(reason);
    });
  });

  describe("PATCH and DELETE /:id", () => {
    it("edits a class, deletes it with its placed blocks counted, and answers 404 the second time", async () => {
      const discrete = await classNamed("离散数学期末复习");
      const patched = await PATCH(jsonRequest(`${URL_BASE}/${discrete.id}`, { name: "离散数学冲刺", excluded_slots: [1, 2] }, "PATCH"), routeParams(String(discrete.id)));
      expect(patched.status).toBe(200);
      expect(((await patched.json()) as { task_class: ClassBody }).task_class).toMatchObject({ name: "离散数学冲刺", excluded_slots: [1, 2], strategy: "steady" });

      const deleted = await DELETE(studentRequest(`${URL_BASE}/${discrete.id}`, { method: "DELETE" }), routeParams(String(discrete.id)));
      expect(deleted.status).toBe(200);
      expect(await deleted.json()).toMatchObject({ removed_items: 8, removed_blocks: 2 });
      const again = await DELETE(studentRequest(`${URL_BASE}/${discrete.id}`, { method: "DELETE" }), routeParams(String(discrete.id)));
      expect(again.status).toBe(404);
      expect(await errorOf(again)).toEqual({ code: "task_class:not_found", message: "没有找到这个任务类" });
    });

    it("answers 404 for another student's class and for an id that is not a number, changing nothing", async () => {
      const stranger = await strangersClass();
      const patched = await PATCH(jsonRequest(`${URL_BASE}/${stranger.id}`, { name: "偷改" }, "PATCH"), routeParams(String(stranger.id)));
      expect(patched.status).toBe(404);
      expect((await errorOf(patched)).message).toBe("没有找到这个任务类");
      expect((await DELETE(studentRequest(`${URL_BASE}/${stranger.id}`, { method: "DELETE" }), routeParams(String(stranger.id)))).status).toBe(404);
      expect((await PATCH(jsonRequest(`${URL_BASE}/abc`, { name: "x" }, "PATCH"), routeParams("abc"))).status).toBe(404);
      expect((await listed()).map((taskClass) => taskClass.name)).not.toContain("偷改");
    });

    it("answers 400 for an empty patch", async () => {
      const taskClass = await created();
      const response = await PATCH(jsonRequest(`${URL_BASE}/${taskClass.id}`, {}, "PATCH"), routeParams(String(taskClass.id)));
      expect(response.status).toBe(400);
      expect((await errorOf(response)).message).toContain("没有要修改的内容");
    });
  });

  describe("items", () => {
    it("adds at a position, edits and deletes an item", async () => {
      const taskClass = await created();
      const added = await POST_ITEM(jsonRequest(`${URL_BASE}/${taskClass.id}/items`, { content: "向量空间", duration: 1, position: 2 }), routeParams(String(taskClass.id)));
      expect(added.status).toBe(201);
      const afterAdd = (await added.json()) as { task_class: ClassBody; item_id: number };
      expect(afterAdd.task_class.items.map((item) => item.content)).toEqual(["行列式", "向量空间", "矩阵"]);

      const edited = await PATCH_ITEM(jsonRequest(`${URL_BASE}/${taskClass.id}/items/${afterAdd.item_id}`, { content: "向量空间与基", duration: 2 }, "PATCH"), itemParams(taskClass.id, afterAdd.item_id));
      expect(edited.status).toBe(200);
      expect(((await edited.json()) as { task_class: ClassBody }).task_class.items[1]).toMatchObject({ content: "向量空间与基", duration: 2 });

      const deleted = await DELETE_ITEM(studentRequest(`${URL_BASE}/${taskClass.id}/items/${afterAdd.item_id}`, { method: "DELETE" }), itemParams(taskClass.id, afterAdd.item_id));
      expect(deleted.status).toBe(200);
      const afterDelete = (await deleted.json()) as { task_class: ClassBody; removed_blocks: number };
      expect(afterDelete.task_class.items.map((item) => [item.order, item.content])).toEqual([
        [1, "行列式"],
        [2, "矩阵"],
      ]);
      expect(afterDelete.removed_blocks).toBe(0);
    });

    it("answers 409 for a new duration of a placed item", async () => {
      const probability = await classNamed("概率论复习");
      const placed = probability.items.find((item) => item.status === "applied")!;
      const response = await PATCH_ITEM(jsonRequest(`${URL_BASE}/${probability.id}/items/${placed.id}`, { duration: 4 }, "PATCH"), itemParams(probability.id, placed.id));
      expect(response.status).toBe(409);
      expect(await errorOf(response)).toEqual({ code: "task_item:placed", message: "已安排的任务不能修改时长：请先对助手说“把它先不排了”，确认后再修改。" });
    });

    it("answers 400 for bad content, 404 for an unknown item and for another student's class", async () => {
      const taskClass = await created();
      const empty = await POST_ITEM(jsonRequest(`${URL_BASE}/${taskClass.id}/items`, { content: "   " }), routeParams(String(taskClass.id)));
      expect(empty.status).toBe(400);
      expect((await errorOf(empty)).message).toContain("任务内容不能为空");
      const unknown = await PATCH_ITEM(jsonRequest(`${URL_BASE}/${taskClass.id}/items/999999`, { content: "x" }, "PATCH"), itemParams(taskClass.id, 999999));
      expect(unknown.status).toBe(404);
      expect((await errorOf(unknown)).code).toBe("task_item:not_found");
      const stranger = await strangersClass();
      const foreign = await POST_ITEM(jsonRequest(`${URL_BASE}/${stranger.id}/items`, { content: "混进去" }), routeParams(String(stranger.id)));
      expect(foreign.status).toBe(404);
      const foreignItem = await DELETE_ITEM(studentRequest(`${URL_BASE}/${stranger.id}/items/${stranger.items[0].id}`, { method: "DELETE" }), itemParams(stranger.id, stranger.items[0].id));
      expect(foreignItem.status).toBe(404);
    });
  });

  describe("PUT /:id/items/order", () => {
    it("saves the new order and reports what it contradicts on the timetable", async () => {
      const probability = await classNamed("概率论复习");
      const ids = probability.items.map((item) => item.id);
      const reordered = [ids[1], ids[0], ...ids.slice(2)];
      const response = await PUT_ORDER(jsonRequest(`${URL_BASE}/${probability.id}/items/order`, { item_ids: reordered }, "PUT"), routeParams(String(probability.id)));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { task_class: ClassBody; warnings: string[] };
      expect(body.task_class.items.map((item) => item.id)).toEqual(reordered);
      expect(body.warnings).toEqual(["「第二章 随机变量及其分布」排在已安排的「第一章 随机事件与概率」之前，排程时只能放在它之前的空闲时间"]);
    });

    it("answers 422 when the ids are not exactly the class's items, and 400 for a malformed body", async () => {
      const taskClass = await created();
      const partial = await PUT_ORDER(jsonRequest(`${URL_BASE}/${taskClass.id}/items/order`, { item_ids: [taskClass.items[0].id] }, "PUT"), routeParams(String(taskClass.id)));
      expect(partial.status).toBe(422);
      expect((await errorOf(partial)).code).toBe("task_class:invalid");
      const malformed = await PUT_ORDER(jsonRequest(`${URL_BASE}/${taskClass.id}/items/order`, { item_ids: "1,2" }, "PUT"), routeParams(String(taskClass.id)));
      expect(malformed.status).toBe(400);
    });
  });

  // Last: these change the demo student's term (its day grows to 14 periods, then goes back to 12).
  describe("a term of 14 periods a day", () => {
    async function withPeriods(sectionTimes: typeof DEMO_SECTION_TIMES) {
      await updateTerm(database(), routeStudentId(), { ...DEMO_TERM, section_times: sectionTimes });
    }

    it("lets a class exclude block 7 (第13-14节) and an item last 14 periods, and names 1-7 and 1-14 past them", async () => {
      await withPeriods(FOURTEEN_PERIODS);
      expect(((await (await GET(studentRequest(URL_BASE))).json()) as { term: { periods_per_day: number } }).term.periods_per_day).toBe(14);
      const taskClass = await created({ ...NEW_CLASS, name: "晚间复习", excluded_slots: [1, 7], items: [{ content: "通宵", duration: 14 }] });
      expect(taskClass.excluded_slots).toEqual([1, 7]);
      expect(taskClass.items[0].duration).toBe(14);

      const tooLate = await POST(jsonRequest(URL_BASE, { ...NEW_CLASS, name: "太晚", excluded_slots: [8], items: [{ content: "x", duration: 15 }] }));
      expect(tooLate.status).toBe(400);
      const { message } = await errorOf(tooLate);
      expect(message).toContain("排除时段只能是 1-7（1 = 第1-2节 … 7 = 第13-14节）");
      expect(message).toContain("时长需要是 1-14 节的整数");
      const patched = await PATCH(jsonRequest(`${URL_BASE}/${taskClass.id}`, { excluded_slots: [8] }, "PATCH"), routeParams(String(taskClass.id)));
      expect(patched.status).toBe(400);
      expect((await errorOf(patched)).message).toContain("排除时段只能是 1-7");
      const added = await POST_ITEM(jsonRequest(`${URL_BASE}/${taskClass.id}/items`, { content: "再多一节", duration: 15 }), routeParams(String(taskClass.id)));
      expect(added.status).toBe(400);
      expect((await errorOf(added)).message).toContain("时长需要是 1-14 节的整数");
      const edited = await PATCH_ITEM(jsonRequest(`${URL_BASE}/${taskClass.id}/items/${taskClass.items[0].id}`, { duration: 15 }, "PATCH"), itemParams(taskClass.id, taskClass.items[0].id));
      expect(edited.status).toBe(422);
      expect(await errorOf(edited)).toMatchObject({ code: "task_class:invalid", message: "时长需要是 1-14 节的整数" });
      expect((await classNamed("晚间复习")).items[0].duration).toBe(14);
    });

    it("back on 12 periods, keeps what an edit leaves alone and refuses what it sets past the day", async () => {
      await withPeriods(DEMO_SECTION_TIMES);
      const taskClass = await classNamed("晚间复习");
      const item = taskClass.items[0];
      const renamed = await PATCH(jsonRequest(`${URL_BASE}/${taskClass.id}`, { name: "晚间复习（新）" }, "PATCH"), routeParams(String(taskClass.id)));
      expect(renamed.status).toBe(200);
      expect(((await renamed.json()) as { task_class: ClassBody }).task_class.excluded_slots).toEqual([1, 7]);
      const itemRenamed = await PATCH_ITEM(jsonRequest(`${URL_BASE}/${taskClass.id}/items/${item.id}`, { content: "通宵复习", duration: 14 }, "PATCH"), itemParams(taskClass.id, item.id));
      expect(itemRenamed.status).toBe(200);

      const slots = await PATCH(jsonRequest(`${URL_BASE}/${taskClass.id}`, { excluded_slots: [1, 7] }, "PATCH"), routeParams(String(taskClass.id)));
      expect(slots.status).toBe(400);
      expect((await errorOf(slots)).message).toContain("排除时段只能是 1-6（1 = 第1-2节 … 6 = 第11-12节）");
      const longer = await PATCH_ITEM(jsonRequest(`${URL_BASE}/${taskClass.id}/items/${item.id}`, { duration: 13 }, "PATCH"), itemParams(taskClass.id, item.id));
      expect(longer.status).toBe(422);
      expect((await errorOf(longer)).message).toBe("时长需要是 1-12 节的整数");
      const fractional = await PATCH_ITEM(jsonRequest(`${URL_BASE}/${taskClass.id}/items/${item.id}`, { duration: 1.5 }, "PATCH"), itemParams(taskClass.id, item.id));
      expect((await errorOf(fractional)).message).toBe("时长需要是 1-12 节的整数");
      const narrowed = await PATCH(jsonRequest(`${URL_BASE}/${taskClass.id}`, { excluded_slots: [1] }, "PATCH"), routeParams(String(taskClass.id)));
      expect(((await narrowed.json()) as { task_class: ClassBody }).task_class.excluded_slots).toEqual([1]);
    });
  });
});
