/** The settings' 考试 section and 学习计划: /api/exams, each answer parsed with the protocol's schema. */
import { z } from "zod";
import { examListSchema, examResponseSchema, type Exam } from "@/lib/protocol/exams";
import { jsonInit, requestJson } from "./http";

export type { Exam };

/** What the form sends: empty time or place as null, no course or class as null. */
export interface ExamPayload {
  title: string;
  date: string;
  time: string | null;
  location: string | null;
  course_id: number | null;
  task_class_id: number | null;
}

const BASE = "/api/exams";

export async function fetchExams(signal?: AbortSignal): Promise<Exam[]> {
  return (await requestJson(BASE, examListSchema, { signal })).exams;
}

export async function createExam(payload: ExamPayload): Promise<Exam> {
  return (await requestJson(BASE, examResponseSchema, jsonInit("POST", payload))).exam;
}

export async function updateExam(id: number, payload: Partial<ExamPayload>): Promise<Exam> {
  return (await requestJson(`${BASE}/${id}`, examResponseSchema, jsonInit("PATCH", payload))).exam;
}

export async function deleteExam(id: number): Promise<void> {
  await requestJson(`${BASE}/${id}`, z.object({ deleted: z.number() }), { method: "DELETE" });
}
