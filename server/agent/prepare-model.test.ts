/**
 * A server prepares the built-in model once it has started (instrumentation.ts), so the first student message does not
 * pay for building its nearest-sentence reading; with an outside model there is nothing to prepare.
 */
import { describe, expect, it } from "vitest";
import { nearestRequest } from "../offline-model/understand/nearest-intent";
import { prepareConfiguredModel } from "./models";

describe("preparing the configured model after start", () => {
  it("prepares nothing when an OpenAI-compatible endpoint answers", async () => {
    await expect(prepareConfiguredModel({ OPENAI_API_KEY: "test-key" })).resolves.toBe(false);
  });

  it("builds the built-in model's nearest-sentence reading when no key is set, after start returns", async () => {
    const prepared = prepareConfiguredModel({ OPENAI_API_KEY: undefined });
    // Scheduled, not run inline: instrumentation's register() returns and the server serves while it builds.
    let settled = false;
    void prepared.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await expect(prepared).resolves.toBe(true);
    // The reading it built answers: a sentence close to a tuned free-time question is read as one.
    expect(nearestRequest("明天下午我有空闲时间吗")?.label).toBe("free");
  });
});
