import type { SeedPost } from "../blog";
import { INTERVIEW_POSTS } from "./interviews";
import { RESUME_POSTS } from "./resumes";

/** Every seeded blog post, one file per topic. */
export const SEED_POSTS: SeedPost[] = [...RESUME_POSTS, ...INTERVIEW_POSTS];
