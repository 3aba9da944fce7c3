import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("an errand kept at the end of a class named by its time", () => {
  test.each(["明天下午那节课上完去取快递", "周三第三四节下了课去找辅导员", "周五高数课下课以后去打印店", "后天早上第一大节下课后去财务处交材料"])(
    "%s → a note",
    (text) => {
      expect(detectIntent(text)).toMatchObject({ family: "quick_note" });
    },
  );

  test.each(["周四上午第二节下课后有空吗", "周四上午下课后去哪", "昨天下午下课后去了图书馆"])("%s is no note", (text) => {
    expect(detectIntent(text).family).not.toBe("quick_note");
  });
});
