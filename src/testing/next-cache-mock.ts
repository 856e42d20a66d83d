import { vi } from "vitest";

/*
 * One next/cache stand-in for every integration test file that mocks it:
 *   vi.mock("next/cache", async () => (await import("@/testing/next-cache-mock")).nextCacheMock);
 * Integration files share modules (isolate: false), so a server module binds next/cache from the
 * first file that loaded it, and a spy of a file's own would miss calls made through another file's
 * mock (admin-companies' revalidateTag assertion failed that way when merge-companies ran first).
 * This one lives on globalThis: every file's mock is the same object, whatever order they ran in.
 */
type NextCacheMock = { unstable_cache: <T>(fn: T) => T; revalidateTag: ReturnType<typeof vi.fn>; revalidatePath: ReturnType<typeof vi.fn> };

const shared = globalThis as unknown as { upstepNextCacheMock?: NextCacheMock };
export const nextCacheMock: NextCacheMock = (shared.upstepNextCacheMock ??= { unstable_cache: (fn) => fn, revalidateTag: vi.fn(), revalidatePath: vi.fn() });
