import { describe, expect, it } from "vitest";
import { fillPlaceholders, firstNameOf, unknownPlaceholders, type PlaceholderValues } from "./placeholders";
import { TEMPLATE_PLACEHOLDERS } from "./types";

const VALUES: PlaceholderValues = { candidate_first_name: "Casey", candidate_name: "Casey Candidate", job_title: "Night Nurse", company_name: "Northwind Health", sender_name: "Harper Hiring" };

describe("email template placeholders", () => {
  it("fills every known placeholder, spaces inside the braces allowed, as often as it appears", () => {
    expect(fillPlaceholders("Hi {{candidate_first_name}}, {{ job_title }} at {{company_name}}. {{candidate_name}}/{{sender_name}} {{job_title}}", VALUES)).toBe(
      "Hi Casey, Night Nurse at Northwind Health. Casey Candidate/Harper Hiring Night Nurse",
    );
  });

  it("leaves an unknown placeholder as written and names it", () => {
    expect(fillPlaceholders("Dear {{candidate_surname}}", VALUES)).toBe("Dear {{candidate_surname}}");
    expect(unknownPlaceholders("{{candidate_surname}} {{job_title}} {{salary}} {{salary}}", TEMPLATE_PLACEHOLDERS.map((p) => p.key))).toEqual(["candidate_surname", "salary"]);
  });

  it("does not read a value's own braces as a placeholder", () => {
    expect(fillPlaceholders("{{candidate_name}}", { ...VALUES, candidate_name: "{{job_title}}" })).toBe("{{job_title}}");
  });

  it("takes the first word of a name", () => {
    expect(firstNameOf("  Casey   Candidate ")).toBe("Casey");
    expect(firstNameOf("")).toBe("");
  });
});
