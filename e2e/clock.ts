/**
 * The stories' clock. Time is an input: the server under test runs with its system clock moved by libfaketime to
 * `E2E_NOW` (then ticking), and each browser context's clock is set to the server's (e2e/fixtures.ts), so no story
 * depends on the day it runs.
 *
 * The default is a Saturday evening in Shanghai, the hour that broke CI when the suite read the real clock ("第3天"
 * of the window is next week's Monday). `E2E_NOW=2026-12-07T01:00:00Z npm run test:e2e` runs the stories at another
 * moment.
 */
import type { APIRequestContext } from "@playwright/test";
import { fakeClockEnv } from "../testing/fake-clock";

/** Saturday 2026-12-05 20:30 in Asia/Shanghai. */
const DEFAULT_NOW = "2026-12-05T12:30:00Z";

/** The instant the stories' server starts at. */
function storyNow(): Date {
  const text = process.env.E2E_NOW || DEFAULT_NOW;
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) throw new Error(`E2E_NOW is not an ISO date-time: ${text}`);
  return instant;
}

/** The environment of the stories' server: its system clock starts at the stories' moment. */
export function storyClockEnv(): Record<string, string> {
  return fakeClockEnv(storyNow());
}

/** The server's clock, read from its HTTP Date header (second precision is plenty for a calendar). */
export async function serverNow(request: APIRequestContext): Promise<Date> {
  const response = await request.get("/api/health");
  const header = response.headers()["date"];
  const instant = header ? new Date(header) : new Date(Number.NaN);
  if (Number.isNaN(instant.getTime())) throw new Error(`the server sent no usable Date header (${header ?? "none"})`);
  return instant;
}
