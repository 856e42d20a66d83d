/*
 * Header names and values shared by the browser client and the server (spec 7 "Shared API client").
 * Plain constants with no server imports, so both sides can use them.
 */
export const CSRF_HEADER = "x-csrf";
export const CSRF_VALUE = "1";
export const AUTH_VERSION_HEADER = "x-auth-version";
export const AUTH_VERSION = "2";
/**
 * A request that says auth version 1 (an old client) is answered with the same header set to 1: the
 * marker that makes the client hide notifications and reload (spec 4).
 */
export const AUTH_VERSION_1 = "1";
/** When present on a response the browser is sent to its value (spec 7 "Handling of answers"). */
export const AUTH_REDIRECT_HEADER = "x-auth-redirect";
export const CORRELATION_HEADER = "x-correlation-id";
export const STATE_CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
