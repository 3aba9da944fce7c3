import { describe, expect, test } from "vitest";
import { z } from "zod";
import { scheduleToolDefinitions } from "./definitions";
import { batchMoveInput, placeInput, queryRangeInput } from "./schemas";

type JsonSchema = { type?: string; description?: string; properties?: Record<string, JsonSchema>; items?: JsonSchema };

/** Every property, nested ones included, as the AI SDK would show them to the model (io: input). */
function properties(schema: JsonSchema, prefix = ""): Array<[string, JsonSchema]> {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
    [`${prefix}${name}`, property] as [string, JsonSchema],
    ...(property.items ? properties(property.items, `${prefix}${name}[].`) : []),
  ]);
}

describe("tool input schemas", () => {
  const withFields = scheduleToolDefinitions.filter((definition) => definition.name !== "get_overview");

  test.each(withFields.map((definition) => [definition.name, definition.inputSchema] as const))(
    "every field of %s carries a Chinese description",
    (_name, schema) => {
      const fields = properties(z.toJSONSchema(schema, { target: "draft-7", io: "input" }) as JsonSchema);
      expect(fields.length).toBeGreaterThan(0);
      for (const [, property] of fields) expect(property.description).toMatch(/[\u4e00-\u9fff]/);
    },
  );

  test("get_overview takes no fields", () => {
    const definition = scheduleToolDefinitions.find((candidate) => candidate.name === "get_overview");
    expect(properties(z.toJSONSchema(definition!.inputSchema, { io: "input" }) as JsonSchema)).toEqual([]);
  });

  test("integers are advertised as integers, with period bounds", () => {
    const json = z.toJSONSchema(placeInput, { target: "draft-7", io: "input" }) as JsonSchema & { required: string[] };
    expect(json.properties?.task_id).toMatchObject({ type: "integer" });
    // The longest day a term may have; the tool checks the day's own count (tools.property.test.ts runs 8-16).
    expect(json.properties?.slot_start).toMatchObject({ type: "integer", minimum: 1, maximum: 16 });
    expect(json.required).toEqual(["task_id", "day", "slot_start"]);
    const batch = z.toJSONSchema(batchMoveInput, { target: "draft-7", io: "input" }) as JsonSchema;
    expect(properties(batch).map(([name]) => name)).toEqual([
      "moves",
      "moves[].task_id",
      "moves[].new_day",
      "moves[].new_slot_start",
    ]);
  });

  test("numeric strings parse as integers; other strings and fractions do not", () => {
    expect(placeInput.parse({ task_id: "3", day: "12", slot_start: " 1 " })).toEqual({ task_id: 3, day: 12, slot_start: 1 });
    expect(placeInput.safeParse({ task_id: "3.0", day: 1, slot_start: 1 }).success).toBe(false);
    expect(placeInput.safeParse({ task_id: 3.5, day: 1, slot_start: 1 }).success).toBe(false);
    expect(placeInput.safeParse({ task_id: "", day: 1, slot_start: 1 }).success).toBe(false);
    expect(placeInput.safeParse({ task_id: null, day: 1, slot_start: 1 }).success).toBe(false);
  });

  test("query_range leaves both period bounds optional", () => {
    expect(queryRangeInput.parse({ day: 4 })).toEqual({ day: 4 });
  });
});
