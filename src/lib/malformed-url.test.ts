import { describe, expect, it } from "vitest";
import { malformedUrl } from "./malformed-url";

const at = (pathAndQuery: string) => malformedUrl(new URL(pathAndQuery, "http://upstep.test"));

describe("malformedUrl", () => {
  it.each(["/jobs/%E0%A4%A", "/companies/%", "/%", "/companies/%ZZ", "/api/files/%", "/jobs/all/all/all/all/all/%E0", "/api/content/v2/pages/%/b"])(
    "%s: a path that does not decode",
    (path) => expect(at(path)).toBe("path-encoding"),
  );

  it.each(["/companies?q=a%00", "/jobs?location=a%00", "/jobs?q=nurse&location=%00", "/jobs?%00=1", "/api/content/v2/search?query=a%00", "/about%00", "/browse-jobs/category/a%00", "/companies?q=a\u0000b"])(
    "%s: a NUL character",
    (path) => expect(at(path)).toBe("nul"),
  );

  it.each([
    "/",
    "/jobs?q=c%2B%2B&location=Austin%2C%20TX",
    "/companies/acme-health",
    "/jobs?q=a%E0%A4%A", // a query decodes leniently: served
    "/jobs?q=100%",
    "/companies/caf%C3%A9",
    "/jobs/all/all/all/all/all/3f2c",
    "/api/context",
    "/search?q=%2500", // an encoded percent sign followed by 00, not a NUL
  ])("%s: fine", (path) => expect(at(path)).toBeNull());
});
