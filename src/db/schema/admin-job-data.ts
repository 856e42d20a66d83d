/* Issue 19 tables (owned by the admin-job-data helper). */
export {};
