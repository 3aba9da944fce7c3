// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IcsImportSection } from "./ics-import-section";
import { jsonResponse, PREVIEW_ANSWER, sentJson } from "@/testing/fixtures/settings";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ICS_FILE = new File(["BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n"], "课表.ics", { type: "text/calendar" });

async function previewFile(fetchStub: ReturnType<typeof vi.fn>) {
  vi.stubGlobal("fetch", fetchStub);
  const onImported = vi.fn();
  render(<IcsImportSection onImported={onImported} />);
  fireEvent.change(screen.getByLabelText("课表文件（.ics）"), { target: { files: [ICS_FILE] } });
  await screen.findByTestId("ics-preview");
  return onImported;
}

describe("IcsImportSection", () => {
  it("previews the file as multipart without writing, listing every draft and every problem's reason", async () => {
    const fetchStub = vi.fn(async () => jsonResponse(PREVIEW_ANSWER));
    await previewFile(fetchStub);
    expect(fetchStub).toHaveBeenCalledOnce();
    const [url, init] = fetchStub.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/ics/preview");
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get("file")).toBeInstanceOf(Blob);

    const rows = within(screen.getByRole("table")).getAllByRole("checkbox", { name: /^导入「/ });
    expect(rows).toHaveLength(2);
    expect(rows.every((box) => (box as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText("周一 第1-2节 · 第1-7周(单周)")).toBeTruthy();
    const problems = screen.getByRole("list", { name: "无法导入的内容" });
    expect(problems.textContent).toContain("「运动会」是全天事件，没有上课时间，无法对应到节次。");
    expect(problems.textContent).toContain("「高等数学」有上课不在本学期内（2025-02-24 起共 18 周）。");
    expect(problems.textContent).toContain("2025-07-07 08:00");
  });

  it("shows what was repaired apart from what to check", async () => {
    const notes = [
      { code: "line_endings", level: "repaired", message: "文件的换行符不规范（如 \\r\\r\\n），已按标准换行读取。" },
      { code: "exdate_unmatched", level: "warning", message: "排除日期（EXDATE）没有对应的上课，未起作用：大学物理 2025-03-12 10:00。" },
    ];
    await previewFile(vi.fn(async () => jsonResponse({ ...PREVIEW_ANSWER, notes })));
    expect(screen.getByRole("list", { name: "已自动修复" }).textContent).toContain("换行符不规范");
    expect(screen.getByRole("list", { name: "导入提醒" }).textContent).toContain("大学物理 2025-03-12 10:00");
  });

  it("lists study blocks of our own export apart, as skipped, not among the problems", async () => {
    const study = {
      kind: "study_block",
      uid: "i24-e19-d3-s3-4@study-planner",
      name: "第一章 集合",
      reason: "「第一章 集合」是学习安排（由本应用导出），不作为课程导入。",
      occurrences: ["2025-03-05 10:00-11:40"],
    };
    await previewFile(vi.fn(async () => jsonResponse({ ...PREVIEW_ANSWER, problems: [PREVIEW_ANSWER.problems[0], study] })));
    const skipped = screen.getByRole("list", { name: "已跳过的学习安排" });
    expect(skipped.textContent).toContain("「第一章 集合」是学习安排（由本应用导出），不作为课程导入。");
    expect(skipped.textContent).toContain("2025-03-05 10:00-11:40");
    expect(screen.getByText("已跳过 1 条本应用导出的学习安排或待办提醒，它们不是课程：")).toBeTruthy();
    const problems = screen.getByRole("list", { name: "无法导入的内容" });
    expect(problems.textContent).not.toContain("第一章 集合");
    expect(screen.getByText("有 1 处无法导入：")).toBeTruthy();
    expect(within(screen.getByRole("table")).getAllByRole("checkbox", { name: /^导入「/ })).toHaveLength(2);
  });

  it("imports only the kept rows, without their source uids, and reports the counts", async () => {
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(PREVIEW_ANSWER))
      .mockResolvedValueOnce(jsonResponse({ courses: [{ id: 9, name: "高等数学", location: "教一 101", can_be_embedded: false, locked: true, meetings: [] }], created: 1, updated: 0, deleted: 0, version: 4 }, 201));
    const onImported = await previewFile(fetchStub);
    fireEvent.click(screen.getByRole("checkbox", { name: /导入「大学英语」/ }));
    expect(screen.getByText("已选 1 / 2 条")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "导入所选" }));
    await screen.findByText("已导入：新增 1 门课程（1 个上课时间），跳过 1 条。");
    expect(fetchStub.mock.calls[1][0]).toBe("/api/ics/import");
    expect(sentJson(fetchStub, 1)).toEqual({
      courses: [{ name: "高等数学", location: "教一 101", day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 3, 5, 7], can_be_embedded: false, source_uids: ["math@school"] }],
      clashes: [],
      delete_course_ids: [],
      exams: [],
    });
    expect(onImported).toHaveBeenCalledOnce();
    expect(screen.queryByTestId("ics-preview")).toBeNull();
  });

  describe("exams in the file", () => {
    const exams = [
      { title: "自然语言处理期末考试", date: "2026-06-22", time: "09:00", location: "教三 201" }, // a Monday
      { title: "概率论期中", date: "2026-04-28", time: "14:00", location: null }, // a Tuesday
    ];
    const written = (titles: string[]) => titles.map((title, index) => ({ id: index + 1, title, date: "2026-06-22", time: "09:00", location: null, course_id: null, task_class_id: null }));

    it("lists them apart from the courses with date, weekday, time and place, kept by default, and sends the kept ones", async () => {
      const fetchStub = vi
        .fn()
        .mockResolvedValueOnce(jsonResponse({ ...PREVIEW_ANSWER, exams }))
        .mockResolvedValueOnce(jsonResponse({ courses: [], created: 2, updated: 0, deleted: 0, version: 4, exams: written(["自然语言处理期末考试"]) }, 201));
      const onImported = await previewFile(fetchStub);
      const list = screen.getByRole("list", { name: "文件里的考试" });
      expect(within(list).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
        "保留「自然语言处理期末考试」2026年6月22日（周一）09:00 · 教三 201",
        "保留「概率论期中」2026年4月28日（周二）14:00",
      ]);
      // Not among the courses.
      expect(within(screen.getByRole("table")).queryByText(/期末/)).toBeNull();
      const boxes = within(list).getAllByRole("checkbox") as HTMLInputElement[];
      expect(boxes.map((box) => box.checked)).toEqual([true, true]);
      expect(screen.getByText("已选 2 / 2 条、考试 2 / 2 场")).toBeTruthy();
      fireEvent.click(screen.getByRole("checkbox", { name: /保留「概率论期中」/ }));
      expect(screen.getByText("已选 2 / 2 条、考试 1 / 2 场")).toBeTruthy();
      fireEvent.click(screen.getByRole("button", { name: "导入所选" }));
      await screen.findByText("已导入：新增 2 门课程（2 个上课时间），添加 1 场考试。");
      expect((sentJson(fetchStub, 1) as { exams: unknown }).exams).toEqual([exams[0]]);
      expect(onImported).toHaveBeenCalledWith(expect.objectContaining({ exams: written(["自然语言处理期末考试"]) }));
    });

    it("imports a file of exams alone", async () => {
      const fetchStub = vi
        .fn()
        .mockResolvedValueOnce(jsonResponse({ courses: [], problems: [], exams: [exams[1]] }))
        .mockResolvedValueOnce(jsonResponse({ courses: [], created: 0, updated: 0, deleted: 0, version: 4, exams: written(["概率论期中"]) }, 201));
      await previewFile(fetchStub);
      expect(screen.queryByRole("table")).toBeNull();
      expect(screen.queryByText("这个文件里没有可以导入的课程或考试。")).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "导入所选" }));
      await screen.findByText("已导入：添加 1 场考试。");
      expect(sentJson(fetchStub, 1)).toEqual({ courses: [], clashes: [], delete_course_ids: [], exams: [exams[1]] });
    });

    it("lists an exam whose day is gone as already sat, its box off and disabled, and does not send it", async () => {
      const quiz = { title: "高数测验", date: "2026-03-02", time: "10:00", location: null, past: true };
      const fetchStub = vi
        .fn()
        .mockResolvedValueOnce(jsonResponse({ courses: [], problems: [], exams: [quiz, exams[1]] }))
        .mockResolvedValueOnce(jsonResponse({ courses: [], created: 0, updated: 0, deleted: 0, version: 4, exams: written(["概率论期中"]) }, 201));
      await previewFile(fetchStub);
      const list = screen.getByRole("list", { name: "文件里的考试" });
      expect(within(list).getAllByRole("listitem")[0].textContent).toBe("保留「高数测验」（已经考过，不会导入）2026年3月2日（周一）10:00");
      const past = screen.getByRole("checkbox", { name: /保留「高数测验」/ }) as HTMLInputElement;
      expect([past.checked, past.disabled]).toEqual([false, true]);
      fireEvent.click(screen.getByRole("button", { name: "导入所选" }));
      await screen.findByText("已导入：添加 1 场考试。");
      expect((sentJson(fetchStub, 1) as { exams: Array<{ title: string }> }).exams.map((exam) => exam.title)).toEqual(["概率论期中"]);
    });

    it("does not import when every course and exam is unticked", async () => {
      await previewFile(vi.fn(async () => jsonResponse({ courses: [], problems: [], exams: [exams[1]] })));
      fireEvent.click(screen.getByRole("checkbox", { name: /保留「概率论期中」/ }));
      expect((screen.getByRole("button", { name: "导入所选" }) as HTMLButtonElement).disabled).toBe(true);
    });
  });

  describe("按最近的节次", () => {
    const [math, english] = PREVIEW_ANSWER.courses;
    const near = { ...english, approximate: { file: { start: "10:00", end: "11:30" }, periods: { start: "10:00", end: "11:40" } } };
    const nearToo = { ...math, name: "体育", day_of_week: 5, source_uids: ["pe@school"], approximate: { file: { start: "08:10", end: "09:30" }, periods: { start: "08:00", end: "09:40" } } };
    const answer = { ...PREVIEW_ANSWER, courses: [math, near, nearToo] };

    it("shows the file's times and the nearest periods, and waits for the student to accept each", async () => {
      const fetchStub = vi
        .fn()
        .mockResolvedValueOnce(jsonResponse(answer))
        .mockResolvedValueOnce(jsonResponse({ courses: [], created: 2, updated: 0, deleted: 0, version: 4 }, 201));
      await previewFile(fetchStub);
      expect(screen.getAllByTestId("ics-nearest").map((line) => line.textContent)).toEqual([
        "文件里是 10:00-11:30，按最近的节次：第3-4节（10:00-11:40）",
        "文件里是 08:10-09:30，按最近的节次：第1-2节（08:00-09:40）",
      ]);
      expect(screen.getByTestId("ics-approximate").textContent).toContain("有 2 门课的时间和本学期的节次差几分钟");
      const accept = screen.getByRole("checkbox", { name: /按最近的节次导入「大学英语」/ }) as HTMLInputElement;
      expect(accept.checked).toBe(false);
      expect((screen.getByRole("checkbox", { name: /按最近的节次导入「体育」/ }) as HTMLInputElement).checked).toBe(false);
      expect(screen.getByText("已选 1 / 3 条")).toBeTruthy();
      fireEvent.click(accept);
      fireEvent.click(screen.getByRole("button", { name: "导入所选" }));
      await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
      // Sent at the nearest periods, without the display-only `approximate`.
      expect((sentJson(fetchStub, 1) as { courses: unknown[] }).courses).toEqual([math, english]);
    });

    it("accepts them all at once", async () => {
      await previewFile(vi.fn(async () => jsonResponse(answer)));
      fireEvent.click(screen.getByRole("button", { name: "全部按最近的节次" }));
      expect(screen.getByText("已选 3 / 3 条")).toBeTruthy();
      expect(screen.queryByRole("button", { name: "全部按最近的节次" })).toBeNull();
    });
  });

  it("marks a course 可嵌入 before import, starting from what the preview says", async () => {
    const [math, english] = PREVIEW_ANSWER.courses;
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ ...PREVIEW_ANSWER, courses: [math, { ...english, can_be_embedded: true, course_id: 5 }] }))
      .mockResolvedValueOnce(jsonResponse({ courses: [], created: 1, updated: 1, deleted: 0, version: 4 }, 201));
    await previewFile(fetchStub);
    const mathBox = screen.getByRole("checkbox", { name: /「高等数学」.*可嵌入（水课）/ }) as HTMLInputElement;
    const englishBox = screen.getByRole("checkbox", { name: /「大学英语」.*可嵌入（水课）/ }) as HTMLInputElement;
    expect([mathBox.checked, englishBox.checked]).toEqual([false, true]);
    fireEvent.click(mathBox);
    fireEvent.click(englishBox);
    fireEvent.click(screen.getByRole("button", { name: "导入所选" }));
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    const sent = (sentJson(fetchStub, 1) as { courses: Array<{ name: string; can_be_embedded: boolean }> }).courses;
    expect(sent.map((course) => [course.name, course.can_be_embedded])).toEqual([["高等数学", true], ["大学英语", false]]);
  });

  it("waits until each clash inside the file is settled, and sends the choice with the import", async () => {
    const [math, english] = PREVIEW_ANSWER.courses;
    const clashing = { ...english, day_of_week: math.day_of_week, section_start: 2, section_end: 2, weeks: [1, 3] };
    const clash = { courses: [0, 1], names: [math.name, english.name], day_of_week: 1, section_start: 2, section_end: 2, weeks: [1, 3], message: `「${math.name}」和「${english.name}」在周一第2节（第1-3周(单周)）时间重叠，请选择保留哪一门。` };
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ ...PREVIEW_ANSWER, courses: [math, clashing], clashes: [clash] }))
      .mockResolvedValueOnce(jsonResponse({ courses: [], created: 1, updated: 0, deleted: 0, version: 4 }, 201));
    await previewFile(fetchStub);
    expect(screen.getByRole("list", { name: "时间重叠的课程" }).textContent).toContain(clash.message);
    const importButton = screen.getByRole("button", { name: "导入所选" }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);
    fireEvent.click(screen.getByRole("radio", { name: `保留「${english.name}」` }));
    expect(importButton.disabled).toBe(false);
    fireEvent.click(importButton);
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    expect((sentJson(fetchStub, 1) as { clashes: unknown }).clashes).toEqual([{ keep: 1, drop: 0, weeks: [1, 3] }]);
  });

  it("settles a slot many courses share with one choice, sending one drop per other course", async () => {
    const [math] = PREVIEW_ANSWER.courses;
    const courses = Array.from({ length: 8 }, (_, index) => ({ ...math, name: `课程${index}`, source_uids: [`u${index}`] }));
    const names = courses.map((course) => course.name);
    const clash = { courses: courses.map((_, index) => index), names, day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 3], message: "这 8 门课都在周一第1-2节（第1-3周(单周)）时间重叠：「课程0」「课程1」「课程2」等 8 门，请选择保留哪一门。" };
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ ...PREVIEW_ANSWER, courses, clashes: [clash] }))
      .mockResolvedValueOnce(jsonResponse({ courses: [], created: 1, updated: 0, deleted: 0, version: 4 }, 201));
    await previewFile(fetchStub);
    expect(screen.getByText("文件里有 1 处课程时间重叠，请选择每处保留哪一门：")).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: /导入「课程7」/ }));
    const importButton = screen.getByRole("button", { name: "导入所选" }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);
    fireEvent.change(screen.getByRole("combobox", { name: "第1处重叠保留哪一门" }), { target: { value: "2" } });
    expect(importButton.disabled).toBe(false);
    fireEvent.click(importButton);
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    // Course 7 is not sent: the six others kept lose weeks 1 and 3 to course 2.
    expect((sentJson(fetchStub, 1) as { clashes: unknown }).clashes).toEqual([0, 1, 3, 4, 5, 6].map((drop) => ({ keep: 2, drop, weeks: [1, 3] })));
  });

  it("saves the file's term and clock in one click over the student's settings, then previews again", async () => {
    const suggestions = { term: { start_date: "2025-09-01", weeks: 16 }, section_times: Array.from({ length: 12 }, () => ({ start: "08:30", end: "09:15" })) };
    const current = { start_date: "2026-11-30", weeks: 18, section_times: [], timezone: "Asia/Shanghai" };
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ courses: [], problems: [], suggestions }))
      .mockResolvedValueOnce(jsonResponse({ term: current }))
      .mockResolvedValueOnce(jsonResponse({ term: { ...current, ...suggestions.term, section_times: suggestions.section_times }, version: 2 }))
      .mockResolvedValueOnce(jsonResponse(PREVIEW_ANSWER));
    vi.stubGlobal("fetch", fetchStub);
    const onTermSaved = vi.fn();
    render(<IcsImportSection onImported={() => {}} onTermSaved={onTermSaved} />);
    fireEvent.change(screen.getByLabelText("课表文件（.ics）"), { target: { files: [ICS_FILE] } });
    const panel = await screen.findByTestId("ics-suggestions");
    expect(panel.textContent).toContain("开学日期（第1周周一）2025-09-01，共 16 周");
    fireEvent.click(screen.getByRole("button", { name: "按这个文件设置学期和节次" }));
    await screen.findByText("已按文件设置学期和节次，下面是重新预览的结果。");
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(4));
    expect(fetchStub.mock.calls[2][0]).toBe("/api/term");
    expect(sentJson(fetchStub, 2)).toEqual({ ...current, ...suggestions.term, section_times: suggestions.section_times });
    expect(fetchStub.mock.calls[3][0]).toBe("/api/ics/preview");
    expect(onTermSaved).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(screen.getByRole("table")).getAllByRole("checkbox", { name: /^导入「/ })).toHaveLength(2));
    expect(screen.queryByTestId("ics-suggestions")).toBeNull();
  });

  it("on a re-import marks the drafts that update a course and sends the gone courses the student ticks for deletion", async () => {
    const [math, english] = PREVIEW_ANSWER.courses;
    const missing = [{ id: 12, name: "体育", meetings: [{ day_of_week: 2, section_start: 3, section_end: 4, weeks: [1, 2] }] }];
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse({ ...PREVIEW_ANSWER, courses: [{ ...math, course_id: 7 }, english], missing_courses: missing }))
      .mockResolvedValueOnce(jsonResponse({ courses: [], created: 1, updated: 1, deleted: 1, version: 5 }, 201));
    await previewFile(fetchStub);
    expect(screen.getAllByText("更新已有课程")).toHaveLength(1);
    const list = screen.getByRole("list", { name: "文件里已经没有的课程" });
    expect(list.textContent).toContain("周二 第3-4节 · 第1-2周");
    fireEvent.click(within(list).getByRole("checkbox", { name: /删除「体育」/ }));
    fireEvent.click(screen.getByRole("button", { name: "导入所选" }));
    await screen.findByText("已导入：新增 1 门、更新 1 门、删除 1 门课程（2 个上课时间）。");
    expect((sentJson(fetchStub, 1) as { delete_course_ids: number[] }).delete_course_ids).toEqual([12]);
  });

  it("keeps the preview and shows the clashes when the import is refused", async () => {
    const refusal = {
      error: {
        code: "course:overlap",
        message: "与已有安排冲突：「线性代数」周一第1-2节第1周",
        clashes: [{ name: "线性代数", day_of_week: 1, section_start: 1, section_end: 2, weeks: [1] }],
      },
    };
    const fetchStub = vi.fn().mockResolvedValueOnce(jsonResponse(PREVIEW_ANSWER)).mockResolvedValueOnce(jsonResponse(refusal, 409));
    const onImported = await previewFile(fetchStub);
    fireEvent.click(screen.getByRole("button", { name: "导入所选" }));
    const alert = await screen.findByText("与已有安排冲突：「线性代数」周一第1-2节第1周");
    expect(alert.closest("[role=alert]")?.textContent).toContain("与「线性代数」冲突：周一 第1-2节 · 第1周");
    expect(screen.getByTestId("ics-preview")).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
  });

  it("shows the server's message for a file that is not iCalendar", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => jsonResponse({ error: { code: "ics:invalid", message: "文件不是有效的 iCalendar 格式。" } }, 422)));
    render(<IcsImportSection onImported={() => {}} />);
    fireEvent.change(screen.getByLabelText("课表文件（.ics）"), { target: { files: [ICS_FILE] } });
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("文件不是有效的 iCalendar 格式。"));
    expect(screen.queryByTestId("ics-preview")).toBeNull();
  });
});
