import { describe, expect, it, test } from "vitest";
import { detectIntent } from "./intents";
import { obligationNote } from "./uncued-notes";

describe("quick notes with the cue anywhere", () => {
  test.each([
    ["明天下午三点开班会，记一下", "明天下午三点开班会"],
    ["周五之前把班费交了，帮我记着", "周五之前把班费交了"],
    ["随手记：下周一早上去教务处盖章", "下周一早上去教务处盖章"],
    ["帮我记着周四要带身份证", "周四要带身份证"],
    ["下周三要交英语作文，别让我忘了", "下周三要交英语作文"],
    ["哦对了，周四记得交电费，帮我记上", "周四记得交电费"],
    ["记一下嘛，明天要打印简历", "明天要打印简历"],
    // Called once an amount of time has passed: 过 before it or 后 after it.
    ["过一个半小时叫我去收快递", "过一个半小时去收快递"],
    ["二十分钟后喊我关火", "二十分钟后关火"],
    // Called at a clock time to get up: the getting up is the note.
    ["后天早上六点半叫我起床吧", "后天早上六点半起床"],
    ["周六要去机场，那天凌晨五点喊我起床", "周六要去机场，那天凌晨五点起床"],
    // The cue never eats the 下 of 下周: the note keeps its own date.
    ["帮我记下周三下午三点牙医预约", "下周三下午三点牙医预约"],
    ["帮我记一下下周四早上交体检表", "下周四早上交体检表"],
    ["note: buy printer paper tomorrow", "buy printer paper tomorrow"],
    ["submit the essay draft next Monday, note that down", "submit the essay draft next Monday"],
    // The cue-word family: 提个醒, the counted forms (记个ddl, 记一条待办), a heading with a colon, "don't forget".
    ["提个醒：周四早上八点去实验室", "周四早上八点去实验室"],
    ["给我提个醒儿 明晚交电费", "明晚交电费"],
    ["记个ddl 下周五交课设报告", "下周五交课设报告"],
    ["帮我记一条待办：周六去银行", "周六去银行"],
    ["TODO: 周日晚上收拾行李", "周日晚上收拾行李"],
    ["待办：后天交体测表", "后天交体测表"],
    ["dont forget the library books on Friday", "the library books on Friday"],
    ["reminder: renew the gym card on Monday", "renew the gym card on Monday"],
    // The time first, then the cue in the middle; the counted forms there too.
    ["周日下午三点帮我记个事，去取干洗的衣服", "周日下午三点去取干洗的衣服"],
    ["下周二早上记个待办，交宿舍卫生表", "下周二早上交宿舍卫生表"],
    ["周六上午记得去取护照", "周六上午去取护照"],
    ["后天晚上，别忘了给妈妈打电话", "后天晚上给妈妈打电话"],
    // A colon heading after 记 / 记录, 别让我忘记, and a strong cue between the note's words.
    ["记：周五下午交党费", "周五下午交党费"],
    ["麻烦记录: 下周一上午体检", "下周一上午体检"],
    ["别让我忘记明天取钱", "明天取钱"],
    ["周六要搬宿舍 记得提醒我借推车", "周六要搬宿舍借推车"],
    // The reminder's clause with a clock of its own: it is the note, on the day (and part of it) of the clause before.
    ["周五晚上七点看演出，提醒我六点出门", "周五晚上六点出门"],
    ["后天上午十点体检，提醒我早上7点别吃早饭", "后天早上7点别吃早饭"],
    // 设/定 a reminder, 提醒： as a heading, a little lead-in, "remember:" and "can u remind me".
    ["帮我定个提醒，周四早上7点起床", "周四早上7点起床"],
    ["提醒: 下周二交选课表", "下周二交选课表"],
    ["有件事，帮我记着：周五还充电宝", "周五还充电宝"],
    ["remember: bring the calculator on Monday", "bring the calculator on Monday"],
    ["hey could u remind me to water the plants tomorrow", "water the plants tomorrow"],
    ["ping me to call the bank on Monday", "to call the bank on Monday"],
  ])("%s", (message, content) => {
    expect(detectIntent(message)).toEqual({ family: "quick_note", content });
  });

  test("a message that only mentions remembering is not a note", () => {
    expect(detectIntent("还有哪些离散数学的任务没做？").family).toBe("query_tasks");
  });

  describe("the last reading: a note word anywhere and a time", () => {
    test.each([
      ["周四晚上社团聚餐 帮我mark下", "周四晚上社团聚餐"],
      ["后天早上 体检 记得喊我", "后天早上体检"],
      ["提醒咱们周五交班费", "周五交班费"],
      ["把「下周二前交读书报告」放进待办，别忘", "下周二前交读书报告"],
      ["帮我把周五交班费加到待办里", "周五交班费"],
      ["嗯 明晚要给家里打电话 别让我忘喽", "明晚要给家里打电话"],
    ])("%s", (message, content) => {
      expect(detectIntent(message)).toEqual({ family: "quick_note", content });
    });

    test.each(["学了三个小时叫我歇会我都不听", "以后别再提醒我明天的事了", "我记得你很厉害", "记性真差啊"])("%s is no note (refused, or no time)", (message) => {
      expect(detectIntent(message).family).not.toBe("quick_note");
    });
  });

  test("only a time may stand before a middle cue", () => {
    expect(detectIntent("我记得高数是周五").family).not.toBe("quick_note");
    expect(detectIntent("以后不要提醒我了").family).not.toBe("quick_note");
  });

  test("待办 without a colon is no heading: it is what gets scheduled", () => {
    expect(detectIntent("待办都排进下周吧").family).toBe("schedule");
  });
});

