import { describe, expect, it } from "vitest";
import { acceptMessage, isAccepted, sortDroppedFiles } from "./drop-zone-rules";

const png = { name: "a.png", size: 100, type: "image/png" };
const txt = { name: "a.txt", size: 100, type: "text/plain" };

describe("drop-zone rules (spec 5 defaults, spec 8 codes)", () => {
  it("accepts everything with no options, any count", () => {
    expect(sortDroppedFiles([png, txt, png], {})).toEqual({ accepted: [png, txt, png], rejected: [] });
  });

  it("matches MIME types, wildcards and extensions", () => {
    expect(isAccepted(png, ["image/*"])).toBe(true);
    expect(isAccepted(png, [".PNG"])).toBe(true);
    expect(isAccepted(txt, ["image/png", ".jpg"])).toBe(false);
    expect(acceptMessage(["image/png"])).toBe("File type must be image/png");
    expect(acceptMessage(["image/png", ".jpg"])).toBe("File type must be one of image/png, .jpg");
  });

  it("gives each rejection code its message", () => {
    const { rejected } = sortDroppedFiles([txt], { accept: ["image/png"], minSize: 200, maxSize: 50 });
    expect(rejected[0]!.errors).toEqual([
      { code: "file-invalid-type", message: "File type must be image/png" },
      { code: "file-too-small", message: "File is smaller than 200 bytes" },
      { code: "file-too-large", message: "File is larger than 50 bytes" },
    ]);
  });

  it("allows one file when multiple is off and rejects all when maxFiles is exceeded", () => {
    expect(sortDroppedFiles([png], { multiple: false }).accepted).toEqual([png]);
    const two = sortDroppedFiles([png, png], { multiple: false });
    expect(two.accepted).toEqual([]);
    expect(two.rejected.map((r) => r.errors)).toEqual([[{ code: "too-many-files", message: "Too many files" }], [{ code: "too-many-files", message: "Too many files" }]]);
    expect(sortDroppedFiles([png, png, png], { maxFiles: 2 }).rejected).toHaveLength(3);
    expect(sortDroppedFiles([png, png], { maxFiles: 2 }).accepted).toHaveLength(2);
  });
});
