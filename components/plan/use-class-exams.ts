"use client";
/**
 * The exams each task class prepares for (GET /api/exams, by task_class_id), read once with the plan. A failure
 * leaves the cards without exams: they are extra, never in the way.
 */
import { useEffect, useState } from "react";
import { fetchExams, type Exam } from "@/client/exams-api";

/** Exams per task class id, soonest first. */
export type ClassExams = ReadonlyMap<number, readonly Exam[]>;

export function useClassExams(): ClassExams | null {
  const [exams, setExams] = useState<ClassExams | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchExams(controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        const byClass = new Map<number, Exam[]>();
        for (const exam of list) {
          if (exam.task_class_id === null) continue;
          byClass.set(exam.task_class_id, [...(byClass.get(exam.task_class_id) ?? []), exam]);
        }
        setExams(byClass);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return exams;
}
