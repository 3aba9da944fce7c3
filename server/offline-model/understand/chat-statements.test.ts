/** Statements that ask for nothing though they hold a request's words, by row: examples and counterexamples. */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("a joke about the student's own lot", () => {
  it.each(["我的目标就是及格哈哈", "我这学期的作业就是摸鱼hhh", "我今天的计划就是躺平😂"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["我的作业就是没交完哈哈，帮我看看还有哪些", "我的任务就是明天交报告哈哈，提醒我一下"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});

describe("someone else reminding or nagging the student", () => {
  it.each(["我妈老催我找对象，烦死了", "同桌一直叫我少喝奶茶哈哈", "舍友每天都提醒我别熬夜，我才不听"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["室友提醒我明天交电费", "学姐提醒我交体检表，帮我记一下"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});

describe("someone else asking to be reminded, and the student declining it", () => {
  it.each(["同桌叫我提醒他周五带准考证，关我什么事", "舍友让我记得叫她起床，我才不管她呢", "学弟让我催他交报名表，我可懒得理他"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["室友让我提醒她后天交电费，帮我记一下", "同桌叫我提醒他周五带准考证，我懒得记，你提醒我吧"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});

describe("someone else finishing while the student's own work is under way", () => {
  it.each(["小李说他那份交了，我的还差个结论", "室友都写完了，我还在改", "组员说他们都提交了，我自己的还没动", "阿强已经搞定了，我才刚开始"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["室友都交了，我的还没写完，帮我把截止推迟到周五", "组员说他们都提交了，我的还差一点，提醒我今晚十点前交"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});

describe("what a crowd did, told as news", () => {
  it.each(["听说线代小测超难，不少人提前交卷了", "隔壁班好多人都拿到实习了", "大家早就交了开题报告，群里都在聊"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["大家都交了开题报告，帮我把我的勾掉", "好多人都交了，提醒我今晚交实验报告"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});

describe("the hour it is now, and the student still up", () => {
  it.each(["都一点半了我还没睡，明早的课肯定起不来", "半夜两点多了还醒着，完了", "已经十二点了还在赶报告，头秃"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["都一点了还没睡，明早七点叫我起床", "十二点了还在赶报告，提醒我明天交"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});

describe("someone else will post or announce something", () => {
  it.each(["学委说作业要求晚点发到班群", "辅导员讲体检时间下周会通知", "课代表说答案明天在群里发"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["学委说名单周四发群里，提醒我周四看一下", "辅导员说周五前交体检表，会发群里，帮我记一下"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});

describe("the planner's work asked for someone else", () => {
  it.each(["你帮我室友查一下她下周三有没有课", "能不能替学妹安排一下她的四级复习", "给我男朋友规划下他期末怎么复习"])("%s is out of scope", (text) => {
    expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "out_of_scope" });
  });

  it.each(["帮室友记一下，她周五早上八点要去拿快递", "给组员排完任务了，帮我看看我自己周四有没有空"])("%s is still the student's own", (text) => {
    expect(detectIntent(text)).not.toEqual({ family: "small_talk", topic: "out_of_scope" });
  });
});

describe("how far the student has got, lamented with a groan", () => {
  it.each(["第15周了，我才背了三分之一，凉了", "离期末就剩五天了，只复习了一点，完了完了", "才刷了一半的题，寄了"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["才复习了一半，完了，帮我把剩下的排到这周", "第三章只看了一半，给我重新排一下"])("%s still asks", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});

describe("the missed blocks let go", () => {
  it.each(["落下的那两节就不管了", "鸽掉的那些算了吧", "上周没完成的就算了，不排了"])("%s asks for nothing", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk", topic: "dismiss" });
  });

  it.each(["落下的那两节帮我补上", "没做的那几节算了？还是补一下吧", "没做的那几节重新排一下"])("%s still asks", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "small_talk", topic: "dismiss" });
  });
});

describe("how much lighter the student feels", () => {
  it.each(["读书会的海报部长说交给学妹做了，挺好的，我轻松多了", "报告终于交了，整个人轻松了好多", "考完四级总算解脱了"])("%s is small talk", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "small_talk" });
  });

  it.each(["周四哪个时段比较轻松", "下周哪天最轻松？"])("%s still asks about free time", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question" });
  });
});

describe("told, not asked: someone else's plan described, someone else's nagging, work counted and groaned at", () => {
  it.each([
    "舍友的复习计划排得特别整齐",
    "同门的开题进度表排得很满，看着就压力大",
    "我爸每天晚上都打电话催我早点睡，烦死了",
    "同桌天天在群里提醒我交作业，好烦",
    "下周两场考试加三篇报告，人没了",
    "这周四个ddl外加一个汇报，要疯了",
  ])("%s", (text) => {
    expect(detectIntent(text).family).toBe("small_talk");
  });

  it.each([
    // Asked for, or with a day and a deed to keep, it is still a request.
    "室友的计划排得满满的，帮我也排一个",
    "这周四个ddl，要裂开了，帮我排一下",
    "明天两个实验报告要交，快疯了",
  ])("%s is still a request", (text) => {
    expect(detectIntent(text).family).not.toBe("small_talk");
  });
});
