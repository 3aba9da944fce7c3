import { expect, test } from "vitest";
import { offeredSlot, offeredSlots } from "./answered-things";

test("offeredSlot reads the first day and time of an answer", () => {
  expect(offeredSlot("首个可用位置：12月3日 周四 14:00–15:35。")).toBe("12月3日14:00");
  expect(offeredSlot("周四 第5-6节 有空")).toBe("周四第5节");
  expect(offeredSlot("这周都满了。")).toBeUndefined();
  expect(offeredSlots("12月1日 周二 全天 空闲：19:00–22:30（4节）\n12月2日 周三 全天 空闲：14:00–17:40（4节）；19:00–22:30（4节）")).toEqual([
    "12月1日19:00",
    "12月2日14:00",
    "12月2日19:00",
  ]);
});
