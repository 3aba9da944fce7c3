/** Scheduling requests read by schedule-intents.ts, by family. */
import { describe, expect, it } from "vitest";
import { nextStep, user } from "@/testing/offline-model";
import { detectIntent } from "./intents";

describe("排了 said as an order with 把 schedules; what 它 / 这个 points at is asked when nothing named it", () => {
  it.each([
    ["麻烦把高数复习排了", ["高数"]],
    ["帮我把线代排了吧", ["线代"]],
  ])("%s schedules %s", (text, hints) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints });
  });

  // The list is looked at first; with nothing named, which one is asked next (never a plan of everything).
  it.each(["把这个排了吧", "请把那个排了"])("%s names nothing: the list is looked at before asking", async (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", hints: [] });
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "list_tasks" });
  });

  it("我把它排了 tells, asks for no plan", () => {
    expect(detectIntent("我把它排了")).not.toMatchObject({ family: "schedule" });
  });
});
