/** TanStack query keys that an avatar change refreshes (spec 7). The app-context key lives in app-context/types. */
export const AVATAR_QUERY_KEY = ["avatar"] as const;
export const PROFILE_QUERY_KEY = ["profile"] as const;
export const USER_SESSION_QUERY_KEY = ["user-session"] as const;
export const AVATAR_API_PATH = "/profiles/avatar";
