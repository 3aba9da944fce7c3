"use client";
/**
 * The conversation the student is looking at, for what a card does on their behalf: a confirm says which
 * conversation it was confirmed from, so the completion card lands there (not in whichever conversation last
 * worked on the draft). Null outside a conversation (the week grid's bar).
 */
import { createContext, useContext } from "react";

export const CurrentConversation = createContext<string | null>(null);

export function useCurrentConversation(): string | null {
  return useContext(CurrentConversation);
}
