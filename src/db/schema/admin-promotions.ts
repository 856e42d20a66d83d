/* Issue 19 tables (owned by the admin-promotions helper). */
export {};
