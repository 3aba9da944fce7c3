"use client";
/**
 * A page-wide signal that the committed schedule or the open draft changed (a confirm, a cancel, a tool that
 * edited the draft). Whoever shows the timetable listens and refetches; whoever changes it only announces.
 */
import { useEffect, useRef } from "react";
import type { ScheduleCompletedData } from "@/lib/protocol";

export const SCHEDULE_CHANGED_EVENT = "schedule:changed";

/**
 * Other tabs of the same student hear a change too (a draft cancelled or confirmed in one tab, a note added): they
 * refetch rather than show a grid that is no longer true. Null where BroadcastChannel is missing.
 */
let otherTabs: BroadcastChannel | null | undefined;

function tabsChannel(): BroadcastChannel | null {
  if (otherTabs !== undefined) return otherTabs;
  otherTabs = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("study-planner:schedule");
  otherTabs?.addEventListener("message", (event: MessageEvent) => {
    if (event.data === SCHEDULE_CHANGED_EVENT) window.dispatchEvent(new CustomEvent(SCHEDULE_CHANGED_EVENT));
  });
  return otherTabs;
}

export function notifyScheduleChanged(): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent(SCHEDULE_CHANGED_EVENT));
  tabsChannel()?.postMessage(SCHEDULE_CHANGED_EVENT);
}

/**
 * Calls the latest `callback` with each `name` event on window while the component is mounted. The listener is added
 * once: callers pass a new closure every render, and re-subscribing each time could drop an event in between.
 */
function useWindowEvent(name: string, callback: (event: Event) => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => {
    const listener = (event: Event) => latest.current(event);
    window.addEventListener(name, listener);
    return () => window.removeEventListener(name, listener);
  }, [name]);
}

/** Calls the latest `callback` on every announcement, this tab's or another's, while the component is mounted. */
export function useScheduleChanged(callback: () => void): void {
  useEffect(() => {
    tabsChannel();
  }, []);
  useWindowEvent(SCHEDULE_CHANGED_EVENT, () => callback());
}

export const SHOW_SCHEDULE_EVENT = "schedule:show";

/** Asks the week grid to show a week, and (reveal) the page to bring the grid into view (the 日程 tab on a phone). */
interface ShowScheduleRequest {
  week?: number;
  reveal: boolean;
}

export function showSchedule(request: ShowScheduleRequest): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<ShowScheduleRequest>(SHOW_SCHEDULE_EVENT, { detail: request }));
}

/** Calls the latest `callback` with every showSchedule request while the component is mounted. */
export function useShowSchedule(callback: (request: ShowScheduleRequest) => void): void {
  useWindowEvent(SHOW_SCHEDULE_EVENT, (event) => {
    if (event instanceof CustomEvent) callback({ reveal: false, ...readRequest(event.detail) });
  });
}

/** The event's detail is ours, but it crossed `window`: read it field by field rather than trust its type. */
function readRequest(detail: unknown): Partial<ShowScheduleRequest> {
  if (typeof detail !== "object" || detail === null) return {};
  const week = "week" in detail && typeof detail.week === "number" ? detail.week : undefined;
  const reveal = "reveal" in detail && detail.reveal === true;
  return { ...(week === undefined ? {} : { week }), reveal };
}

/**
 * The conversation the assistant panel has open (a new one too: the commit starts it on the server): a commit made from
 * the grid's bar puts its completion card there, so its 撤销 outlives a reload. Null while none is open.
 */
let savedConversation: string | null = null;

export function setOpenConversation(conversationId: string | null): void {
  savedConversation = conversationId;
}

export function openConversation(): string | null {
  return savedConversation;
}

const COMPLETED_ELSEWHERE_EVENT = "schedule:completed-elsewhere";

interface CompletionElsewhere {
  conversationId: string;
  completed: ScheduleCompletedData;
}

/** A commit or undo made outside the chat (the grid's bar) added this completion card to the conversation. */
export function announceCompletion(conversationId: string, completed: ScheduleCompletedData): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<CompletionElsewhere>(COMPLETED_ELSEWHERE_EVENT, { detail: { conversationId, completed } }));
}

/** Calls the latest `callback` with each completion card added to `conversationId` from outside the chat. */
export function useCompletionElsewhere(conversationId: string, callback: (completed: ScheduleCompletedData) => void): void {
  useWindowEvent(COMPLETED_ELSEWHERE_EVENT, (event) => {
    const detail = event instanceof CustomEvent ? (event.detail as Partial<CompletionElsewhere> | null) : null;
    if (detail?.conversationId === conversationId && detail.completed) callback(detail.completed);
  });
}

const DRAFT_CLOSED_EVENT = "schedule:draft-closed";

/** The grid's bar cancelled this draft: a conversation still showing its confirm card should read itself again. */
export function announceDraftClosed(draftId: string): void {
  if (typeof window === "undefined") return;
  window.dispatchEvent(new CustomEvent<string>(DRAFT_CLOSED_EVENT, { detail: draftId }));
}

/** Calls the latest `callback` with the id of each draft the grid's bar cancelled. */
export function useDraftClosed(callback: (draftId: string) => void): void {
  useWindowEvent(DRAFT_CLOSED_EVENT, (event) => {
    if (event instanceof CustomEvent && typeof event.detail === "string") callback(event.detail);
  });
}
