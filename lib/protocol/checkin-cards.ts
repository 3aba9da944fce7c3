/**
 * checkin_record: what a check-in from the chat recorded (issue 23 #2, #6), one row per sitting, in the student's
 * words: the block's name, when it was (“4月21日（周二）19:00”), what it was before and what it is now (待打卡 → 完成).
 * Written by record_checkin once the check-ins are saved; its 撤销 puts each sitting back as it was (DELETE
 * /api/blocks/{event_id}/checkin for one that was waiting, the earlier check-in again otherwise).
 */
import { z } from "zod";

const checkinRecordEntrySchema = z.object({
  /** The address of POST /api/blocks/{event_id}/checkin, with the sitting's date and first period. */
  event_id: z.number().int(),
  date: z.string(),
  slot_start: z.number().int(),
  name: z.string().min(1),
  /** "4月21日（周二）19:00". */
  when: z.string(),
  /** 待打卡 / 完成 / 没做 / 做了一部分（1/2节）. */
  before: z.string(),
  after: z.string(),
  /** What 撤销 puts back: the check-in before this one (unconfirmed: none), with its periods done for partial. */
  before_status: z.enum(["done", "partial", "skipped", "unconfirmed"]),
  before_periods_done: z.number().int().nullable(),
});
export type CheckinRecordEntry = z.infer<typeof checkinRecordEntrySchema>;

/** @public The runtime half of CheckinRecordCard. */
export const checkinRecordCardSchema = z.object({
  card_type: z.literal("checkin_record"),
  title: z.string().optional(),
  summary: z.string().optional(),
  data: z.object({ entries: z.array(checkinRecordEntrySchema).min(1) }),
});
export type CheckinRecordCard = z.infer<typeof checkinRecordCardSchema>;
