/*
 * Feed schedules are five-field cron expressions in UTC (minute hour day-of-month month weekday), the
 * form pg-boss schedules take. cronShapeError() is the quick check the form and the server share;
 * the server also asks pg-boss to read it (schedule-check.ts). cronLabel() says the common shapes in
 * words ("daily at 06:00 UTC") and falls back to the expression.
 */
const FIELD = /^(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?(,(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?)*$/;
const RANGES: [number, number, string][] = [
  [0, 59, "minute"],
  [0, 23, "hour"],
  [1, 31, "day of the month"],
  [1, 12, "month"],
  [0, 7, "weekday"],
];
const WEEKDAYS = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays"];

export const CRON_MAX = 100;
export const CRON_HINT = "Five fields in UTC: minute hour day-of-month month weekday, e.g. 0 */6 * * * (every 6 hours) or 30 5 * * * (daily at 05:30).";

/** null when the expression has the right shape and every number is in its field's range. */
export function cronShapeError(cron: string): string | null {
  const fields = cron.trim().split(/\s+/);
  if (fields.length !== 5) return "A schedule has five fields: minute hour day-of-month month weekday.";
  for (let i = 0; i < 5; i++) {
    const f = fields[i]!;
    const [min, max, name] = RANGES[i]!;
    if (!FIELD.test(f)) return `The ${name} field “${f}” is not a number, a range, a list, * or a step (*/5).`;
    for (const part of f.split(",")) {
      const [range, step] = part.split("/");
      if (step !== undefined && Number(step) < 1) return `The ${name} field's step must be at least 1.`;
      if (range === "*") continue;
      for (const n of range!.split("-").map(Number)) {
        if (n < min || n > max) return `The ${name} field must be between ${min} and ${max}.`;
      }
    }
  }
  return null;
}

const pad = (n: string) => n.padStart(2, "0");
const isNum = (s: string) => /^\d{1,2}$/.test(s);

/** The schedule in words, for the common shapes; the expression itself otherwise. */
export function cronLabel(cron: string): string {
  const f = cron.trim().split(/\s+/);
  if (f.length !== 5 || cronShapeError(cron)) return cron;
  const [m, h, dom, mon, dow] = f as [string, string, string, string, string];
  const everyDay = dom === "*" && mon === "*" && dow === "*";
  if (everyDay && m === "*" && h === "*") return "every minute";
  if (everyDay && /^\*\/\d+$/.test(m) && h === "*") return `every ${m.slice(2)} minutes`;
  if (everyDay && isNum(m) && h === "*") return `hourly at minute ${Number(m)}`;
  if (everyDay && isNum(m) && /^\*\/\d+$/.test(h)) {
    const n = Number(h.slice(2));
    return n === 1 ? `hourly at minute ${Number(m)}` : `every ${n} hours at minute ${Number(m)} (UTC)`;
  }
  if (isNum(m) && /^\d{1,2}(,\d{1,2})*$/.test(h)) {
    const times = h.split(",").map((x) => `${pad(x)}:${pad(m)}`);
    const at = `at ${times.length > 1 ? `${times.slice(0, -1).join(", ")} and ${times.at(-1)}` : times[0]} UTC`;
    if (everyDay) return `daily ${at}`;
    if (dom === "*" && mon === "*" && isNum(dow)) return `${WEEKDAYS[Number(dow)]} ${at}`;
    if (dom === "*" && mon === "*" && dow === "1-5") return `weekdays ${at}`;
    if (isNum(dom) && mon === "*" && dow === "*") return `monthly on day ${Number(dom)} ${at}`;
  }
  return `cron ${f.join(" ")} (UTC)`;
}
