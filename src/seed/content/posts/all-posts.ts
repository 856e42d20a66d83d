import type { SeedPost } from "../blog";
import { CAREER_CHANGE_POSTS } from "./career-change";
import { EARLY_CAREER_POSTS } from "./early-career";
import { EMPLOYER_OPERATIONS_POSTS } from "./employer-operations";
import { EMPLOYER_POSTS } from "./employers";
import { INTERVIEW_POSTS } from "./interviews";
import { JOB_SEARCH_POSTS } from "./job-search";
import { PAY_POSTS } from "./pay";
import { REMOTE_WORK_POSTS } from "./remote-work";
import { RESUME_POSTS } from "./resumes";

/** Every seeded blog post, one file per topic. */
export const SEED_POSTS: SeedPost[] = [
  ...RESUME_POSTS,
  ...INTERVIEW_POSTS,
  ...PAY_POSTS,
  ...CAREER_CHANGE_POSTS,
  ...JOB_SEARCH_POSTS,
  ...REMOTE_WORK_POSTS,
  ...EARLY_CAREER_POSTS,
  ...EMPLOYER_POSTS,
  ...EMPLOYER_OPERATIONS_POSTS,
];
