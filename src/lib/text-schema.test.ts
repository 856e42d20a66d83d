import { describe, expect, it } from "vitest";
import { NUL_MESSAGE, text } from "./text-schema";

describe("text()", () => {
  it.each(["\u0000", "a\u0000", "\u0000b", "a\u0000b", "  \u0000  "])("refuses %j with the NUL message", (value) => {
    const result = text().trim().min(1).max(100).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(NUL_MESSAGE);
  });

  it("accepts any other text, control characters that PostgreSQL can store included", () => {
    expect(text().parse("café \t naïve \u0001 😀")).toBe("café \t naïve \u0001 😀");
    expect(text().trim().parse("  a  ")).toBe("a");
  });

  it("keeps z.string()'s own messages and chained checks", () => {
    expect(text({ error: "missing" }).safeParse(undefined).error?.issues[0]?.message).toBe("missing");
    expect(text().max(2, "too long").safeParse("abc").error?.issues[0]?.message).toBe("too long");
    expect(text().optional().parse(undefined)).toBeUndefined();
  });
});
