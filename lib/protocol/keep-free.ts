/**
 * rough_schedule's keep_free: parts of the day the student keeps free of new study, in their words ("早八",
 * "上午", "13:00-14:00"), every day or on the weekdays said first ("周三晚上"). Its own file so the contract
 * (tools.ts) only names it.
 */
import { z } from "zod";
import { isKeptFreeWord, KEEP_FREE_HINT } from "@/lib/schedule/kept-free";

export const keepFreeInput = z
  .array(z.string().trim().min(1).refine(isKeptFreeWord, { error: KEEP_FREE_HINT }))
  .min(1)
  .max(6)
  .optional()
  .describe(
    "这次空着、不排新学习的时段（已有的学习块不动）：“早八”（每天第一节）、“上午”“中午”“下午”“晚上”，或钟点“13:00-14:00”，每项一个，默认每天；只在某几天空着时在前面加星期几（“周三晚上”“周二、周四 18:00-21:00”“周末上午”“工作日早八”）。学生说“别给我排早八”→ [早八]，“中午一点到两点要午睡”→ [13:00-14:00]，“晚上学不进去”“都排白天”→ [晚上]，“周三周五晚上有家教”→ [周三、周五晚上]，“每周二四晚上6点到9点打工”→ [周二、周四 18:00-21:00]；整天都不排用 days_off",
  );
