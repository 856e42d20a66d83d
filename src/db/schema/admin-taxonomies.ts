/* Issue 19 tables (owned by the admin-taxonomies helper). */
export {};
