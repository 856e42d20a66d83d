/*
 * The live hub's numbers (spec 4, 7 and 9), shared by the server and the browser client so both read
 * the same values. No imports: the browser bundles it.
 */
/** Spec 7: GET /get-redis-key, under the app's /api base path. */
export const HUB_KEY_PATH = "/api/get-redis-key";
/** Upstep's own hub when USER_MESSAGING_URL is not set. */
export const DEFAULT_HUB_URL = "/api/hub";
/** Spec 7: the key is sent as this header when connecting. */
export const TEMP_KEY_HEADER = "tempKey";
/** A key opens one connection within this time. */
export const HUB_KEY_TTL_MS = 60_000;
/** Spec 9: keep-alive 15 s. */
export const KEEP_ALIVE_MS = 15_000;
/** Spec 9: server timeout 30 s; the client counts a connection silent for this long as dead. */
export const SERVER_TIMEOUT_MS = 30_000;
/** Spec 4: reconnect retries wait 0, 2 s, 10 s and 30 s, then stop. */
export const RECONNECT_DELAYS_MS = [0, 2_000, 10_000, 30_000] as const;
/** Spec 9: buffer 100000 bytes: a connection whose unsent data passes this is closed (it reconnects and replays). */
export const HUB_BUFFER_BYTES = 100_000;
/**
 * Keys one person may fetch per minute: each connection attempt uses one, so ten tabs (the
 * per-person connection limit) each retrying four times after a server restart stay within it.
 */
export const HUB_KEY_RATE_LIMIT = { max: 60, windowSeconds: 60 } as const;
/** Stored notifications one (re)connection replays at most; older ones are in the inbox. */
export const HUB_REPLAY_MAX = 1_000;
/** The SSE event name every hub message carries. */
export const HUB_EVENT_NAME = "message";
