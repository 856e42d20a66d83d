import { vi } from "vitest";

/*
 * The one next/cache stand-in of the integration tests, mocked for every file in setup-next-cache.ts;
 * a test imports nextCacheMock to assert on it. It lives on globalThis, so it is the same object in
 * every file (isolate: false shares modules, and a server module binds next/cache only once).
 */
type NextCacheMock = { unstable_cache: <T>(fn: T) => T; revalidateTag: ReturnType<typeof vi.fn>; revalidatePath: ReturnType<typeof vi.fn> };

const shared = globalThis as unknown as { upstepNextCacheMock?: NextCacheMock };
export const nextCacheMock: NextCacheMock = (shared.upstepNextCacheMock ??= { unstable_cache: (fn) => fn, revalidateTag: vi.fn(), revalidatePath: vi.fn() });
