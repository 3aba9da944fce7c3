import type { MetadataRoute } from "next";

/**
 * The web app manifest (/manifest.webmanifest): installed to a phone's home screen, the app opens standalone (no
 * browser bar) on the assistant. The icons are drawn by scripts/generate-icons.mjs; the bar's colour follows the
 * light or dark theme through the viewport's theme colours (app/layout.tsx), which browsers prefer over the one here.
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    id: "/",
    name: "学习规划助手",
    short_name: "学习规划",
    description: "把课程表、复习计划和零散任务交给 AI 助手排进空闲时间",
    lang: "zh-CN",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#fafafa",
    theme_color: "#ffffff",
    categories: ["education", "productivity"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
