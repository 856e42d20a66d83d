/** TanStack query keys that an avatar change refreshes (spec 7). The app-context and user-session keys live in app-context. */
export const AVATAR_QUERY_KEY = ["avatar"] as const;
export const PROFILE_QUERY_KEY = ["profile"] as const;
export const AVATAR_API_PATH = "/profiles/avatar";
