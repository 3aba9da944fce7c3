import { describe, expect, it } from "vitest";
import { calendar, sameSlotEvents, SPRING_TERM } from "@/testing/ics";
import { previewSteps } from "@/lib/ics/preview";
import { runSteps } from "@/lib/ics/steps";
import { runInSlices } from "./slices";

describe("runInSlices", () => {
  it("lets another request finish while a large preview is still being read", async () => {
    const order: string[] = [];
    // A slice of 0 ms hands the event loop back after every step, so the order below does not depend on speed.
    const preview = runInSlices(previewSteps(calendar(...sameSlotEvents(200)), SPRING_TERM), 0).then((result) => {
      order.push("preview");
      return result;
    });
    const health = new Promise<void>((resolve) => setImmediate(resolve)).then(() => order.push("health"));
    await Promise.all([preview, health]);
    expect(order).toEqual(["health", "preview"]);
    expect((await preview).courses).toHaveLength(200);
  });

  it("gives the same answer as reading in one go", async () => {
    const steps = () => previewSteps(calendar(...sameSlotEvents(3)), SPRING_TERM);
    expect(await runInSlices(steps())).toEqual(runSteps(steps()));
  });
});
