/**
 * `npm run db:seed [-- --reset]`: migrates, then writes the demo student if missing (with --reset, replaces it so
 * the term is current again). Do not run it against the PGlite directory while `npm run dev` has it open.
 */
import { openFromEnvironment } from "./client";
import { migrateDatabase } from "./migrate";
import { DEMO_STUDENT_NAME, seedDemoStudent } from "./seed";

const reset = process.argv.includes("--reset");
const handle = await openFromEnvironment();
try {
  await migrateDatabase(handle);
  const { userId, created } = await seedDemoStudent(handle.db, { now: new Date(), reset });
  console.log(
    created
      ? `已写入演示学生「${DEMO_STUDENT_NAME}」（用户 ${userId}）。`
      : `演示学生「${DEMO_STUDENT_NAME}」已存在（用户 ${userId}），未做改动；用 --reset 重建。`,
  );
} finally {
  await handle.close();
}
