/**
 * A note just made, put right in the next message (round 39, K): the to-do pointed at before the slip ("刚才那个说错
 * 了，…"), named before 是 ("不对不对，民法作业是周四交"), its clock said alone when its day was said in words the day
 * reader does not know ("明早九点…" → "是九点半"), a day of the month alone ("是9号"), a word of its title ("写错了，
 * 不是取快递，是寄快递"), in English ("oops I meant 4pm not 3pm", "oops wrong day, it's friday") and in Cantonese
 * ("講錯咗，係十一點", "唔係聽日，係後日"). Each is the to-do re-dated or renamed (update_task), keeping what was not
 * corrected; a message that only sounds like one stays as it was said.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { currentRequest } from "./understand/request";

/** The request the last message is read as, after one note the assistant answered with `said`. */
function readAfter(user: string, said: string, text: string): string | undefined {
  return currentRequest([{ text: normalise(user).text, said }, { text: normalise(text).text }])?.text;
}

const LAW = ["记一下周五交民法作业", "已记下：交民法作业（截止 12月4日 周五 23:59）。"] as const;
const OFFICE = ["明早九点提醒我去教务处", "已记下：去教务处（截止 12月2日 周三 09:00）。"] as const;
const TOOLS = ["周四下午两点去工训中心领刀具", "已记下：去工训中心领刀具（截止 12月3日 周四 14:00）。"] as const;
const THESIS = ["记一下12月8号交论文初稿", "已记下：交论文初稿（截止 12月8日 周二 23:59）。"] as const;
const PARCEL = ["提醒我周五取快递", "已记下：取快递（截止 12月4日 周五 23:59）。"] as const;
const MOM = ["remind me to call mom thursday 3pm", "已记下：call mom（截止 12月3日 周四 15:00）。"] as const;
const INTERVIEW = ["提醒我下周二上午十点去律所面试", "已记下：去律所面试（截止 12月8日 周二 10:00）。"] as const;
const FORM = ["提我聽日下晝三點交表", "已記下：交表（截止 12月2日 周三 15:00）。"] as const;
const BANK = ["提我星期五朝早十點去銀行", "已記下：去銀行（截止 12月4日 周五 10:00）。"] as const;

describe("a note just made, put right", () => {
  test.each([
    [LAW, "不对不对，民法作业是周四交", "把交民法作业改到周四"],
    [OFFICE, "不对不对是九点半不是九点", "把去教务处的截止时间改到12月2日早上九点半"],
    [OFFICE, "说错了，十点", "把去教务处的截止时间改到12月2日早上十点"],
    [TOOLS, "刚才那个说错了，是三点不是两点", "把去工训中心领刀具改到周四下午三点"],
    [TOOLS, "这条记错了，是周五", "把去工训中心领刀具改到周五下午两点"],
    [THESIS, "日期记错了，是9号", "把交论文初稿改到12月9号"],
    [PARCEL, "写错了，不是取快递，是寄快递", "把取快递改名为寄快递"],
    [MOM, "oops I meant 4pm not 3pm", "把call mom改到thursday 4pm"],
    [MOM, "wait no, make that friday, same time", "把call mom改到friday 3pm"],
    [MOM, "oops wrong day, it's friday", "把call mom改到friday 3pm"],
    [INTERVIEW, "哦时间改成下午四点，HR刚发消息改的", "把去律所面试的截止时间改到下周二下午四点"],
    [FORM, "唔係聽日，係後日，時間唔變", "把交表改到后天下午三点"],
    [BANK, "講錯咗，係十一點", "把去銀行改到星期五早上十一点"],
  ])("%j, then %s → %s", ([user, said], text, read) => {
    expect(readAfter(user, said, text)).toBe(read);
    expect(detectIntent(read)).toMatchObject({ family: "task_edit", action: "update" });
  });

  test.each([
    [LAW, "不对，这个排法是错的"],
    [TOOLS, "刚才那个挺好的，谢谢"],
    [THESIS, "9号有什么课"],
    [PARCEL, "不是取快递吗，怎么还没到"],
    [MOM, "at 4pm I have a class"],
  ])("%j, then %s: read as itself", ([user, said], text) => {
    expect(readAfter(user, said, text)).toBe(normalise(text).text);
  });

  test("提我 opens a reminder only before the day or clock it is for; 係 after a slip puts the right value", () => {
    expect(normalise("提我聽日下晝三點交表").text).toBe("提醒我明天下午三点交表");
    expect(normalise("提我嘅快递").text).not.toContain("提醒我");
    expect(normalise("講錯咗，係十一點").text).toBe("说错了，是十一点");
    expect(normalise("唔係攞證件，係交證件相").text).toBe("不是攞证件，是交证件相");
    expect(normalise("係咪聽日考").text).toContain("是不是");
  });
});
