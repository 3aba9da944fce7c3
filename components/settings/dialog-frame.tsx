"use client";
/**
 * The frame every modal question shares: the dimmed backdrop, the labelled alertdialog panel, focus placed inside
 * when it opens (on `[data-autofocus]`, else the first field or button) and given back to whatever opened it when
 * it closes, Escape to cancel, and Tab kept inside.
 */
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";

const FOCUSABLE = "input:not([disabled]), button:not([disabled])";

export interface DialogFrameProps {
  title: string;
  /** The sentence that says what the question is about (aria-describedby). */
  description: ReactNode;
  /** Escape; ignored while `busy`. */
  onCancel: () => void;
  busy?: boolean;
  children: ReactNode;
}

export function DialogFrame({ title, description, onCancel, busy = false, children }: DialogFrameProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>("[data-autofocus]") ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== "Tab" || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-zinc-950/50 p-4 sm:items-center" onKeyDown={onKeyDown}>
      <div
        ref={panel}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        className="w-full max-w-sm rounded-xl border border-zinc-200 bg-white p-5 shadow-xl dark:border-zinc-700 dark:bg-zinc-900"
      >
        <h3 id={`${id}-title`} className="text-base font-semibold">
          {title}
        </h3>
        <div id={`${id}-body`} className="mt-2 text-sm text-zinc-600 dark:text-zinc-300">
          {description}
        </div>
        {children}
      </div>
    </div>
  );
}
