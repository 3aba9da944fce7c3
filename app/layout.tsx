import type { Metadata, Viewport } from "next";
import "./globals.css";

export const metadata: Metadata = {
  title: "学习规划助手",
  description: "把课程表、复习计划和零散任务交给 AI 助手排进空闲时间",
  applicationName: "学习规划助手",
  // Added to an iPhone's home screen it opens without Safari's bars, titled as under its icon (app/apple-icon.png).
  appleWebApp: { capable: true, title: "学习规划", statusBarStyle: "default" },
};

/** The browser's and the installed app's bar: the header's colour in each theme (white, zinc-900). */
export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#18181b" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="zh-CN">
      <body className="min-h-dvh bg-zinc-50 text-zinc-900 antialiased dark:bg-zinc-950 dark:text-zinc-100">{children}</body>
    </html>
  );
}
