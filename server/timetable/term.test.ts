import { describe, expect, it } from "vitest";
import { createUser } from "@/db/queries/users";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { changeTerm, getTermSettings } from "./term";

// Monday 2025-03-03, 09:00 in Shanghai.
const NOW = new Date("2025-03-03T01:00:00Z");

describe.each(testDatabases())("changeTerm on $name", (factory) => {
  const database = useTestDatabase(factory);

  it("gives a student without a term the default with the week they name", async () => {
    const user = await createUser(database(), "没有学期");
    const { term, version } = await changeTerm(database(), user.id, { current_week: 14 }, { now: NOW });
    expect(term).toMatchObject({ start_date: "2024-12-02", weeks: 18, timezone: "Asia/Shanghai" });
    expect(term.section_times).toHaveLength(12);
    expect(version).toBe(1);
  });

  it("applies two partial changes sent at once to each other's result, losing neither", async () => {
    const user = await createUser(database(), "两处修改");
    await changeTerm(database(), user.id, {}, { now: NOW });
    await Promise.all([
      changeTerm(database(), user.id, { weeks: 20 }, { now: NOW }),
      changeTerm(database(), user.id, { timezone: "Asia/Urumqi" }, { now: NOW }),
    ]);
    expect(await getTermSettings(database(), user.id)).toMatchObject({ start_date: "2025-03-03", weeks: 20, timezone: "Asia/Urumqi" });
  });

  it("refuses a week outside the term with term:invalid and writes nothing", async () => {
    const user = await createUser(database(), "周数不对");
    await expect(changeTerm(database(), user.id, { current_week: 19 }, { now: NOW })).rejects.toMatchObject({
      code: "term:invalid",
      details: { reasons: ["现在是第几周必须在 1-18 之间（学期共 18 周）"] },
    });
    expect(await getTermSettings(database(), user.id)).toBeNull();
  });
});
