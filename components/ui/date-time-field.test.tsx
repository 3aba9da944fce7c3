// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DateTimeField } from "./date-time-field";
import type { DateTextKind } from "@/client/date-text";

afterEach(cleanup);

/** A form that keeps the value as a native input would, and shows it for the assertions. */
function Form({ kind, initial = "" }: { kind: DateTextKind; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <label htmlFor="field">日期</label>
      <DateTimeField id="field" kind={kind} value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue("2027-01-04")}>
        重置
      </button>
    </div>
  );
}

function field(): HTMLInputElement {
  const input = screen.getByLabelText("日期");
  if (!(input instanceof HTMLInputElement)) throw new Error("not an input");
  return input;
}

describe("DateTimeField", () => {
  it("shows the value in the student's format, not the browser's, with the format as placeholder", () => {
    render(<Form kind="datetime" initial="2026-11-30T20:00" />);
    expect(field().type).toBe("text");
    expect(field().value).toBe("2026-11-30 20:00");
    expect(field().placeholder).toBe("2026-11-30 20:00");
  });

  it("gives the form a native input's value once the text is a whole date, and '' before", () => {
    render(<Form kind="date" />);
    fireEvent.change(field(), { target: { value: "2026/11" } });
    expect(screen.getByTestId("value").textContent).toBe("");
    fireEvent.change(field(), { target: { value: "2026/11/3" } });
    expect(screen.getByTestId("value").textContent).toBe("2026-11-03");
    // The text stays as typed until the student leaves the field, then reads in the format.
    expect(field().value).toBe("2026/11/3");
    fireEvent.blur(field());
    expect(field().value).toBe("2026-11-03");
    expect(field().getAttribute("aria-invalid")).toBeNull();
  });

  it("reads a 24-hour time typed with the input method's colon", () => {
    render(<Form kind="time" />);
    fireEvent.change(field(), { target: { value: "8：05" } });
    fireEvent.blur(field());
    expect(field().value).toBe("08:05");
    expect(screen.getByTestId("value").textContent).toBe("08:05");
  });

  it("says how to write it when the text cannot be read, and stops once it can", () => {
    render(<Form kind="date" />);
    fireEvent.change(field(), { target: { value: "11/30/2026" } });
    fireEvent.blur(field());
    expect(field().getAttribute("aria-invalid")).toBe("true");
    const hint = document.getElementById(field().getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toContain("2026-11-30");
    fireEvent.change(field(), { target: { value: "2026-11-30" } });
    expect(field().getAttribute("aria-invalid")).toBeNull();
    expect(field().getAttribute("aria-describedby")).toBeNull();
  });

  it("follows a value the form sets itself", () => {
    render(<Form kind="date" initial="2026-11-30" />);
    fireEvent.click(screen.getByRole("button", { name: "重置" }));
    expect(field().value).toBe("2027-01-04");
  });
});