describe("compound requests and dropped questions", () => {
  test("a note and a scheduling request joined by 再 are two parts, in order", () => {
    const intent = detectIntent("记一下周五交班费，再把离散数学的复习排到下周");
    expect(intent.family).toBe("compound");
    if (intent.family !== "compound") return;
    expect(intent.parts.map((part) => part.family)).toEqual(["quick_note", "schedule"]);
  });

  test("顺手 / 顺带 join two requests too", () => {
    const intent = detectIntent("周报发了，顺手记一下周五交班费");
    expect(intent.family === "compound" ? intent.parts.map((part) => part.family) : intent.family).toEqual(["task_edit", "quick_note"]);
  });

  test("a bare comma does not split a request, nor a connector before words that ask nothing", () => {
    expect(detectIntent("线性代数复习，4章，每章2节，排到下周").family).toBe("propose_class");
    expect(detectIntent("提醒我明天交报告，然后去打印").family).toBe("quick_note");
  });

  test("a wish to find a time is why the free-time question after it is asked, unless it asks for a plan", () => {
    expect(detectIntent("我打算抽个时间去健身，周四晚上有空吗")).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time" } });
    expect(detectIntent("我想找个时间复习线代，帮我排一下，明天下午有空吗").family).toBe("compound");
  });

  test("算了 alone dismisses; with more words the rest is the request", () => {
    expect(detectIntent("算了不排了")).toEqual({ family: "small_talk", topic: "dismiss" });
    expect(detectIntent("回头再说吧")).toEqual({ family: "small_talk", topic: "dismiss" });
    expect(detectIntent("算了，还是先不弄了")).toEqual({ family: "small_talk", topic: "dismiss" });
    expect(detectIntent("还是算了，就这样吧")).toEqual({ family: "small_talk", topic: "dismiss" });
    expect(detectIntent("算了，提醒我明天交作业")).toEqual({ family: "quick_note", content: "明天交作业" });
  });
});

describe("scheduling options", () => {
  test.each([
    ["把概率论复习排到下周，水课也可以用", { allowFiller: true }],
    ["please schedule everything into next week, filler classes are ok", { allowFiller: true }],
    ["排一下下周的待办，每天最多学4节", { dailyCap: 4 }],
    ["排一下下周的待办，每天最多学14节", { dailyCap: 14 }],
    // Refused outright: the planner is told false, over the class's own setting.
    ["把概率论排进这周，不要占用水课", { allowFiller: false }],
  ])("%s", (message, options) => {
    const intent = detectIntent(message);
    expect(intent.family).toBe("schedule");
    if (intent.family !== "schedule") return;
    expect({ allowFiller: intent.allowFiller, dailyCap: intent.dailyCap }).toEqual({ allowFiller: undefined, dailyCap: undefined, ...options });
  });
});

