/* Issue 19 tables (owned by the admin-people helper). */
export {};
