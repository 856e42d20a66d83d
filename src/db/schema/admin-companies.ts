/* Issue 19 tables (owned by the admin-companies helper). */
export {};
