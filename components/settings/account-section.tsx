"use client";
/**
 * 账户: for a signed-up student — 修改密码, 退出所有设备, 下载我的数据, 删除账户 (with the password); for a guest —
 * 注册以保存数据, 下载我的数据, 删除游客数据. Signing out everywhere or deleting loads /login afresh, so nothing of the
 * account stays in memory.
 */
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { clearDemoData, deleteAccount, EXPORT_URL, signOutEverywhere, type DemoRemoval } from "@/client/account-api";
import { ApiError } from "@/client/http";
import { ConfirmDialog } from "./confirm-dialog";
import { HINT_CLASS, Notice } from "./controls";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { PasswordChangeForm } from "./password-change-form";

/** Who the settings belong to, as the page knows it. */
export interface SettingsAccount {
  name: string;
  username: string | null;
  isGuest: boolean;
}

function goToLogin(): void {
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full page load on purpose (see above), not router.push
  window.location.assign("/login");
}

const LINK_CLASS = `inline-flex h-10 items-center justify-center gap-1.5 rounded-lg px-4 text-sm font-medium ${FOCUS_RING}`;
const SECONDARY_LINK = `${LINK_CLASS} border border-zinc-300 bg-white text-zinc-800 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800`;
const PRIMARY_LINK = `${LINK_CLASS} bg-indigo-600 text-white shadow-sm hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400`;

function Part({ title, hint, children }: { title: string; hint: ReactNode; children: ReactNode }) {
  return (
    <div className="space-y-2 border-t border-zinc-200 pt-4 first:border-t-0 first:pt-0 dark:border-zinc-800">
      <h3 className="text-sm font-semibold text-zinc-800 dark:text-zinc-100">{title}</h3>
      <p className={HINT_CLASS}>{hint}</p>
      {children}
    </div>
  );
}

function DownloadPart() {
  return (
    <Part title="下载我的数据" hint="一个 JSON 文件：账户资料、学期、课程、学习计划、待办、日程、对话和草稿。不含密码和登录凭据。">
      <a href={EXPORT_URL} download data-testid="account-export" className={SECONDARY_LINK}>
        下载我的数据
      </a>
    </Part>
  );
}

/** What 清除示例数据 removed, in one sentence. */
export function demoRemovalText(removed: DemoRemoval): string {
  const parts = [
    [removed.courses, "门课程"],
    [removed.task_classes, "个学习计划"],
    [removed.study_blocks, "段已安排的学习"],
    [removed.tasks, "条待办"],
    [removed.conversations, "段对话"],
  ].flatMap(([count, unit]) => (count ? [`${count} ${unit}`] : []));
  return parts.length > 0 ? `已清除 ${parts.join("、")}。现在可以导入自己的课表了。` : "没有可清除的数据。";
}

/**
 * 清除示例数据: the demo's timetable, plans and to-dos go (with anything added next to them), the account and the
 * term stay. Shown to guests and students alike: 注册保存 keeps the demo data.
 */
function ClearDemoPart({ onCleared }: { onCleared?: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function clear() {
    setBusy(true);
    setResult(null);
    try {
      setResult({ tone: "success", text: demoRemovalText(await clearDemoData()) });
      onCleared?.();
    } catch (caught) {
      setResult({ tone: "error", text: caught instanceof ApiError ? caught.message : "清除失败，请稍后再试。" });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  }

  return (
    <Part title="清除示例数据" hint="删除示例的课程表、学习计划、待办、已安排的学习和对话，从空白开始导入自己的课表。账户和学期设置保留。">
      <Button variant="danger" disabled={busy} data-testid="clear-demo-data" onClick={() => setConfirming(true)}>
        清除示例数据
      </Button>
      {result ? <Notice tone={result.tone}>{result.text}</Notice> : null}
      {confirming ? (
        <ConfirmDialog title="清除示例数据？" confirmLabel="清除" busy={busy} onConfirm={() => void clear()} onCancel={() => setConfirming(false)}>
          所有课程、学习计划、待办、已安排的学习和对话都会被删除（包括你自己加的），无法恢复。账户和学期设置会保留。
        </ConfirmDialog>
      ) : null}
    </Part>
  );
}

export interface AccountSectionProps {
  account: SettingsAccount;
  navigate?: () => void;
  /** After 清除示例数据: the page reloads the courses and the header. */
  onDemoCleared?: () => void;
}

export function AccountSection({ account, navigate = goToLogin, onDemoCleared }: AccountSectionProps) {
  const [confirming, setConfirming] = useState<"everywhere" | "delete" | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
      navigate();
      // Stays busy: the page is about to change.
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "操作失败，请稍后再试。");
      setBusy(false);
      setConfirming(null);
    }
  }

  if (account.isGuest) {
    return (
      <div className="space-y-4" data-testid="account-section" data-guest="true">
        <Part title="注册以保存数据" hint="你正在以游客身份使用：数据只跟着这个浏览器，30 天不使用会被清除。注册后，现在的课程表、计划和待办都会保留。">
          <a href="/login?mode=signup" className={PRIMARY_LINK}>
            注册以保存数据
          </a>
        </Part>
        <ClearDemoPart onCleared={onDemoCleared} />
        <DownloadPart />
        <Part title="删除游客数据" hint="立即删除这个游客的全部数据，无法恢复。">
          <Button variant="danger" disabled={busy} onClick={() => setConfirming("delete")}>
            删除游客数据
          </Button>
        </Part>
        {error ? <Notice tone="error">{error}</Notice> : null}
        {confirming ? (
          <ConfirmDialog title="删除游客数据？" confirmLabel="删除" busy={busy} onConfirm={() => void run(() => deleteAccount(null))} onCancel={() => setConfirming(null)}>
            课程表、学习计划、待办和对话记录都会被删除，无法恢复。
          </ConfirmDialog>
        ) : null}
      </div>
    );
  }

  return (
    <div className="space-y-4" data-testid="account-section" data-guest="false">
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        已登录为 <span className="font-medium text-zinc-900 dark:text-zinc-100">{account.name}</span>
        {account.username ? <span>（{account.username}）</span> : null}
      </p>
      <Part title="修改密码" hint="修改后，其他设备上的登录会全部退出。">
        <PasswordChangeForm />
      </Part>
      <Part title="退出所有设备" hint="结束所有设备上的登录，包括这台设备；之后需要重新登录。">
        <Button disabled={busy} onClick={() => setConfirming("everywhere")}>
          退出所有设备
        </Button>
      </Part>
      <ClearDemoPart onCleared={onDemoCleared} />
      <DownloadPart />
      <Part title="删除账户" hint="永久删除账户和全部数据，无法恢复。">
        <Button variant="danger" disabled={busy} onClick={() => setConfirming("delete")}>
          删除账户
        </Button>
      </Part>
      {error ? <Notice tone="error">{error}</Notice> : null}
      {confirming === "everywhere" ? (
        <ConfirmDialog title="退出所有设备？" confirmLabel="全部退出" busy={busy} onConfirm={() => void run(signOutEverywhere)} onCancel={() => setConfirming(null)}>
          所有设备上的登录都会结束，包括这台设备。
        </ConfirmDialog>
      ) : null}
      {confirming === "delete" ? <DeleteAccountDialog onDeleted={navigate} onCancel={() => setConfirming(null)} /> : null}
    </div>
  );
}
