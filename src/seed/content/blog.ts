/*
 * The blog's seeded taxonomy (issue 18): authors with their role line, the categories the read API
 * has served since the content service, the tags with their descriptions and one cover image per tag
 * (public/images/blog/<tag>.png, drawn by scripts/generate-blog-images.mjs). The posts themselves
 * live in ./posts/*.ts, one file per topic.
 */

export const SEED_AUTHORS = [
  {
    slug: "maya-ortiz",
    name: "Maya Ortiz",
    role: "Career coach, head of job seeker programs at Upstep",
    bio: "Maya has spent fifteen years helping people change careers, first in community college career centers and now running Upstep's job seeker programs. She writes about resumes and career moves.",
  },
  {
    slug: "daniel-okafor",
    name: "Daniel Okafor",
    role: "Talent acquisition lead, skills-based hiring",
    bio: "Daniel has built recruiting teams at a regional hospital network and a logistics company. He writes about skills-based hiring, fair interviews and getting requisitions filled.",
  },
  {
    slug: "priya-raman",
    name: "Priya Raman",
    role: "Compensation analyst turned negotiation coach",
    bio: "Priya set pay bands for eight years before switching sides to coach candidates through offers. She believes most people leave money on the table because nobody showed them the numbers.",
  },
  {
    slug: "marcus-bell",
    name: "Marcus Bell",
    role: "Interview coach, former tech recruiter",
    bio: "Marcus ran more than two thousand phone screens as an in-house recruiter. He now coaches candidates on interviews and writes about what recruiters actually listen for.",
  },
  {
    slug: "elena-fischer",
    name: "Elena Fischer",
    role: "Remote team lead and workplace writer",
    bio: "Elena has managed distributed teams across five time zones since 2018. She writes about finding remote work, doing it well and being seen when nobody shares your office.",
  },
  {
    slug: "jordan-reyes",
    name: "Jordan Reyes",
    role: "Workforce development advisor, career changer",
    bio: "Jordan moved from restaurant management into IT support at thirty-four and now advises workforce programs. He writes for people starting out or starting over.",
  },
] as const;

export type SeedAuthorSlug = (typeof SEED_AUTHORS)[number]["slug"];

export const SEED_CATEGORIES = [
  { slug: "job-search", name: "Job search", description: "Finding openings, applying and following up." },
  { slug: "interviews", name: "Interviews", description: "Preparing for and succeeding in interviews." },
  { slug: "hiring", name: "Hiring", description: "Advice for employers and hiring managers." },
  { slug: "career-growth", name: "Career growth", description: "Pay, promotions, new directions and the skills that move a career." },
] as const;

export type SeedCategorySlug = (typeof SEED_CATEGORIES)[number]["slug"];

/**
 * `image` is the tag's cover (its file name under /images/blog) and what it shows, for alt text.
 * The first four slugs are the ones the content service seeded before issue 18 and are kept so an
 * existing database gains descriptions instead of duplicate topics.
 */
export const SEED_TAGS = [
  {
    slug: "resume",
    name: "Resumes",
    description: "Writing, tailoring and formatting a resume that gets read by people and by applicant tracking systems.",
    imageAlt: "Upstep career advice cover for Resumes: a resume page with a photo block and lines of text on a bright blue gradient",
  },
  {
    slug: "remote-work",
    name: "Remote work",
    description: "Finding remote roles, interviewing over video and staying visible on a distributed team.",
    imageAlt: "Upstep career advice cover for Remote work: a house outline with a laptop screen inside on a teal gradient",
  },
  {
    slug: "skills-based-hiring",
    name: "Skills-based hiring",
    description: "Hiring for what people can do rather than the degrees and titles they hold.",
    imageAlt: "Upstep career advice cover for Skills-based hiring: four puzzle pieces fitting together on an indigo gradient",
  },
  {
    slug: "career-change",
    name: "Career change",
    description: "Moving into a new field: transferable skills, retraining and your first role in the new line of work.",
    imageAlt: "Upstep career advice cover for Career change: a dotted path rising through two milestones to an upward arrow on a violet gradient",
  },
  {
    slug: "interviews",
    name: "Interviews",
    description: "Phone screens, behavioral questions, panels and following up, with worked examples.",
    imageAlt: "Upstep career advice cover for Interviews: two overlapping speech bubbles on a blue gradient",
  },
  {
    slug: "salary-and-negotiation",
    name: "Salary and negotiation",
    description: "Researching pay ranges, negotiating offers and raises, and weighing benefits beyond salary.",
    imageAlt: "Upstep career advice cover for Salary and negotiation: a rising bar chart topped by a stack of coins on a green gradient",
  },
  {
    slug: "job-search",
    name: "Job search",
    description: "Planning a search, networking, job alerts and keeping going through rejections.",
    imageAlt: "Upstep career advice cover for Job search: a magnifying glass over a list of job cards on a blue gradient",
  },
  {
    slug: "for-employers",
    name: "For employers",
    description: "Practical hiring advice for recruiters, hiring managers and small business owners.",
    imageAlt: "Upstep career advice cover for For employers: an office building with an arrow pointing up and to the right on a navy gradient",
  },
  {
    slug: "early-career",
    name: "Early career",
    description: "Your first jobs: internships, entry-level roles and building experience from scratch.",
    imageAlt: "Upstep career advice cover for Early career: a sprout growing from the top of a staircase on a green gradient",
  },
  {
    slug: "workplace-skills",
    name: "Workplace skills",
    description: "The skills that make you good to work with: communication, feedback and managing your time.",
    imageAlt: "Upstep career advice cover for Workplace skills: two gear wheels on a purple gradient",
  },
  {
    slug: "networking",
    name: "Networking",
    description: "Building professional relationships, informational interviews and asking for referrals.",
    imageAlt: "Upstep career advice cover for Networking: five connected circles forming a network on a cyan gradient",
  },
] as const;

export type SeedTagSlug = (typeof SEED_TAGS)[number]["slug"];

/** Where a tag's cover image is served from (public/images/blog/<tag>.png). */
export function blogCoverPath(tag: SeedTagSlug): string {
  return `/images/blog/${tag}.png`;
}

export type SeedPost = {
  title: string;
  /** 1-2 sentences for cards and feeds (<= 300 characters). */
  excerpt: string;
  /** Meta description for search engines. */
  description: string;
  /** HTML without h1 (the page owns it); survives sanitizeRichHtml unchanged. */
  bodyHtml: string;
  /** Byline order, 1-2. */
  authors: readonly [SeedAuthorSlug] | readonly [SeedAuthorSlug, SeedAuthorSlug];
  /** The tag the post is filed under; its cover is the post's feature image. */
  primaryTag: SeedTagSlug;
  /** Further tags (1-3), besides the primary one. */
  tags: readonly SeedTagSlug[];
  category: SeedCategorySlug;
  publishedAt: Date;
  /** The slug this post had before issue 18 (words then a made-up id); it is renamed on upgrade. */
  legacySlug?: string;
};

/**
 * A post body written one block element per line: the lines are trimmed and joined, so the stored
 * HTML has no whitespace between blocks and sanitizeRichHtml leaves it exactly as written.
 */
export function html(strings: TemplateStringsArray): string {
  return strings[0]!
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("");
}
