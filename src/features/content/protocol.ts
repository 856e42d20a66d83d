/** The content read API's header and path (spec 7: a client-version header is sent). */
export const CONTENT_CLIENT_VERSION_HEADER = "x-content-client-version";
export const CONTENT_API_BASE_PATH = "/api/content/v2";
/** Spec 9: content client default timeout. */
export const CONTENT_CLIENT_TIMEOUT_MS = 3000;
