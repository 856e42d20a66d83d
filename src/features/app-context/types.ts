/** GET /api/context (spec 3 "App context response" and "Session"). */
export type AppContext = {
  session: {
    isAuthenticated: boolean;
    roles: string[];
    profile: { avatar: string | null; subscriberGuid: string; createDate: string } | null;
  };
  enabledFeatures: string[];
  env: {
    BASE_URL: string;
    GOOGLE_TAG_MANAGER: string | null;
    USER_MESSAGING_URL: string | null;
    TELEMETRY_CONNECTION_STRING: string | null;
    APP_ENV: string;
  };
};

export const APP_CONTEXT_QUERY_KEY = ["app-context"] as const;
/** Spec 7 / 9: the context is retried up to 10 times and cached 2 minutes. */
export const APP_CONTEXT_RETRY = 10;
export const APP_CONTEXT_STALE_MS = 2 * 60 * 1000;
/** Exponential from 250 ms, capped at 2 s: ten retries give up after about 16 s, not minutes. */
export function appContextRetryDelay(attempt: number): number {
  return Math.min(250 * 2 ** attempt, 2000);
}

/** The fields of a query result that the app's components read (app-context-store.ts). */
export type QueryState<T> = { data: T | undefined; isPending: boolean; isError: boolean; failureCount: number };
