/**
 * How a study plan spreads its items: 稳扎稳打 (steady) or 快速推进 (rapid). A leaf module with no imports, because the
 * database schema reads it and drizzle-kit loads the schema without the "@/" path alias.
 */
export const TASK_CLASS_STRATEGIES = ["steady", "rapid"] as const;
export type TaskClassStrategy = (typeof TASK_CLASS_STRATEGIES)[number];
