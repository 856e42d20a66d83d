import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import type { CandidateDashboard } from "../schemas";

/*
 * Spec 7 / 9: the dashboard answer is fetched only when signed in and kept 5 minutes. Run through a
 * real TanStack QueryClient (the hook's own options), with the API client mocked.
 */
const get = vi.hoisted(() => vi.fn());
vi.mock("@/lib/api/client", () => ({ api: { get } }));

const { candidateDashboardQuery } = await import("./use-candidate-dashboard");

const ANSWER = { name: "upstep" } as CandidateDashboard;

afterEach(() => {
  get.mockReset();
  vi.useRealTimers();
});

/** Subscribes an observer (as a mounted component would) and waits for the query to settle. */
async function observe(client: QueryClient, isAuthenticated: boolean) {
  const observer = new QueryObserver(client, candidateDashboardQuery({ isAuthenticated }));
  const unsubscribe = observer.subscribe(() => {});
  await vi.waitFor(() => expect(observer.getCurrentResult().fetchStatus).toBe("idle"));
  unsubscribe();
  return observer.getCurrentResult();
}

describe("the dashboard answer on the client", () => {
  it("is not fetched for a signed-out visitor", async () => {
    const client = new QueryClient();
    const result = await observe(client, false);
    expect(get).not.toHaveBeenCalled();
    expect(result.data).toBeUndefined();
  });

  it("is fetched once when signed in, from /candidates/dashboard, and reused for 5 minutes, then fetched again", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    get.mockResolvedValue(ANSWER);
    const client = new QueryClient();
    expect((await observe(client, true)).data).toEqual(ANSWER);
    expect(get).toHaveBeenCalledTimes(1);
    expect(get.mock.calls[0]![0]).toBe("/candidates/dashboard");

    vi.setSystemTime(Date.now() + 4 * 60_000);
    await observe(client, true);
    expect(get).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + 2 * 60_000);
    await observe(client, true);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
