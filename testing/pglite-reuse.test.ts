/**
 * The PGlite copies a test run hands out again (testing/pglite-reuse.ts): whoever opens one next finds the template
 * as it was — no rows, identities from 1, the template's schema — whatever the last user did with it.
 */
import { describe, expect, it } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { openTestPglite } from "./database";

async function pglite(): Promise<{ client: PGlite; close(): Promise<void> }> {
  const handle = await openTestPglite();
  if (handle.kind !== "pglite") throw new Error("expected a PGlite copy");
  return handle;
}

const ADD_STUDENT = "insert into users (username, name) values ($1, '小林') returning id";

describe("a PGlite copy handed out again", () => {
  it("comes back empty, with its identities restarted, after rows were written", async () => {
    const first = await pglite();
    const { rows } = await first.client.query<{ id: number }>(ADD_STUDENT, ["lin"]);
    expect(rows[0].id).toBe(1);
    await first.client.query(ADD_STUDENT, ["lin2"]);
    await first.close();

    const next = await pglite();
    expect(next.client).toBe(first.client);
    const { rows: left } = await next.client.query<{ count: number }>("select count(*)::int as count from users");
    expect(left[0].count).toBe(0);
    const { rows: again } = await next.client.query<{ id: number }>(ADD_STUDENT, ["lin"]);
    expect(again[0].id).toBe(1);
    await next.close();
  });

  it("is rolled back and its session reset when its user left a transaction open and a setting changed", async () => {
    const first = await pglite();
    await first.client.exec("set time zone 'Asia/Shanghai'; begin; insert into users (username, name) values ('open', '小林')");
    await first.close();

    const next = await pglite();
    expect(next.client).toBe(first.client);
    expect(next.client.isInTransaction()).toBe(false);
    const { rows } = await next.client.query<{ zone: string; count: number }>("select current_setting('TimeZone') as zone, (select count(*)::int from users) as count");
    expect(rows[0].count).toBe(0);
    expect(rows[0].zone).not.toBe("Asia/Shanghai");
    await next.close();
  });

  it("is not handed out again once its schema changed: the next open gets the template's schema", async () => {
    const first = await pglite();
    await first.client.exec("alter table users add column nickname text");
    await first.close();
    expect(first.client.closed).toBe(true);

    const next = await pglite();
    expect(next.client).not.toBe(first.client);
    const { rows } = await next.client.query<{ count: number }>(
      "select count(*)::int as count from information_schema.columns where table_name = 'users' and column_name = 'nickname'",
    );
    expect(rows[0].count).toBe(0);
    await next.close();
  });

  it("closed twice, goes back once: two later opens get two different copies", async () => {
    const first = await pglite();
    await first.close();
    await first.close();
    const [a, b] = [await pglite(), await pglite()];
    expect(a.client).not.toBe(b.client);
    await Promise.all([a.close(), b.close()]);
  });
});
