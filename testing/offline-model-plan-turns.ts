/**
 * A proposed plan of three to-dos and the edits answered after it, as earlier turns: the conversations the tests of
 * putting a block back (server/offline-model/understand/plan-put-back and blocks-put-back) lean on.
 */
import type { UserTurn } from "@/server/offline-model/types";

export const PLAN: UserTurn = {
  text: "这周的待办帮我找时间",
  said: "已生成方案，请在卡片上确认：写实验报告 → 12月2日 周三 19:00起3节；背单词 → 12月3日 周四 14:00–15:40；读文献 → 12月5日 周六 08:00–09:40。",
};
export const MOVED: UserTurn = { text: "背单词挪到周五晚上", said: "已把「背单词」挪到12月4日 周五 19:00–20:40，确认后生效。" };
export const TAKEN_OFF: UserTurn = { text: "读文献那个不排了", said: "已把「读文献」从方案里拿掉，回到待安排。" };
export const MOVED_PENDING: UserTurn = { text: "实验报告挪到周日上午", said: "已移动：写实验报告 → 12月6日 周日 08:00起3节（待确认）。" };
