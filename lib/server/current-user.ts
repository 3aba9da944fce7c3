/**
 * The one place that decides who the student is. Until accounts exist every request is the demo student; routes
 * never take a user id from the body or the URL, so adding real sign-in later changes only this file.
 */
import type { Database } from "@/db/client";
import { findUserByName } from "@/db/queries/users";
import { DEMO_STUDENT_NAME } from "@/db/seed";

export interface CurrentUser {
  id: number;
  name: string;
}

export class NoStudentError extends Error {
  constructor() {
    super("还没有可用的学生账户。");
    this.name = "NoStudentError";
  }
}

export async function getCurrentUser(db: Database, _request?: Request): Promise<CurrentUser> {
  const user = await findUserByName(db, DEMO_STUDENT_NAME);
  if (!user) throw new NoStudentError();
  return { id: user.id, name: user.name };
}
