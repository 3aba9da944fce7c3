/** Request bodies of the course editor and the ICS import, shared by their routes, and the course routes' path. */
import { z } from "zod";
import { recordId } from "../schema";

export const courseParamsSchema = z.object({ id: recordId });

const period = z.number().int("节次必须是整数").min(1, "节次最小是第1节").max(16, "节次最大是第16节");

const meetingSchema = z
  .object({
    day_of_week: z.number().int().min(1, "星期必须在 1（周一）到 7（周日）之间").max(7, "星期必须在 1（周一）到 7（周日）之间"),
    section_start: period,
    section_end: period,
    weeks: z.array(z.number().int("周次必须是整数").min(1, "周次最小是第1周").max(30, "周次最大是第30周")).min(1, "至少选择一周").max(30),
  })
  .refine((meeting) => meeting.section_start <= meeting.section_end, { message: "开始节次不能晚于结束节次", path: ["section_end"] });

const courseFields = {
  name: z.string().trim().min(1, "课程名称不能为空").max(100, "课程名称不能超过 100 个字"),
  location: z.string().trim().max(100, "上课地点不能超过 100 个字").nullable(),
  can_be_embedded: z.boolean(),
  meetings: z.array(meetingSchema).min(1, "至少要有一次上课时间").max(50),
};

export const courseSchema = z.object({
  ...courseFields,
  location: courseFields.location.default(null),
  can_be_embedded: courseFields.can_be_embedded.default(false),
});

/** Only the fields given change: no defaults here, or a PATCH of the name would clear the location. */
export const coursePatchSchema = z
  .object(courseFields)
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), "没有要修改的内容");

/**
 * The ICS import's drafts. `can_be_embedded` left out keeps an updated course's setting (a new course is fixed);
 * given, it is what the student chose in the preview.
 */
export const importSchema = z.object({
  courses: z
    .array(
      meetingSchema.and(
        z.object({
          name: z.string().trim().min(1, "课程名称不能为空").max(100),
          location: z.string().trim().max(100).nullable().default(null),
          can_be_embedded: z.boolean().optional(),
        }),
      ),
    )
    .min(1, "没有要导入的课程")
    .max(300, "一次最多导入 300 条"),
});
