/** How many job alerts one person, or one email address without an account, keeps (decisions 027, 037). Shared by the job alerts feature and the account hook that attaches an address's alerts. */
export const JOB_ALERTS_PER_PERSON = 20;
