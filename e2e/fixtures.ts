/**
 * The stories' `test`: every browser context starts with its clock set to the server's (which libfaketime holds at
 * the stories' moment, e2e/clock.ts), so the page and the server agree on today whatever day the suite runs.
 */
import { expect, test as base } from "@playwright/test";
import { serverNow } from "./clock";

export const test = base.extend({
  context: async ({ context }, provide) => {
    await context.clock.install({ time: await serverNow(context.request) });
    await provide(context);
  },
});

export { expect };
