/** Greetings, thanks, "what can you do" and requests outside the planner's job: answered with text, no tool. */
import type { AppSubject } from "../understand/app-questions";
import type { SmallTalkTopic } from "../understand/intent-types";
import { appAnswer } from "./app-answers";
import { say } from "./language";
import type { Language } from "../types";

/** A greeting at the start of a message, with its punctuation: "你好，帮我…" still asks for the rest. */
export const LEADING_GREETING =
  /^(?:你好呀?|您好|嗨|哈喽|早上好|中午好|下午好|晚上好|早安|在吗|hello|hi|hey|good (?:morning|afternoon|evening))(?=$|[\s，,。.！!~～?？])[\s，,。.！!~～?？]*/i;

const TOPICS: readonly [SmallTalkTopic, RegExp][] = [
  ["thanks", /谢谢|多谢|感谢|辛苦了|\bthanks?\b|\bthank you\b|\bthx\b|\bcheers\b/i],
  [
    "capabilities",
    /你能做什么|你会什么|你可以做什么|能帮我做什么|能做些什么|你是谁|什么功能|哪些功能|能干嘛|能干啥|会干嘛|会干啥|能干什么|怎么用|使用说明|帮助|\bhelp\b|\bwhat can you do\b|\bwho are you\b|\bhow do i use\b/i,
  ],
  ["out_of_scope", /天气|笑话|新闻|股票|彩票|\bweather\b|\bjoke\b|\bnews\b|\bstocks?\b/i],
  // "嘎哈呢", "干啥呢", "你在干嘛": asked what the model is up to, as one asks a friend; no request, no name.
  ["chat", /^(?:你)?(?:在|正在|搁这|搁那)?(?:嘎哈|干啥|干嘛|干什么|做什么|做啥|弄啥|忙啥|忙什么)(?:呢|呀|啊|哪|嘞|捏)?[?？!！。~～\s]*$/],
];

export function smallTalkTopic(text: string): SmallTalkTopic | undefined {
  for (const [topic, pattern] of TOPICS) if (pattern.test(text)) return topic;
  return undefined;
}

/** `about`: the subjects of a question about the planner itself (topic app_help). */
export function smallTalkReply(topic: SmallTalkTopic | "unknown", language: Language, about: readonly AppSubject[] = []): string {
  switch (topic) {
    case "app_help":
      return about.length > 0 ? appAnswer(about, language) : smallTalkReply("capabilities", language);
    case "greeting":
      return say(
        language,
        "你好！我是你的学习规划助手，可以帮你记事、创建和查询任务，也能把复习排进空闲时间。有什么需要？",
        "Hi! I'm your study planner. I can note things down, create and find tasks, and fit your reviews into free time. What do you need?",
      );
    case "thanks":
      return say(language, "不客气，有需要随时叫我。", "You're welcome — just ask whenever you need me.");
    case "capabilities":
      return say(
        language,
        "我可以：随口记事（如“提醒我周三晚上8点给导师发周报”）、创建任务、查询任务（如“这周要截止的任务”）、建学习计划（如“线性代数复习，4章，每章2节”）、把复习和待办排进空闲时间（如“把离散数学的复习排到下周”），查空闲和某天的安排（如“明天下午有空吗”“周四有什么课”），以及调整日程（移动、交换或取消某个安排），还能把待办标记完成、改期、改名或删除。",
        "I can note things down (\"remind me to email the TA Friday 5pm\"), create tasks, find tasks (\"what tasks are due before Friday\"), fit your to-dos into free time (\"schedule my review for next week\"), show free time and a day's plan (\"am I free tomorrow afternoon?\"), adjust the timetable, and complete, re-date, rename or delete to-dos.",
      );
    case "out_of_scope":
      return say(
        language,
        "这个我帮不上忙，我只负责你的学习任务和日程。你可以让我记事、查任务或安排复习。",
        "I can't help with that — I only handle your study tasks and schedule. Try asking me to note something, find tasks or plan your review.",
      );
    case "chat":
      return say(
        language,
        "嗯嗯，我在呢。需要的话，我可以帮你记事、看看哪天有空，或者把复习排进日程。",
        "I'm here. If you like, I can note something down, check when you're free, or plan your review.",
      );
    case "news":
      return say(
        language,
        "好的，知道了，我先不动。要是需要记下来或者改哪条待办的时间，跟我说一声就行。",
        "Got it — I'll leave things as they are. If you'd like it noted or a to-do's time changed, just say so.",
      );
    case "course_change":
      return say(
        language,
        "课程是课表里的固定安排，我在对话里挪不了。如果老师调了课，到“设置”的课程里把这门课改到新的时间（或重新导入课表）就行，之后我排复习会避开新的上课时间。",
        "Courses are fixed entries of your timetable, so I can't move them from the chat. If the class was moved, change its time under 设置's courses (or import the timetable again); I'll plan your review around the new time.",
      );
    case "plan_edit":
      return say(
        language,
        "已经保存的学习计划，我在对话里还改不了它的名字和条目。到“学习计划”页：计划卡片上的“编辑”可以改名字；每一项右边有“编辑”和“删除”，改某一项的名字或把它删掉都在那里。",
        "I can't change a saved study plan from the chat yet. On the 学习计划 page, 编辑 on the plan's card renames it; each item has its own 编辑 and 删除 to rename or remove it.",
      );
    case "dismiss":
      return say(language, "好的，那就先不弄了。有需要随时叫我。", "Okay, let's leave it for now. Just ask whenever you need me.");
    case "unknown":
      return say(
        language,
        "我没太明白你的意思。你可以让我记事（“提醒我…”）、创建或查询任务、安排复习时间，或者看看某天的日程。",
        "I'm not sure what you mean. You can ask me to note something (\"remind me to…\"), create or find tasks, plan your review, or show a day of your schedule.",
      );
  }
}
