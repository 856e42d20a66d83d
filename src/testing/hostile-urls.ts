/*
 * URLs no route can serve (issue 12 finding 11), shared by the proxy's integration test and the
 * browser test: the probe's own (NUL in a search, a path that does not percent-decode) and a few more.
 */
export const MALFORMED_PAGE_URLS = [
  "/companies?q=a%00",
  "/jobs?location=a%00",
  "/jobs?q=nurse%00",
  "/jobs/%E0%A4%A",
  "/companies/%",
  "/companies/category/%",
  "/browse-jobs/state/%",
  "/browse-jobs/category/a%00",
  "/jobs/all/all/all/all/all/%",
  "/%",
  "/reset-password?token=a%00",
  "/login?returnTo=%00",
] as const;

export const MALFORMED_API_URLS = [
  "/api/content/v2/search?query=a%00",
  "/api/content/v2/pages/a%00/b",
  "/api/content/v2/pages/%/b",
  "/api/files/%",
  "/api/auth/login?returnTo=a%00",
] as const;
