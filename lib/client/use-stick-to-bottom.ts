"use client";
/**
 * Keeps a scrolling timeline pinned to its newest block while the student is at the bottom, and leaves it alone
 * once they scroll up to read. Growth is followed with a ResizeObserver, so streamed text and cards that expand
 * after arriving are followed too.
 */
import { useEffect, useRef, type RefObject } from "react";

const NEAR_BOTTOM_PX = 96;

export function useStickToBottom(container: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  const pinned = useRef(true);

  useEffect(() => {
    const scroller = container.current;
    const inner = content.current;
    if (!scroller || !inner) return;
    const onScroll = () => {
      pinned.current = scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM_PX;
    };
    const observer = new ResizeObserver(() => {
      if (pinned.current) scroller.scrollTop = scroller.scrollHeight;
    });
    scroller.addEventListener("scroll", onScroll, { passive: true });
    observer.observe(inner);
    scroller.scrollTop = scroller.scrollHeight;
    return () => {
      scroller.removeEventListener("scroll", onScroll);
      observer.disconnect();
    };
  }, [container, content]);

  /** After the student sends: follow the answer again even if they had scrolled up. */
  return () => {
    pinned.current = true;
    const scroller = container.current;
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  };
}
