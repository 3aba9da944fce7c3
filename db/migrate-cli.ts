/** `npm run db:migrate`: migrates the database the environment names (PGlite dir or DATABASE_URL). */
import { openFromEnvironment } from "./client";
import { migrateDatabase } from "./migrate";

const handle = await openFromEnvironment();
try {
  await migrateDatabase(handle);
  console.log(`迁移完成（${handle.kind === "pglite" ? "PGlite" : "Postgres"}）。`);
} finally {
  await handle.close();
}
