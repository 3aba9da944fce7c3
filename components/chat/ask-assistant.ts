"use client";
/**
 * A button outside the chat (今天, the daily card, the grid's check-in menu) sends a message as the student would have
 * typed it: `askAssistant("把没完成的重新排一下")`. The open conversation sends it through its composer's path as soon as
 * it can (now, or once its running turn or its loading ends), and the page brings the assistant into view (the 助手
 * tab on a phone). One message waits at most: a second ask before the first was sent replaces it.
 */
import { useEffect, useRef } from "react";

/** The message the 重新安排 buttons send: the assistant answers with one confirm card, and nothing moves without it. */
export const REPLAN_MISSED_MESSAGE = "把没完成的重新排一下";

const ASK_ASSISTANT_EVENT = "assistant:ask";

let waiting: string | null = null;

export function askAssistant(text: string): void {
  if (typeof window === "undefined" || text.trim() === "") return;
  waiting = text;
  window.dispatchEvent(new CustomEvent(ASK_ASSISTANT_EVENT));
}

/** Takes the message waiting to be sent, if any; it is then no longer waiting. */
function takeWaiting(): string | null {
  const text = waiting;
  waiting = null;
  return text;
}

/** Calls the latest `callback` on every ask while the component is mounted. */
function useAskEvent(callback: () => void): void {
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);
  useEffect(() => {
    const listener = () => latest.current();
    window.addEventListener(ASK_ASSISTANT_EVENT, listener);
    return () => window.removeEventListener(ASK_ASSISTANT_EVENT, listener);
  }, []);
}

/**
 * The open conversation: sends the waiting message with `send` when it is not busy — on an ask, on mount (an ask made
 * while the conversation was loading) and when a running turn ends.
 */
export function useAskedMessages(busy: boolean, send: (text: string) => boolean): void {
  const deliver = () => {
    if (busy || waiting === null) return;
    const text = takeWaiting();
    if (text !== null && !send(text)) waiting = text;
  };
  useAskEvent(deliver);
  const latest = useRef(deliver);
  useEffect(() => {
    latest.current = deliver;
  });
  useEffect(() => {
    latest.current();
  }, [busy]);
}

/** The page: `reveal` brings the assistant into view on every ask. */
export function useAssistantAsked(reveal: () => void): void {
  useAskEvent(reveal);
}
