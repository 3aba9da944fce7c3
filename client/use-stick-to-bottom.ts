"use client";
/**
 * Keeps a scrolling timeline pinned to its newest block while the student is at the bottom, and leaves it alone
 * once they scroll up to read. Growth is followed with a ResizeObserver, so streamed text and cards that expand
 * after arriving are followed too.
 *
 * Only a move up unpins: the scroll event of our own jump to the bottom can arrive after a tall block (a confirm
 * card) has already grown the content, and judging that event by its distance from the bottom would let go.
 */
import { useEffect, useRef, type RefObject } from "react";

const NEAR_BOTTOM_PX = 96;

export function useStickToBottom(containerRef: RefObject<HTMLElement | null>, contentRef: RefObject<HTMLElement | null>) {
  const pinned = useRef(true);
  const lastTop = useRef(0);

  useEffect(() => {
    const scroller = containerRef.current;
    const inner = contentRef.current;
    if (!scroller || !inner) return;
    const toBottom = () => {
      scroller.scrollTop = scroller.scrollHeight;
      lastTop.current = scroller.scrollTop;
    };
    const onScroll = () => {
      const top = scroller.scrollTop;
      if (scroller.scrollHeight - top - scroller.clientHeight < NEAR_BOTTOM_PX) pinned.current = true;
      else if (top < lastTop.current) pinned.current = false;
      lastTop.current = top;
    };
    const observer = new ResizeObserver(() => {
      if (pinned.current) toBottom();
    });
    scroller.addEventListener("scroll", onScroll, { passive: true });
    observer.observe(inner);
    toBottom();
    return () => {
      scroller.removeEventListener("scroll", onScroll);
      observer.disconnect();
    };
  }, [containerRef, contentRef]);

  /** After the student sends: follow the answer again even if they had scrolled up. */
  return () => {
    pinned.current = true;
    const scroller = containerRef.current;
    if (!scroller) return;
    scroller.scrollTop = scroller.scrollHeight;
    lastTop.current = scroller.scrollTop;
  };
}
