/* Issue 19 tables (owned by the admin-metrics helper). */
export {};
