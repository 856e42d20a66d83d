import { describe, expect, it } from "vitest";
import { displayName } from "./components/display-name";
import { pipelineViewHref, profileFromPipelineHref } from "./links";
import { createPipelineSchema, tagMembersSchema, talentPipelinesQuerySchema } from "./schemas";

/* Talent pipelines' URLs, names of people who went private, and the schemas' rules (decision 043). */
const id = "0b8f3c1e-4d2a-4c6b-9f1e-2a3b4c5d6e7f";
const person = "5a6b7c8d-1e2f-4a3b-8c9d-0e1f2a3b4c5d";

describe("pipeline links", () => {
  it("opens a pipeline by id under /hiring and by name under /talent, with filters, the selected person and the company", () => {
    expect(pipelineViewHref("hiring", { id, name: "Night shift" })).toBe(`/hiring/pipelines/${id}`);
    expect(pipelineViewHref("hiring", { id, name: "Night shift" }, { selected: person, tag: "ICU" })).toBe(`/hiring/pipelines/${id}?selected=${person}&tag=ICU`);
    expect(pipelineViewHref("talent", { id, name: "Night shift & more" }, { selected: person, stage: id, company: id })).toBe(
      `/talent/pipelines?name=Night+shift+%26+more&selected=${person}&stage=${id}&company=${id}`,
    );
    expect(profileFromPipelineHref(person, "talent")).toBe(`/talent/${person}?from=pipeline`);
    expect(profileFromPipelineHref(person, "hiring")).toBe(`/hiring/${person}?from=pipeline`);
  });

  it("names a person who went private without details, keeping an applicant's name", () => {
    expect(displayName({ available: true, name: "Ana Lee" })).toBe("Ana Lee");
    expect(displayName({ available: false, name: null })).toBe("Profile no longer available");
    expect(displayName({ available: false, name: "Priya Private" })).toBe("Priya Private (profile no longer available)");
  });
});

describe("schemas", () => {
  it("take default stages when none are given and refuse duplicates in any case", () => {
    expect(createPipelineSchema.parse({ name: " Nurses " })).toEqual({ name: "Nurses", description: "" });
    expect(createPipelineSchema.safeParse({ name: "N", stages: ["New", "new"] }).error?.issues[0]?.message).toBe("Each stage needs a different name");
    expect(createPipelineSchema.safeParse({ name: "N", stages: Array.from({ length: 13 }, (_, i) => `S${i}`) }).success).toBe(false);
  });

  it("want a tag to add or remove, without commas", () => {
    expect(tagMembersSchema.safeParse({ memberIds: [id] }).error?.issues[0]?.message).toBe("Name a tag to add or remove");
    expect(tagMembersSchema.safeParse({ memberIds: [id], add: ["a,b"] }).error?.issues[0]?.message).toBe("A tag cannot contain a comma");
  });

  it("ignore a malformed selected id and an overlong name in /talent/pipelines' query", () => {
    expect(talentPipelinesQuerySchema.parse({ name: "x".repeat(200), selected: "nope" })).toEqual({ name: undefined, selected: undefined });
    expect(talentPipelinesQuerySchema.parse({ name: " Night shift ", selected: person })).toEqual({ name: "Night shift", selected: person });
  });
});
