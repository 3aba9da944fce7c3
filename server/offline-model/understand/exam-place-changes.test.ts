/**
 * Only the room of an exam on file changed ("考场换了，改到…", "考试地点调到…，时间不变"): record_exam of that exam
 * with the new place and no day, which moves it and keeps its day. Near misses: a class's room, a room asked about.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("an exam's room changed, its day kept", () => {
  test.each([
    ["电路考场换了，改到逸夫楼201", "电路", "逸夫楼201"],
    ["马原期末考试地点调到三教报告厅，时间不变", "马原期末", "三教报告厅"],
    ["电路期中教室改在实验楼305了", "电路期中", "实验楼305"],
    ["大物考试地点又变了，在东区体育馆", "大物", "东区体育馆"],
  ])("%s moves %s to %s", (text, title, location) => {
    expect(read(text)).toEqual({ family: "exam_record", title, when: "", location });
  });

  test.each(["高数课教室换了，改到三教201", "明天的课教室换了，改到三教201", "电路考场在哪", "班会地点换到了二教101"])(
    "near miss: %s is no exam moved",
    (text) => {
      expect(read(text)).not.toMatchObject({ family: "exam_record" });
    },
  );
});
