import { describe, expect, it } from "vitest";
import { COMPANY_SIZES, normaliseCompanySize } from "./types";

describe("normaliseCompanySize", () => {
  it.each([
    ["51-200 employees", "51-200"],
    ["501-1000", "501-1,000"],
    ["1,001 - 5,000", "1,001-5,000"],
    ["10,001+", "10,000+"],
    ["10000+ employees", "10,000+"],
    ["5,001–10,000", "5,001-10,000"],
    ["about forty", ""],
    ["", ""],
    [null, ""],
  ])("%s -> %s", (raw, size) => expect(normaliseCompanySize(raw)).toBe(size));
  it("keeps every offered size as it is", () => {
    for (const size of COMPANY_SIZES) expect(normaliseCompanySize(size)).toBe(size);
  });
});
