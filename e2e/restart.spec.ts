/**
 * Issue 12: a server killed outright (kill -9) mid-turn, then started again. Nothing could finish the turn, so its
 * run would stay open for ever; the new server's start-up sweep closes it as interrupted once its time is up, and
 * the conversation says 服务中断. The turn's time budget is short here (AGENT_MAX_ELAPSED_MS) so the story does
 * not wait two minutes for it. Postgres is DATABASE_URL's server, or the local one.
 */
import { once } from "node:events";
import { expect, test } from "@playwright/test";
import postgres from "postgres";
import { say } from "./helpers";
import { createEmptyDatabase, dropDatabase, prepareStandalone, startStandalone, type ScratchDatabase, type StandaloneServer } from "./servers";

const PORT = Number(process.env.RESTART_PORT ?? 3476);
const POSTGRES_URL = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
/** The turn's elapsed budget; its run counts as abandoned 2 s (a quarter, at least 1 s) after that. */
const MAX_ELAPSED_MS = 8_000;
const ABANDONED_AFTER_MS = MAX_ELAPSED_MS + 2_000;

async function runStatuses(database: ScratchDatabase, conversation: string): Promise<string[]> {
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    const runs = await sql<Array<{ status: string }>>`select status from agent_runs where conversation_id = ${conversation}`;
    return runs.map((run) => run.status);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

test("kill -9 mid-turn, then a restart: no run left open, and the conversation says 服务中断", async ({ page }) => {
  test.setTimeout(150_000);
  const standalone = await prepareStandalone();
  const database = await createEmptyDatabase(POSTGRES_URL, "planner_restart");
  const env = { DATABASE_URL: database.url, PGLITE_DIR: undefined, REDIS_URL: undefined, OFFLINE_MODEL_DELAY_MS: "250", AGENT_MAX_ELAPSED_MS: String(MAX_ELAPSED_MS), RATE_LIMITS: "off" };
  let server: StandaloneServer | undefined;
  try {
    server = await startStandalone(standalone, { port: PORT, env });
    await page.goto(`${server.origin}/`);
    await expect(page.getByTestId("composer")).toBeVisible();
    const startedAt = Date.now();
    await say(page, "把离散数学的复习排到下周");
    await expect(page.locator("[data-kind='tool_call']").first()).toBeVisible();
    await expect(page).toHaveURL(/[?&]c=/);
    const conversation = new URL(page.url()).searchParams.get("c")!;

    // Killed outright: no drain, no finally, nothing saved at the end.
    const exited = once(server.process, "exit");
    server.process.kill("SIGKILL");
    await exited;
    const open = await runStatuses(database, conversation);
    expect(open).toHaveLength(1);
    expect(["received", "planning", "planned", "running"]).toContain(open[0]);

    // Started again once the turn's time is up: the start-up sweep closes its run.
    await page.waitForTimeout(Math.max(0, startedAt + ABANDONED_AFTER_MS + 500 - Date.now()));
    server = await startStandalone(standalone, { port: PORT, env });
    expect(await runStatuses(database, conversation)).toEqual(["interrupted"]);

    await page.goto(`${server.origin}/?c=${conversation}`);
    const marker = page.locator("[data-kind='interrupt']").last();
    await expect(marker).toHaveAttribute("data-reason", "interrupted");
    await expect(marker).toContainText("服务中断");
    // The student can go on: a new message in the same conversation gets an answer.
    await say(page, "你好");
    await expect(page.getByTestId("stop")).toHaveCount(0, { timeout: 30_000 });
    // The run is closed just after the stream ends, so the page can be done a moment before the ledger is.
    await expect.poll(async () => (await runStatuses(database, conversation)).at(-1), { timeout: 10_000 }).toBe("completed");
  } finally {
    await server?.stop(2_000);
    await dropDatabase(POSTGRES_URL, database);
  }
});
