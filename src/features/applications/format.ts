/** Dates on applications as the candidate reads them ("November 25, 2026"), in UTC like every stored date. */
export const applicationDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
