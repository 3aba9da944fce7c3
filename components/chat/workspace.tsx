"use client";
/**
 * The panels. Wide screens show the assistant beside the week; with a 今天 panel, the right side offers 日程 / 今天 as
 * tabs. Below the lg breakpoint every panel is a tab (助手 / 今天 / 日程) with tablist semantics and arrow-key
 * movement. A message sent from outside the chat (askAssistant) opens 助手. All panels stay mounted, so switching
 * never loses a streaming turn. `?view=today` (where a reminder's notification points) opens on 今天.
 */
import { useSearchParams } from "next/navigation";
import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { useMediaQuery } from "@/client/use-media-query";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { useShowSchedule } from "@/components/schedule/schedule-events";
import { useAssistantAsked } from "./ask-assistant";

type PanelId = "assistant" | "today" | "schedule";
type RightPanelId = Exclude<PanelId, "assistant">;

const LABELS: Record<PanelId, string> = { assistant: "助手", today: "今天", schedule: "日程" };

export interface WorkspaceProps {
  assistant: ReactNode;
  schedule: ReactNode;
  /** The 今天 view: a tab on phones, and beside 日程 on wide screens. */
  today?: ReactNode;
}

interface TabListProps<Id extends PanelId> {
  tabs: readonly Id[];
  active: Id;
  onSelect(id: Id): void;
  /** Prefix of the tabs' ids: the phone's list and the wide screen's right-side list are both on the page. */
  idPrefix: string;
  label: string;
  className: string;
  tabRefs?: RefObject<Partial<Record<Id, HTMLButtonElement | null>>>;
}

function TabList<Id extends PanelId>({ tabs, active, onSelect, idPrefix, label, className, tabRefs }: TabListProps<Id>) {
  const own = useRef<Partial<Record<Id, HTMLButtonElement | null>>>({});
  const refs = tabRefs ?? own;
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(active);
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = tabs[(moves[event.key] + tabs.length) % tabs.length];
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={`${className} shrink-0 border-b border-zinc-200 bg-white px-2 dark:border-zinc-800 dark:bg-zinc-900`}>
      {tabs.map((id) => {
        const selected = id === active;
        return (
          <button
            key={id}
            ref={(element) => {
              refs.current[id] = element;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}${id}`}
            data-testid={`${idPrefix}${id}`}
            aria-selected={selected}
            aria-controls={`panel-${id}`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(id)}
            onKeyDown={onKeyDown}
            className={`relative flex-1 px-4 py-2.5 text-sm font-medium lg:flex-none ${FOCUS_RING} ${
              selected ? "text-indigo-700 dark:text-indigo-300" : "text-zinc-600 hover:text-zinc-800 dark:text-zinc-400 dark:hover:text-zinc-100"
            }`}
          >
            {LABELS[id]}
            <span aria-hidden="true" className={`absolute inset-x-6 bottom-0 h-0.5 rounded-full ${selected ? "bg-indigo-600 dark:bg-indigo-400" : "bg-transparent"}`} />
          </button>
        );
      })}
    </div>
  );
}

export function Workspace({ assistant, schedule, today }: WorkspaceProps) {
  const narrow = useMediaQuery("(max-width: 1023.98px)");
  // Read on the server's render and the browser's alike, so the first paint already shows 今天.
  const openToday = useSearchParams()?.get("view") === "today" && today !== undefined;
  const [active, setActive] = useState<PanelId>(openToday ? "today" : "assistant");
  const [rightActive, setRightActive] = useState<RightPanelId>(openToday ? "today" : "schedule");
  const tabRefs = useRef<Partial<Record<PanelId, HTMLButtonElement | null>>>({});
  const tabs: PanelId[] = today === undefined ? ["assistant", "schedule"] : ["assistant", "today", "schedule"];
  // A card's 在日程中查看: the week comes into view (on a phone the 日程 tab opens and takes focus, so the student
  // hears where they are).
  useShowSchedule(({ reveal }) => {
    if (!reveal) return;
    setRightActive("schedule");
    if (!narrow) return;
    setActive("schedule");
    tabRefs.current.schedule?.focus();
  });

  // 重新安排 (今天, the daily card, the grid) sent a message: on a phone the 助手 tab opens and takes focus.
  useAssistantAsked(() => {
    if (!narrow) return;
    setActive("assistant");
    tabRefs.current.assistant?.focus();
  });

  /** Phone: a tab panel of the phone's list. Wide: the assistant is a region; 日程 and 今天 are the right list's panels. */
  const panelProps = (id: PanelId) => {
    if (narrow) return { role: "tabpanel" as const, "aria-labelledby": `tab-${id}`, tabIndex: -1 };
    if (id === "assistant" || today === undefined) return { "aria-label": LABELS[id] };
    return { role: "tabpanel" as const, "aria-labelledby": `wide-tab-${id}`, tabIndex: -1 };
  };
  /** Shown on a phone when its tab is selected; on a wide screen (lg:) when it is the right side's choice. */
  const rightClass = (id: RightPanelId) =>
    `${active === id ? "block" : "hidden"} ${today === undefined || rightActive === id ? "lg:block" : "lg:hidden"}`;

  return (
    <div className="flex min-h-0 flex-1 flex-col lg:flex-row">
      <TabList tabs={tabs} active={active} onSelect={setActive} idPrefix="tab-" label="切换面板" className="flex lg:hidden" tabRefs={tabRefs} />
      <section
        id="panel-assistant"
        {...panelProps("assistant")}
        className={`min-h-0 flex-1 flex-col border-zinc-200 bg-zinc-50 lg:flex lg:w-[440px] lg:flex-none lg:border-r xl:w-[480px] dark:border-zinc-800 dark:bg-zinc-950 ${
          active === "assistant" ? "flex" : "hidden"
        }`}
      >
        {assistant}
      </section>
      <div className={`min-h-0 min-w-0 flex-1 flex-col lg:flex ${active === "assistant" ? "hidden" : "flex"}`}>
        {today === undefined ? null : (
          <TabList<RightPanelId> tabs={["schedule", "today"]} active={rightActive} onSelect={setRightActive} idPrefix="wide-tab-" label="日程或今天" className="hidden lg:flex" />
        )}
        <section id="panel-schedule" {...panelProps("schedule")} className={`min-h-0 min-w-0 flex-1 overflow-auto bg-white dark:bg-zinc-900 ${rightClass("schedule")}`}>
          {schedule}
        </section>
        {today === undefined ? null : (
          <section id="panel-today" {...panelProps("today")} className={`min-h-0 min-w-0 flex-1 overflow-auto bg-white dark:bg-zinc-900 ${rightClass("today")}`}>
            {today}
          </section>
        )}
      </div>
    </div>
  );
}
