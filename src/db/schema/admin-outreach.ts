/* Issue 19 tables (owned by the admin-outreach helper). */
export {};
