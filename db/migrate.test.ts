import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import postgres from "postgres";
import { describe, expect, it } from "vitest";
import { dropPostgresDatabase } from "@/testing/scratch-database";
import { openPostgres } from "./client";
import { migrateDatabase } from "./migrate";

const url = process.env.DATABASE_URL;

describe.runIf(Boolean(url))("migrateDatabase on Postgres", () => {
  it("lets two servers starting at once on an empty database both come up, each migration applied once", async () => {
    const name = `planner_migrate_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
    const admin = postgres(url!, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database "${name}"`);
    await admin.end();
    const target = new URL(url!);
    target.pathname = `/${name}`;
    const servers = [await openPostgres(target.toString(), { max: 3 }), await openPostgres(target.toString(), { max: 3 })];
    try {
      const outcomes = await Promise.allSettled(servers.map((server) => migrateDatabase(server)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled"]);
      const journal = JSON.parse(readFileSync(path.join(process.cwd(), "db/migrations/meta/_journal.json"), "utf8")) as { entries: unknown[] };
      const [first] = servers;
      if (first.kind !== "postgres") throw new Error("expected a Postgres handle");
      const [{ count }] = await first.client`select count(*)::int as count from drizzle.__drizzle_migrations`;
      expect(count).toBe(journal.entries.length);
    } finally {
      for (const server of servers) await server.close();
      await dropPostgresDatabase(url!, name);
    }
  }, 60_000);
});
