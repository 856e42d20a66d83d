import { describe, expect, it } from "vitest";
import { bytesOf, makeJpeg, makePng } from "@/lib/uploads/test-fixtures";
import { AVATAR_MESSAGES } from "./messages";
import { validateImageBytes, validateSelection } from "./validate-selection";

const png = { name: "me.png", size: 1000, type: "image/png" };

describe("avatar selection messages (spec 5 and 8)", () => {
  it("has the spec's exact texts", () => {
    expect(AVATAR_MESSAGES).toEqual({
      onlyOneImage: "You may select only one image.",
      tooLarge: "Selected file exceeds 10MB size limit",
      invalidImage: "Invalid Image (.jpeg,.png,.jpg,.svg)",
      noFile: "No file selected.",
      selectFile: "Please select a file to continue.",
    });
  });

  it("accepts exactly one png, jpeg, jpg or svg of at most 10,000,000 bytes", () => {
    for (const name of ["a.png", "a.JPG", "a.jpeg", "a.svg"]) expect(validateSelection([{ ...png, name }]).ok).toBe(true);
    expect(validateSelection([{ ...png, size: 10_000_000 }]).ok).toBe(true);
  });

  it("refuses two files, no file, a nameless file, a big file and another type", () => {
    expect(validateSelection([png, png])).toEqual({ ok: false, messages: ["You may select only one image."] });
    expect(validateSelection([])).toEqual({ ok: false, messages: ["No file selected.", "Please select a file to continue."] });
    expect(validateSelection([{ ...png, name: "" }])).toEqual({ ok: false, messages: ["No file selected.", "Please select a file to continue."] });
    expect(validateSelection([{ ...png, size: 10_000_001 }])).toEqual({ ok: false, messages: ["Selected file exceeds 10MB size limit"] });
    expect(validateSelection([{ ...png, name: "cv.pdf" }])).toEqual({ ok: false, messages: ["Invalid Image (.jpeg,.png,.jpg,.svg)"] });
    expect(validateSelection([{ ...png, name: "noextension" }])).toEqual({ ok: false, messages: ["Invalid Image (.jpeg,.png,.jpg,.svg)"] });
  });

  it("judges the content: a text file renamed .png is not an image", () => {
    expect(validateImageBytes(makePng())).toEqual({ ok: true });
    expect(validateImageBytes(makeJpeg())).toEqual({ ok: true });
    expect(validateImageBytes(bytesOf("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toEqual({ ok: true });
    expect(validateImageBytes(bytesOf("hello, I am text"))).toEqual({ ok: false, messages: ["Invalid Image (.jpeg,.png,.jpg,.svg)"] });
  });
});
