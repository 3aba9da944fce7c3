"use client";
/**
 * The exams each task class prepares for (GET /api/exams, by task_class_id), read once with the plan, and kept up to
 * date as the cards add, change and delete them. A failed read leaves the cards without exams (null): they are
 * extra, never in the way, and nothing is offered to add that might already exist.
 */
import { useEffect, useMemo, useState } from "react";
import { fetchExams, type Exam } from "@/client/exams-api";

/** Exams per task class id, soonest first. */
type ClassExams = ReadonlyMap<number, readonly Exam[]>;

export interface ClassExamBook {
  /** Null until read, or when the read failed. */
  byClass: ClassExams | null;
  /** An exam the server kept (added or changed). */
  saved: (exam: Exam) => void;
  removed: (examId: number) => void;
}

/** Soonest first; the same day by time, an unknown time last (as the server lists them). */
function bySchedule(a: Exam, b: Exam): number {
  return a.date.localeCompare(b.date) || (a.time ?? "99:99").localeCompare(b.time ?? "99:99") || a.id - b.id;
}

export function useClassExams(): ClassExamBook {
  const [exams, setExams] = useState<readonly Exam[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchExams(controller.signal).then(
      (list) => {
        if (!controller.signal.aborted) setExams(list);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, []);

  const byClass = useMemo(() => {
    if (exams === null) return null;
    const map = new Map<number, Exam[]>();
    for (const exam of exams) {
      if (exam.task_class_id === null) continue;
      map.set(exam.task_class_id, [...(map.get(exam.task_class_id) ?? []), exam]);
    }
    return map;
  }, [exams]);

  return {
    byClass,
    saved: (exam) => setExams((current) => [...(current ?? []).filter((other) => other.id !== exam.id), exam].sort(bySchedule)),
    removed: (examId) => setExams((current) => current && current.filter((other) => other.id !== examId)),
  };
}
