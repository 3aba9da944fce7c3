import { now } from "@/server/clock";
import { route } from "@/server/route";
import { importIcsDrafts } from "@/server/timetable/ics-import";
import { icsImportSchema } from "./schema";

export const dynamic = "force-dynamic";

/** POST /api/ics/import {courses, clashes}: writes the previewed drafts the student kept, all or nothing. */
export const POST = route({ body: icsImportSchema, status: 201 }, ({ db, account, body }) => importIcsDrafts(db, account.id, body, now()));
