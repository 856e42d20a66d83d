import { describe, expect, it } from "vitest";
import {
  canChangeStatus,
  emptyPostingInput,
  postingFormSchema,
  postingListQuerySchema,
  publishIssues,
  type PostingFormInput,
} from "./schemas";

const NOW = new Date("2026-11-26T12:00:00Z");
const Q = "6f1b8f44-6d1c-4a5e-9b59-2a1f1f0e0c01";
const CAT = "0d6f9d7e-1111-4aaa-8bbb-2c2c2c2c2c2c";

function input(extra: Partial<PostingFormInput> = {}): PostingFormInput {
  return {
    ...emptyPostingInput(NOW, ""),
    title: "Medical Assistant",
    descriptionHtml: "<p>Room patients and take vitals.</p>",
    locations: [{ city: "Columbus", state: "OH", postalCode: "43215" }],
    employmentType: "full-time",
    categoryId: CAT,
    ...extra,
  };
}

const issues = (v: PostingFormInput) => {
  const r = postingFormSchema.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
};

describe("the posting form's checks", () => {
  it("reads what the form holds into what is saved", () => {
    const v = postingFormSchema.parse(
      input({
        salaryMin: "$19",
        salaryMax: "23.50",
        salaryPeriod: "hour",
        questions: [{ id: Q.toUpperCase(), kind: "choice", prompt: "Which shift?", options: ["Days", "", "Nights"], required: true, knockoutAnswers: ["Nights", "Weekends"], knockoutMin: "3", knockoutMax: "" }],
        skills: ["phlebotomy", "phlebotomy", "vital-signs"],
        scorecardAttributes: ["Communication", "", "Communication", "Bedside manner"],
        applyUrl: "https://careers.example.com/apply?job=1",
      }),
    );
    expect(v).toMatchObject({
      salaryMin: 1900,
      salaryMax: 2350,
      salaryPeriod: "hour",
      employmentType: "full-time",
      categoryId: CAT,
      subcategoryId: null,
      skills: ["phlebotomy", "vital-signs"],
      scorecardAttributes: ["Communication", "Bedside manner"],
      expiresOn: "2026-12-26",
      ownerUserId: null,
      applyUrl: "https://careers.example.com/apply?job=1",
    });
    // A choice question keeps its choices and the knock-outs among them; number bounds only for numbers.
    expect(v.questions[0]).toEqual({ id: Q, kind: "choice", prompt: "Which shift?", options: ["Days", "Nights"], required: true, knockoutAnswers: ["Nights"], knockoutMin: null, knockoutMax: null });
    expect(publishIssues(v, NOW)).toEqual([]);
  });

  it("answers with the spec's texts", () => {
    expect(issues(input({ title: "x".repeat(151) }))).toEqual([{ path: "title", message: "Title must be less than 150 characters." }]);
    expect(issues(input({ title: "x".repeat(150) }))).toEqual([]);
    expect(issues(input({ descriptionHtml: `<p>${"a".repeat(10_001)}</p>` }))).toEqual([{ path: "descriptionHtml", message: "Description must be less than 10000 characters." }]);
    expect(issues(input({ salaryMin: "19 dollars" }))).toEqual([{ path: "salaryMin", message: "Type a valid minimum pay" }]);
    expect(issues(input({ locations: [{ city: "Columbus", state: "Ohioo", postalCode: "4321" }] }))).toEqual([
      { path: "locations.0.state", message: "Type a valid state" },
      { path: "locations.0.postalCode", message: "Type a valid ZIP code" },
    ]);
    expect(issues(input({ expiresOn: "2026-02-30" }))).toEqual([{ path: "expiresOn", message: "Type a valid expiry date" }]);
    expect(issues(input({ applyMode: "external", applyUrl: "http://careers.example.com" }))).toEqual([{ path: "applyUrl", message: "Type a valid apply URL, starting with https://" }]);
    expect(issues(input({ applyUrl: "javascript:alert(1)" }))).toEqual([{ path: "applyUrl", message: "Type a valid apply URL, starting with https://" }]);
    expect(issues(input({ salaryMin: "30", salaryMax: "20", salaryPeriod: "" }))).toEqual([
      { path: "salaryMax", message: "The maximum pay must be at least the minimum pay" },
      { path: "salaryPeriod", message: "Choose per hour or per year" },
    ]);
    expect(issues(input({ skills: Array.from({ length: 31 }, (_, i) => `skill-${i}`) }))).toEqual([{ path: "skills", message: "Choose at most 30 skills." }]);
    const q = { id: Q, kind: "yes-no" as const, prompt: "Licensed?", options: [], required: true, knockoutAnswers: ["no"], knockoutMin: "", knockoutMax: "" };
    expect(issues(input({ questions: Array.from({ length: 11 }, () => q) }))[0]).toEqual({ path: "questions", message: "A posting can have at most 10 questions." });
    expect(issues(input({ questions: [{ ...q, prompt: "p".repeat(301) }] }))).toEqual([{ path: "questions.0.prompt", message: "Question must be less than 300 characters." }]);
    expect(issues(input({ questions: [{ ...q, kind: "number", knockoutMin: "5", knockoutMax: "2" }] }))).toEqual([
      { path: "questions.0.knockoutMax", message: "The maximum must be at least the minimum" },
    ]);
    expect(issues(input({ title: "a\u0000b" }))[0]?.path).toBe("title");
  });

  it("a draft may be half written; publishing needs it complete", () => {
    const draft = postingFormSchema.parse({ ...emptyPostingInput(NOW, ""), expiresOn: "" });
    expect(publishIssues(draft, NOW)).toEqual([
      { path: "title", message: "Type a valid title" },
      { path: "descriptionHtml", message: "Write a description of the job" },
      { path: "locations", message: "Add where the job is, or choose Remote" },
      { path: "employmentType", message: "Choose an employment type" },
      { path: "categoryId", message: "Choose a category" },
      { path: "expiresOn", message: "Choose when the posting expires" },
    ]);
    const external = postingFormSchema.parse(input({ applyMode: "external", expiresOn: "2027-06-01" }));
    expect(publishIssues(external, NOW)).toEqual([
      { path: "applyUrl", message: "Type a valid apply URL, starting with https://" },
      { path: "expiresOn", message: "Choose a day within 180 days" },
    ]);
    expect(publishIssues(postingFormSchema.parse(input({ expiresOn: "2026-11-25" })), NOW)).toEqual([{ path: "expiresOn", message: "Choose a day after today" }]);
    const questions = postingFormSchema.parse(
      input({
        questions: [
          { id: Q, kind: "yes-no", prompt: "", options: [], required: true, knockoutAnswers: ["yes", "no"], knockoutMin: "", knockoutMax: "" },
          { id: CAT, kind: "choice", prompt: "Shift?", options: ["Days"], required: true, knockoutAnswers: ["Days"], knockoutMin: "", knockoutMax: "" },
        ],
      }),
    );
    expect(publishIssues(questions, NOW)).toEqual([
      { path: "questions.0.prompt", message: "Type a valid question" },
      { path: "questions.0.knockoutAnswers", message: "A question cannot knock out every answer" },
      { path: "questions.1.options", message: "Add at least 2 choices" },
      { path: "questions.1.knockoutAnswers", message: "A question cannot knock out every answer" },
    ]);
  });

  it("asks for the pay range where a law does, and says why", () => {
    const denver = postingFormSchema.parse(input({ locations: [{ city: "Denver", state: "CO", postalCode: "" }] }));
    expect(publishIssues(denver, NOW)).toEqual([
      { path: "salaryMin", message: "Colorado law requires a pay range in job postings. Add the minimum and maximum pay." },
      { path: "salaryMax", message: "Colorado law requires a pay range in job postings. Add the minimum and maximum pay." },
      { path: "salaryPeriod", message: "Choose per hour or per year" },
    ]);
    const remote = postingFormSchema.parse(input({ remote: true, locations: [{ city: "", state: "", postalCode: "" }], salaryMin: "50000" , salaryPeriod: "year" }));
    expect(publishIssues(remote, NOW).map((i) => i.path)).toEqual(["salaryMax"]);
    expect(publishIssues(postingFormSchema.parse(input({ locations: [{ city: "Denver", state: "CO", postalCode: "" }], salaryMin: "20", salaryMax: "20", salaryPeriod: "hour" })), NOW)).toEqual([]);
  });

  it("status changes: closed is final", () => {
    expect(canChangeStatus("draft", "publish")).toBe(true);
    expect(canChangeStatus("draft", "pause")).toBe(false);
    expect(canChangeStatus("published", "pause")).toBe(true);
    expect(canChangeStatus("paused", "resume")).toBe(true);
    expect(canChangeStatus("paused", "close")).toBe(true);
    for (const action of ["publish", "pause", "resume", "close"] as const) expect(canChangeStatus("closed", action)).toBe(false);
  });

  it("the list's query: bad values fall back instead of failing the page", () => {
    expect(postingListQuerySchema.parse({})).toEqual({ q: "", sort: "updated", page: 1 });
    expect(postingListQuerySchema.parse({ q: " nurse ", status: "expired", owner: "me", sort: "title", page: "3" })).toEqual({ q: "nurse", status: "expired", owner: "me", sort: "title", page: 3 });
    expect(postingListQuerySchema.parse({ status: "gone", owner: "x", sort: "random", page: "-1" })).toEqual({ q: "", status: undefined, owner: undefined, sort: "updated", page: 1 });
    expect(postingListQuerySchema.parse({ q: ["a", "b"], page: ["2", "3"] })).toMatchObject({ q: "a", page: 2 });
  });
});