describe("obligationNote: something to do by a time, said without a cue word", () => {
  it.each([
    ["周日前要把论文初稿交给老师", "周日前要把论文初稿交给老师"],
    ["明天得去交学费", "明天得去交学费"],
  ])("%s", (text, content) => {
    expect(obligationNote(text)).toBe(content);
  });

  it("is no note when it asks, sighs, or says no more than 要", () => {
    for (const text of ["周五要交的作业有哪些", "明天要考试了好紧张", "明天要", "提交作业要多久"]) expect(obligationNote(text), text).toBeUndefined();
  });

  it("is no note when a clause closed on 了 tells what the time is, and the 得 after it is someone's plain fact", () => {
    for (const text of ["隔壁专业月底就结课了，我们还得上两周", "他们下周三就答辩完了，我们得等到元旦后", "室友后天就回家了，我还得待到月中"]) {
      expect(obligationNote(text), text).toBeUndefined();
    }
    expect(obligationNote("月中之前得把助学金材料交上去")).toBe("月中之前得把助学金材料交上去");
  });
});

describe("asking what is to be reminded of notes nothing: it lists the to-dos", () => {
  it.each([
    ["周五有哪些需要提醒我的东西", "周五"],
    ["后天有哪些要提醒我的事情", "后天"],
  ])("%s", (text, day) => {
    expect(detectIntent(text)).toMatchObject({ family: "query_tasks", input: { deadline_before: day } });
  });

  it.each(["提醒我明天问老师有哪些要交的", "明天提醒我看看有什么要带的"])("%s is still a note", (text) => {
    expect(detectIntent(text).family).toBe("quick_note");
  });
});

describe("…，这个帮我记一下: the pointer back at what was said is no part of the note", () => {
  test.each([
    ["周日晚上交电费，这个帮我记一下", "周日晚上交电费"],
    ["下周二体测，那件事也帮我记着", "下周二体测"],
    ["后天去银行办卡 这事记一下哈", "后天去银行办卡"],
    ["周四还充电宝和周五交表，这两件事帮我记上", "周四还充电宝和周五交表"],
  ])("%s", (message, content) => {
    expect(detectIntent(message)).toEqual({ family: "quick_note", content });
  });

  test("near-misses: a pointer that is the whole note, or part of its own words, stays", () => {
    expect(detectIntent("这个帮我记一下")).toEqual({ family: "quick_note", content: "这个" });
    expect(detectIntent("周五跟这个学长吃饭，帮我记一下")).toEqual({ family: "quick_note", content: "周五跟这个学长吃饭" });
  });
});

describe("…，到那天提醒我: the day pointed back at is the one the note says, no part of it and no second note", () => {
  test.each([
    ["周五交房租，到那天提醒我一下", "周五交房租"],
    ["12月20号缴电费，那天记得提醒我", "12月20号缴电费"],
    ["周日还书，到那天叫我一声", "周日还书"],
    ["下周二交论文，到日子了提醒我", "下周二交论文"],
    ["下周一交水费，等到那天喊我一下", "下周一交水费"],
  ])("%s", (message, content) => {
    expect(detectIntent(message)).toEqual({ family: "quick_note", content });
  });

  test("near-misses: a time said on that day stays the note's, and 那天叫我 before a name asks for nothing", () => {
    expect(detectIntent("周三考试，当天早上提醒我")).toEqual({ family: "quick_note", content: "周三考试，当天早上" });
    expect(detectIntent("那天叫我小王就行")).toEqual({ family: "unknown" });
  });
});

describe("a deadline met by sending the thing where it is due, with no cue word", () => {
  test.each([
    "开题报告周五前发给导师，大概两小时",
    "简历周四前发到邮箱",
    "小组展示的PPT我来做，下周二中午前发群里，估计一个多小时",
  ])("%s is a note of the whole message (its estimate read by the tools)", (text) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content: text });
  });

  test("near-misses: something sent that is asked about or told of notes nothing", () => {
    expect(detectIntent("下周一前发群里的那个表格是啥").family).not.toBe("quick_note");
    expect(detectIntent("群里发了通知").family).not.toBe("quick_note");
  });
});

describe("提醒我一声 / 提醒我一下 closing a note: the count is the cue's, not the note's", () => {
  test.each([
    ["明天下午两点我要去体检，提醒我一声", "明天下午两点我要去体检"],
    ["周四晚上七点开班会，记得提醒我一声", "周四晚上七点开班会"],
    ["后天上午交实验报告，提醒我一下", "后天上午交实验报告"],
    ["周六早上八点去驾校，你提醒我一声吧", "周六早上八点去驾校"],
  ])("%s", (text, content) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content });
  });

  // Near miss: a note whose own words end in 一声 ("喊一声") keeps them.
  test("a note about calling out keeps its own 一声", () => {
    expect(detectIntent("提醒我明天到楼下喊室友一声")).toMatchObject({ family: "quick_note", content: expect.stringContaining("喊室友一声") });
  });
});
