/**
 * rough_schedule's keep_free: parts of every day the student keeps free of new study, in their words ("早八",
 * "上午", "13:00-14:00"). Its own file so the contract (tools.ts) only names it.
 */
import { z } from "zod";
import { isKeptFreeWord, KEEP_FREE_HINT } from "@/lib/schedule/kept-free";

export const keepFreeInput = z
  .array(z.string().trim().min(1).refine(isKeptFreeWord, { error: KEEP_FREE_HINT }))
  .min(1)
  .max(6)
  .optional()
  .describe(
    "这次每天都空着、不排新学习的时段（已有的学习块不动）：“早八”（每天第一节）、“上午”“中午”“下午”“晚上”，或钟点“13:00-14:00”，每项一个；学生说“别给我排早八”→ [早八]，“中午一点到两点要午睡”→ [13:00-14:00]，“晚上学不进去”“都排白天”→ [晚上]，“上午留给自己”→ [上午] 时用；只说某一天的某段时间（“周三晚上别排”）时不用",
  );
