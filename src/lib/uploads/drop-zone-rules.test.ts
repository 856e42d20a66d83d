import { describe, expect, it } from "vitest";
import { applyCountRule, dropZoneState, specErrorMessage, tooMany, type DropZoneFlags } from "./drop-zone-rules";

const none: DropZoneFlags = { isDragActive: false, isDragAccept: false, isDragReject: false, isFileDialogActive: false };
const png = new File(["png"], "a.png", { type: "image/png" });
const txt = new File(["txt"], "a.txt", { type: "text/plain" });

describe("drop-zone states (spec 4), from react-dropzone's flags", () => {
  it("idle: nothing dragged, no file dialog", () => {
    expect(dropZoneState(none)).toBe("idle");
  });

  it("drag-active: a drag that can not be judged yet is neither accepted nor rejected", () => {
    // react-dropzone reports this for a drag with no readable items, or with a validator that only runs on drop.
    expect(dropZoneState({ ...none, isDragActive: true })).toBe("drag-active");
  });

  it("accept: every dragged file passes what can be judged during the drag", () => {
    expect(dropZoneState({ ...none, isDragActive: true, isDragAccept: true })).toBe("accept");
  });

  it("reject: a dragged file fails (its MIME type, or too many files)", () => {
    expect(dropZoneState({ ...none, isDragActive: true, isDragReject: true })).toBe("reject");
  });

  it("file-dialog-active: the file dialog is open, whatever else is true", () => {
    expect(dropZoneState({ ...none, isFileDialogActive: true })).toBe("file-dialog-active");
    expect(dropZoneState({ isDragActive: true, isDragAccept: false, isDragReject: true, isFileDialogActive: true })).toBe("file-dialog-active");
  });

  it("flags left over after a drag ends do not count", () => {
    expect(dropZoneState({ ...none, isDragReject: true })).toBe("idle");
  });
});

describe("drop rejection messages (spec 8)", () => {
  it("gives sizes in bytes, as the spec writes them", () => {
    const rules = { minSize: 200, maxSize: 10_000_000 };
    expect(specErrorMessage({ code: "file-too-large", message: "File is larger than 9.54 MB" }, rules)).toBe("File is larger than 10000000 bytes");
    expect(specErrorMessage({ code: "file-too-small", message: "File is smaller than 200 bytes" }, rules)).toBe("File is smaller than 200 bytes");
  });

  it("keeps react-dropzone's type and count messages, which are the spec's", () => {
    const type = { code: "file-invalid-type", message: "File type must be image/png" };
    expect(specErrorMessage(type, {})).toBe("File type must be image/png");
    expect(specErrorMessage({ code: "too-many-files", message: "Too many files" }, {})).toBe("Too many files");
  });
});

describe("the count rule (spec 5 drop-zone defaults)", () => {
  it("allows any count by default, one when multiple is off, maxFiles when set", () => {
    expect(tooMany(5, {})).toBe(false);
    expect(tooMany(1, { multiple: false })).toBe(false);
    expect(tooMany(2, { multiple: false })).toBe(true);
    expect(tooMany(2, { maxFiles: 2 })).toBe(false);
    expect(tooMany(3, { maxFiles: 2 })).toBe(true);
  });

  it("rejects every file when the count is exceeded, not only the surplus", () => {
    const typeError = { code: "file-invalid-type", message: "File type must be image/png" };
    // react-dropzone's own split: the first png accepted, the second cut as surplus, the txt refused for its type.
    const result = applyCountRule([png], [{ file: txt, errors: [typeError] }, { file: png, errors: [{ code: "too-many-files", message: "Too many files" }] }], { maxFiles: 1 });
    expect(result.accepted).toEqual([]);
    expect(result.rejected.map((r) => r.errors)).toEqual([
      [typeError, { code: "too-many-files", message: "Too many files" }],
      [{ code: "too-many-files", message: "Too many files" }],
      [{ code: "too-many-files", message: "Too many files" }],
    ]);
  });

  it("leaves react-dropzone's split alone within the count", () => {
    const rejected = [{ file: txt, errors: [{ code: "file-invalid-type", message: "File type must be image/png" }] }];
    expect(applyCountRule([png], rejected, { maxFiles: 2 })).toEqual({ accepted: [png], rejected });
  });
});
