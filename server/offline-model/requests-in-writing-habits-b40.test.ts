/**
 * Requests written around their words (round 40, B): asked as can-you ("能不能帮我…？", "可以帮我…吗？"), told as a
 * wish ("我想把…", "我要登记…"), closed with a polite "可以吗", a 哈 or an emoji of mood, typed with the English
 * keyboard's marks, with 礼拜 / 星期 / 明儿 for the days — read as the plain request is (normalise/openers.ts,
 * request-wrappers.ts, chinese-marks.ts; understand/option-picks.ts and moved-back.ts for 星期X against 周X). Our own
 * sentences; the surface variants (testing/eval/variants.ts) measure the same habits over the tuned set.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { movedBack } from "./understand/moved-back";
import { pickedOption } from "./understand/option-picks";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a request read through the habit it is written in", () => {
  test.each([
    ["能不能帮我新建个待办，写毛概论文，要3节，下礼拜三截止？", { family: "create_task", estimatedSections: 3 }],
    ["帮我新建个待办,写毛概论文,要3节,下礼拜三截止?", { family: "create_task", content: "写毛概论文，要3节，下周三截止" }],
    ["可以帮我把离散复习排到下礼拜吗？礼拜天别排", { family: "schedule", hints: ["离散"], range: "下周", daysOff: [7] }],
    ["我想把谓词逻辑那块挪到星期四晚上，可以吗？", { family: "edit", action: "move", reference: { name: "谓词逻辑" } }],
    ["我要登记个考试：马原期末1月8号下午2点，在博学楼201。", { family: "exam_record", title: "马原期末", location: "博学楼201" }],
    ["我要登记个考试:马原期末1月8号下午2点,在博学楼201.", { family: "exam_record", title: "马原期末" }],
    ["马原期末1月10日上午8点半，博学楼305，可以吗？", { family: "exam_record", location: "博学楼305" }],
    ["这学期一共十九周，这周是第十二周，行吗", { family: "term_set", currentWeek: 12, weeks: 19 }],
    ["实验报告往后推一下😭", { family: "task_edit", action: "update", task: "实验报告" }],
    ["线代第五章作业交了哈", { family: "task_edit", action: "complete", task: "线代第五章作业" }],
  ])("%s", (text, intent) => {
    expect(intentOf(text)).toMatchObject(intent);
  });

  test.each([
    // A story's crying face is its tone; leave asked for is a question to answer; a plan of the student's own is no 把 request.
    "今天理了个头，被理发师剪得太短了😭",
    "我明天不去上课，可以吗？",
    "我要把实验报告交了",
  ])("%s asks the planner for nothing", (text) => {
    expect(intentOf(text).family).toBe("unknown");
  });
});

describe("a day offered as 周X, answered as 星期X or 礼拜X", () => {
  const asked = { question: "想放哪天？", options: ["周三", "周日"] };

  test.each([
    ["星期日那个吧", "周日"],
    ["礼拜天的", "周日"],
    ["星期三", "周三"],
  ])("%s picks %s", (answer, option) => {
    expect(pickedOption(answer, asked)).toBe(option);
  });

  test("a day not offered picks none", () => {
    expect(pickedOption("星期五那个吧", asked)).toBeUndefined();
  });
});

describe("back to the day a move came from, said as 星期X", () => {
  const previous = { text: "把周三下午的谓词逻辑挪到周五晚上7点", answerTexts: [], said: "已把「谓词逻辑与推理理论」挪到12月4日 周五 19:00，确认后生效。" };

  test.each(["啊不对，改回去，还是放星期三原来那个时间", "改回去，放回礼拜三"])("%s moves it back to 周三", (text) => {
    expect(movedBack(text, previous)).toMatchObject({ family: "pointed", text: "把谓词逻辑挪到周三" });
  });

  test("another day named is a new move, not the way back", () => {
    expect(movedBack("改回去，还是放星期四", previous)).toBeUndefined();
  });
});
