/* The better-auth endpoints Account and security calls, relative to the API client's /api base. */
export const TWO_FACTOR_ENABLE = "/identity/auth/two-factor/enable";
export const TWO_FACTOR_VERIFY_TOTP = "/identity/auth/two-factor/verify-totp";
export const TWO_FACTOR_DISABLE = "/identity/auth/two-factor/disable";
export const CHANGE_PASSWORD = "/identity/auth/change-password";
export const DELETE_USER = "/identity/auth/delete-user";
