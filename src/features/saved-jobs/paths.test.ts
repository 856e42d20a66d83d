import { describe, expect, it } from "vitest";
import { readSaveIntent, saveJobLoginPath } from "./paths";

const ID = "3f0a2c1e-9b7d-4e6f-8a5b-1c2d3e4f5a6b";

describe("save after log-in", () => {
  it("sends a signed-out Save to log in, back to the job's page with ?save=<id>", () => {
    expect(saveJobLoginPath(ID.toUpperCase())).toBe(`/api/auth/login?returnTo=${encodeURIComponent(`/jobs/all/all/all/all/all/${ID}?save=${ID}`)}`);
  });

  it("reads the intent and gives the address without it", () => {
    expect(readSaveIntent(`https://upstep.test/jobs/all/all/all/all/all/${ID}?save=${ID.toUpperCase()}`)).toEqual({ jobId: ID, cleanHref: `/jobs/all/all/all/all/all/${ID}` });
    expect(readSaveIntent(`https://upstep.test/jobs?keywords=nurse&save=${ID}&page=2#top`)).toEqual({ jobId: ID, cleanHref: "/jobs?keywords=nurse&page=2#top" });
    // Not a job id: nothing to save, but the parameter still goes.
    expect(readSaveIntent("https://upstep.test/jobs?save=nope")).toEqual({ jobId: "", cleanHref: "/jobs" });
    expect(readSaveIntent("https://upstep.test/jobs?keywords=nurse")).toBeNull();
  });
});
