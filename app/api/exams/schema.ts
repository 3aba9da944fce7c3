/** The exam routes' path. Bodies are checked by server/exams with lib/protocol/exams (422 in the student's words). */
import { z } from "zod";
import { recordId } from "../schema";

export const examParamsSchema = z.object({ id: recordId });

/** Any JSON object: what it holds is the exam rules' to judge. */
export const examBodySchema = z.record(z.string(), z.unknown(), { error: "请求内容应为一个对象" });
