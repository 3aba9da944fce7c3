import { afterEach, describe, expect, it } from "vitest";
import { countGuests, createGuest } from "@/testing/route-fixtures";
import { useRouteDatabase } from "@/testing/agent/route-database";
import { GET as purge } from "./route";

const URL = "http://localhost/api/cron/purge-guests";

afterEach(() => {
  delete process.env.CRON_SECRET;
});

describe("GET /api/cron/purge-guests", () => {
  const db = useRouteDatabase();

  it("answers 404 and purges nothing without CRON_SECRET, or with the wrong bearer", async () => {
    await createGuest(db(), new Date(Date.now() - 40 * 86_400_000), "同学");
    const before = await countGuests(db());
    expect((await purge(new Request(URL, { headers: { authorization: "Bearer " } }))).status).toBe(404);
    process.env.CRON_SECRET = "s3cret-for-cron";
    expect((await purge(new Request(URL))).status).toBe(404);
    expect((await purge(new Request(URL, { headers: { authorization: "Bearer wrong-secret-x" } }))).status).toBe(404);
    expect(await countGuests(db())).toBe(before);
  });

  it("with Vercel Cron's bearer, deletes idle guests and says how many", async () => {
    process.env.CRON_SECRET = "s3cret-for-cron";
    await createGuest(db(), new Date(Date.now() - 40 * 86_400_000), "同学");
    const before = await countGuests(db());
    const response = await purge(new Request(URL, { headers: { authorization: "Bearer s3cret-for-cron" } }));
    expect(response.status).toBe(200);
    const { purged } = (await response.json()) as { purged: { guests: number } };
    expect(purged.guests).toBeGreaterThanOrEqual(1);
    expect(await countGuests(db())).toBe(before - purged.guests);
  });
});
