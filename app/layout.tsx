import type { Metadata } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: "学习规划助手",
  description: "把课程表、复习计划和零散任务交给 AI 助手排进空闲时间",
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body className="min-h-dvh bg-white text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">
        {children}
      </body>
    </html>
  );
}
