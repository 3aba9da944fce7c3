/**
 * The bar on top of every page: who is planning (name and term week), the five places of the app, the model badge
 * slot and the account (游客 with a way to register and keep everything, or the student's name with 退出). Renders on the server;
 * only 退出 runs in the browser. On a phone the places move to a second row that scrolls sideways.
 */
import Link from "next/link";
import type { ReactNode } from "react";
import { LogoutButton } from "@/components/auth/logout-button";
import { Tag } from "@/components/ui/tag";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { TermOutside } from "@/lib/calendar/term-outside";

type AppPage = "assistant" | "plan" | "tasks" | "progress" | "settings";

const APP_PAGES: ReadonlyArray<{ page: AppPage; href: string; label: string }> = [
  { page: "assistant", href: "/", label: "助手" },
  { page: "plan", href: "/plan", label: "学习计划" },
  { page: "tasks", href: "/tasks", label: "待办" },
  { page: "progress", href: "/progress", label: "进度" },
  { page: "settings", href: "/settings", label: "设置" },
];

/** What the header needs of the current account (server/auth/current-user's CurrentAccount fits). */
interface HeaderAccount {
  name: string;
  username: string | null;
  isGuest: boolean;
}

export interface AppHeaderProps {
  account: HeaderAccount;
  /** The current term week, or null outside the term. */
  week: number | null;
  /** Today is before or after the term: the header says so and links to the term settings. */
  termOutside?: TermOutside | null;
  current: AppPage;
  modelBadge?: ReactNode;
  /** The app's name is the page heading (h1) unless the page has its own. */
  brandIsHeading?: boolean;
  /** Page-specific rows under the bar (the settings' section links), sticky with it. */
  children?: ReactNode;
  className?: string;
}

const LINK_BASE = `inline-flex h-8 items-center whitespace-nowrap rounded-lg px-2.5 sm:px-3 text-sm font-medium transition-colors ${FOCUS_RING}`;
const LINK_IDLE = "text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-white";
const LINK_ACTIVE = "bg-indigo-50 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-200";

function AccountArea({ account }: { account: HeaderAccount }) {
  if (account.isGuest) {
    // No 退出 for a guest: without a password, signing out would lose everything they planned.
    return (
      <div data-testid="header-account" data-guest="true" className="flex items-center gap-2">
        <Tag tone="amber">游客</Tag>
        <Link href="/login?mode=signup" data-testid="header-login" title="注册后，游客期间的课程、计划和待办都会保留" className={`inline-flex h-8 items-center whitespace-nowrap rounded-lg px-2.5 text-sm font-medium text-indigo-700 transition-colors hover:bg-indigo-50 dark:text-indigo-300 dark:hover:bg-indigo-950 ${FOCUS_RING}`}>
          注册保存
        </Link>
      </div>
    );
  }
  return (
    <div data-testid="header-account" data-guest="false" className="flex min-w-0 items-center gap-1">
      <span data-testid="header-account-name" title={account.username ? `用户名：${account.username}` : undefined} className="max-w-[7rem] truncate text-sm font-medium text-zinc-700 sm:max-w-[12rem] dark:text-zinc-200">
        {account.name}
      </span>
      <LogoutButton />
    </div>
  );
}

/** The header's short flag for a term today is not in, and its longer title (what happened and what to do). */
function termOutsideFlag(outside: TermOutside): { label: string; title: string } {
  if (outside.kind === "ended") {
    return { label: "学期已结束", title: `本学期已于 ${outside.end_date} 结束（共 ${outside.weeks} 周）。新学期开始了？到设置里填写“现在是第几周”或新的开学日期。` };
  }
  return { label: "学期未开始", title: `本学期 ${outside.start_date} 开学，还有 ${outside.days_until} 天。已经开学了？到设置里填写“现在是第几周”。` };
}

function TermOutsideLink({ outside }: { outside: TermOutside }) {
  const { label, title } = termOutsideFlag(outside);
  return (
    <Link href="/settings#term" data-testid="header-term-outside" data-kind={outside.kind} title={title} className={`ml-1 rounded text-amber-700 underline-offset-2 hover:underline dark:text-amber-300 ${FOCUS_RING}`}>
      {label} · 去设置
    </Link>
  );
}

export function AppHeader({ account, week, termOutside, current, modelBadge, brandIsHeading = true, children, className = "" }: AppHeaderProps) {
  const Title = brandIsHeading ? "h1" : "p";
  return (
    <header data-testid="app-header" className={`border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900 ${className}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 px-4 py-2">
        <div className="order-1 flex min-w-0 flex-1 items-center gap-3 md:flex-none">
          <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-lg bg-indigo-600 text-sm font-bold text-white dark:bg-indigo-500">
            学
          </span>
          <div className="min-w-0">
            <Title className="truncate text-base font-semibold leading-tight">学习规划助手</Title>
            <p className="truncate text-xs text-zinc-500 dark:text-zinc-400" data-testid="student">
              {account.name}
              {week ? ` · 第${week}周` : ""}
              {termOutside ? (
                <>
                  {" · "}
                  <TermOutsideLink outside={termOutside} />
                </>
              ) : null}
            </p>
          </div>
        </div>
        <div className="order-2 shrink-0 md:order-4">
          <AccountArea account={account} />
        </div>
        <div className="order-3 flex w-full min-w-0 items-center gap-2 md:w-auto md:flex-1">
          <nav aria-label="主导航" data-testid="header-nav" className="-mx-1 min-w-0 flex-1 overflow-x-auto px-1 py-0.5">
            <ul className="flex gap-0.5 sm:gap-1">
              {APP_PAGES.map((item) => (
                <li key={item.page}>
                  <Link
                    href={item.href}
                    aria-current={item.page === current ? "page" : undefined}
                    data-testid={`nav-${item.page}`}
                    className={`${LINK_BASE} ${item.page === current ? LINK_ACTIVE : LINK_IDLE}`}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {/* On a phone the badge may shorten its label (its title keeps the whole name) so the places stay visible. */}
          {modelBadge ? <div className="flex min-w-0 max-w-[8rem] shrink-0 sm:max-w-none">{modelBadge}</div> : null}
        </div>
      </div>
      {children}
    </header>
  );
}
