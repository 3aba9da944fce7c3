import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { withComparedDay } from "./compared-days";

/** Round 32: an exam's day given relative to another's, reckoned or concluded by the student. */
describe("a day given relative to another exam's", () => {
  it.each([
    ["高数是1月4号，线代期末比高数晚两天，帮我记上", "线代期末", "1月6日"],
    ["英语期末比线代早一天，线代期末是1月8号，记一下", "英语期末", "1月7日"],
    ["马原期末比毛概晚三天考，毛概在12月30号，帮我记上", "马原期末", "1月2日"],
    ["概率论期中比线代晚两天，线代期中是12月10号，那概率论就是12月12号下午两点，记一下", "概率论期中", "12月12号下午两点"],
  ])("%s", (text, title, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "exam_record", title, when });
  });
});

describe("near misses are left as they were", () => {
  it.each(["我比室友晚两天回家", "线代比高数难多了，高数是1月4号", "高数是1月4号，帮我记上"])("%s", (text) => {
    expect(withComparedDay(text)).toBe(text);
  });
});
