import { describe, expect, it } from "vitest";
import { AVATAR_DROP_RULES, allDroppedFiles } from "./avatar-drop-zone";
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES, AVATAR_MESSAGES, AVATAR_MIME_TYPES } from "./messages";
import { validateSelection } from "./validate-selection";

describe("the avatar's drop zone rules (spec 5, 9)", () => {
  it("accepts the avatar's MIME types and extensions, up to 10,000,000 bytes, one file", () => {
    expect(Object.keys(AVATAR_DROP_RULES.accept).sort()).toEqual([...AVATAR_MIME_TYPES].sort());
    expect(Object.values(AVATAR_DROP_RULES.accept).flat().sort()).toEqual([...AVATAR_EXTENSIONS].sort());
    expect(AVATAR_DROP_RULES.maxSize).toBe(AVATAR_MAX_BYTES);
    expect(AVATAR_DROP_RULES.maxFiles).toBe(1);
    // Several can be chosen, so that two files give the spec's message instead of being cut to one.
    expect(AVATAR_DROP_RULES.multiple).toBe(true);
  });

  it("hands every file, accepted or rejected, to the avatar's own checks for its messages", () => {
    const a = new File(["a"], "a.png", { type: "image/png" });
    const b = new File(["b"], "b.png", { type: "image/png" });
    const tooMany = { code: "too-many-files", message: "Too many files" };
    const files = allDroppedFiles([], [{ file: a, errors: [tooMany] }, { file: b, errors: [tooMany] }]);
    expect(files).toEqual([a, b]);
    expect(validateSelection(files)).toEqual({ ok: false, messages: [AVATAR_MESSAGES.onlyOneImage] });
    const big = new File([new Uint8Array(10)], "big.png", { type: "image/png" });
    Object.defineProperty(big, "size", { value: 10_000_001 });
    expect(validateSelection(allDroppedFiles([], [{ file: big, errors: [{ code: "file-too-large", message: "File is larger than 10000000 bytes" }] }]))).toEqual({
      ok: false,
      messages: [AVATAR_MESSAGES.tooLarge],
    });
  });
});
