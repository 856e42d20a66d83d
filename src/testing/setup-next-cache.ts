import { vi } from "vitest";

/*
 * next/cache in every integration test file: the one shared stand-in (next-cache-mock.ts).
 * Integration files share modules (isolate: false), so a server module binds next/cache from the first
 * file that loaded it. A mock declared per file missed calls whenever a file without one (the API
 * matrix, the page censuses) had loaded company-caches first; mocked here, in a setup file, it is the
 * same object for every file, whatever order they run in.
 */
vi.mock("next/cache", async () => (await import("@/testing/next-cache-mock")).nextCacheMock);
