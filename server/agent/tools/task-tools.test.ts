import { asSchema } from "ai";
import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "@/db/queries/users";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { businessCardDataSchema, isPlannerToolName, toolOutputSchema, type BusinessCardData } from "@/lib/protocol";
import { createTaskTools } from "./task-tools";

// Monday 2026-04-27 16:00 in Asia/Shanghai (08:00 UTC); the test process runs in UTC.
const NOW = new Date("2026-04-27T08:00:00.000Z");
const ZONE = "Asia/Shanghai";
const EXECUTION = { toolCallId: "call-task-tools", messages: [], context: {} };

describe.each(testDatabases())("createTaskTools ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeAll(async () => {
    userId = (await createUser(db(), "任务工具的学生")).id;
  });

  function build() {
    const cards: BusinessCardData[] = [];
    const tools = createTaskTools({ db: db(), userId, now: NOW, timeZone: ZONE, emitCard: (card) => cards.push(card) });
    return { tools, cards };
  }

  it("offers quick_note, create_task and query_tasks under the planner's tool names", () => {
    const names = Object.keys(build().tools);
    expect(names).toEqual(["quick_note", "create_task", "query_tasks"]);
    expect(names.every(isPlannerToolName)).toBe(true);
  });

  it("gives every tool a routing description with cases for and against it", () => {
    for (const tool of Object.values(build().tools)) {
      expect(tool.description).toMatch(/适用：[\s\S]*不适用：/);
    }
  });

  it("describes every input as a JSON schema object whose fields all carry a description", async () => {
    for (const tool of Object.values(build().tools)) {
      const schema = await asSchema<unknown>(tool.inputSchema).jsonSchema;
      expect(schema.type).toBe("object");
      const properties = Object.values(schema.properties ?? {});
      expect(properties.length).toBeGreaterThan(0);
      for (const property of properties) expect(property).toHaveProperty("description");
    }
  });

  it("finds with query_tasks what quick_note just recorded", async () => {
    const { tools, cards } = build();
    const noted = toolOutputSchema.parse(await tools.quick_note.execute({ content: "记一下明天交实验报告" }, EXECUTION));
    expect(noted.text).toBe("已记下：交实验报告（截止 2026-04-28 23:59，重要不紧急）。");

    const found = toolOutputSchema.parse(await tools.query_tasks.execute({ keyword: "实验报告" }, EXECUTION));
    expect(found.text).toMatch(/^共找到 1 条任务.*\n\[\d+\]交实验报告 \| 重要不紧急 \| 截止 2026-04-28 23:59$/);

    expect(cards.map((card) => businessCardDataSchema.parse(card).business_card.card_type)).toEqual(["task_record", "task_query"]);
  });
});
