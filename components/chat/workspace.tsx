"use client";
/**
 * The two panels. Wide screens show them side by side; below the lg breakpoint they become tabs (助手 / 日程) with
 * tablist semantics and arrow-key movement. Both panels stay mounted, so switching never loses a streaming turn.
 */
import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useShowSchedule } from "@/components/schedule/schedule-events";

type PanelId = "assistant" | "schedule";

const TABS: Array<{ id: PanelId; label: string }> = [
  { id: "assistant", label: "助手" },
  { id: "schedule", label: "日程" },
];

export interface WorkspaceProps {
  assistant: ReactNode;
  schedule: ReactNode;
}

export function Workspace({ assistant, schedule }: WorkspaceProps) {
  const narrow = useMediaQuery("(max-width: 1023.98px)");
  const [active, setActive] = useState<PanelId>("assistant");
  const tabRefs = useRef<Record<PanelId, HTMLButtonElement | null>>({ assistant: null, schedule: null });
  // A card's 在日程中查看 on a phone: the 日程 tab opens and takes focus, so the student hears where they are.
  useShowSchedule(({ reveal }) => {
    if (!reveal || !narrow) return;
    setActive("schedule");
    tabRefs.current.schedule?.focus();
  });

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: TABS.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = TABS[(moves[event.key] + TABS.length) % TABS.length].id;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  const panelProps = (id: PanelId) =>
    narrow ? { role: "tabpanel" as const, "aria-labelledby": `tab-${id}`, tabIndex: -1 } : { "aria-label": id === "assistant" ? "助手" : "日程" };

  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <div
        role="tablist"
        aria-label="切换面板"
        className="flex shrink-0 border-b border-zinc-200 bg-white px-2 lg:hidden dark:border-zinc-800 dark:bg-zinc-900"
      >
        {TABS.map((tab) => {
          const selected = tab.id === active;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[tab.id] = element;
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              data-testid={`tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(tab.id)}
              onKeyDown={onTabKeyDown}
              className={`relative flex-1 px-4 py-2.5 text-sm font-medium ${FOCUS_RING} ${
                selected ? "text-indigo-700 dark:text-indigo-300" : "text-zinc-500 hover:text-zinc-800 dark:text-zinc-400 dark:hover:text-zinc-100"
              }`}
            >
              {tab.label}
              <span
                aria-hidden="true"
                className={`absolute inset-x-6 bottom-0 h-0.5 rounded-full ${selected ? "bg-indigo-600 dark:bg-indigo-400" : "bg-transparent"}`}
              />
            </button>
          );
        })}
      </div>
      <section
        id="panel-assistant"
        {...panelProps("assistant")}
        className={`min-h-0 flex-1 flex-col border-zinc-200 bg-zinc-50 lg:flex lg:w-[440px] lg:flex-none lg:border-r xl:w-[480px] dark:border-zinc-800 dark:bg-zinc-950 ${
          active === "assistant" ? "flex" : "hidden"
        }`}
      >
        {assistant}
      </section>
      <section
        id="panel-schedule"
        {...panelProps("schedule")}
        className={`min-h-0 min-w-0 flex-1 overflow-auto bg-white lg:block dark:bg-zinc-900 ${active === "schedule" ? "block" : "hidden"}`}
      >
        {schedule}
      </section>
    </div>
  );
}
