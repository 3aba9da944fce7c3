"use client";
/**
 * A page-wide signal that the committed schedule or the open draft changed (a confirm, a cancel, a tool that
 * edited the draft). Whoever shows the timetable listens and refetches; whoever changes it only announces.
 */
import { useEffect, useRef } from "react";

export const SCHEDULE_CHANGED_EVENT = "schedule:changed";

export function notifyScheduleChanged(): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(SCHEDULE_CHANGED_EVENT));
}

/** Calls the latest `callback` on every announcement while the component is mounted. */
export function useScheduleChanged(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(SCHEDULE_CHANGED_EVENT, listener);
    return () => window.removeEventListener(SCHEDULE_CHANGED_EVENT, listener);
  }, []);
}
