import { defineConfig } from "vitest/config";
import path from "node:path";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules", ".next", ".data", "e2e"],
    environment: "node",
    // Dates must be computed in the student's zone, never the server's: prove it by running as a UTC server.
    env: { TZ: "UTC" },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
