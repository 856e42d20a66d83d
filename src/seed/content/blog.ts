/*
 * A small real blog taxonomy so the read API's posts/authors/categories/tags answer with data before
 * the blog issue adds its editor. Post slugs end in a 36-character id (spec 2.7 "Blog").
 */
export const SEED_AUTHORS = [
  { slug: "maya-ortiz", name: "Maya Ortiz", bio: "Career coach and head of job seeker programs at Upstep. Fifteen years helping people change careers." },
  { slug: "daniel-okafor", name: "Daniel Okafor", bio: "Talent acquisition lead who writes about skills-based hiring for Upstep's employer community." },
];

export const SEED_CATEGORIES = [
  { slug: "job-search", name: "Job search", description: "Finding openings, applying and following up." },
  { slug: "interviews", name: "Interviews", description: "Preparing for and succeeding in interviews." },
  { slug: "hiring", name: "Hiring", description: "Advice for employers and hiring managers." },
];

export const SEED_TAGS = [
  { slug: "resume", name: "Resume" },
  { slug: "remote-work", name: "Remote work" },
  { slug: "skills-based-hiring", name: "Skills-based hiring" },
  { slug: "career-change", name: "Career change" },
];

export const SEED_POSTS = [
  {
    slug: "five-ways-to-make-your-resume-skills-first-8f0c5b1e-2a4d-4c6f-9b7a-3d1e5f2a6c90",
    title: "Five ways to make your resume skills-first",
    excerpt: "Employers increasingly hire on skills. Here is how to put yours at the top of the page.",
    bodyHtml:
      "<p>More employers now hire on what you can do rather than where you studied. A skills-first resume makes that easy for them to see.</p><h2>1. Lead with a skills summary</h2><p>Open with three to five skills that match the job, each backed by a result.</p><h2>2. Quantify results</h2><p>“Cut order errors by 30%” says more than “responsible for orders”.</p><h2>3. Group experience by skill</h2><p>If you are changing careers, group projects under the skills they show.</p><h2>4. List certifications and training</h2><p>Short courses and certifications count. Include the date and the issuer.</p><h2>5. Mirror the posting's words</h2><p>Use the same names for skills as the job description, so both people and search filters find them.</p>",
    author: "maya-ortiz",
    category: "job-search",
    tags: ["resume", "career-change"],
    publishedAt: new Date("2026-01-08T15:00:00Z"),
  },
  {
    slug: "what-skills-based-hiring-means-for-your-job-postings-1b7d9e24-6c3a-4f58-8e02-7a9c4d6b2e13",
    title: "What skills-based hiring means for your job postings",
    excerpt: "Dropping unnecessary degree requirements widens your talent pool. Start with the posting.",
    bodyHtml:
      "<p>Skills-based hiring starts with the job posting: the words you choose decide who applies.</p><h2>Audit your requirements</h2><p>For each requirement ask: is it needed on day one, or can it be learned? Keep the first list short.</p><h2>Describe outcomes</h2><p>Say what success looks like after six months instead of listing years of experience.</p><h2>Show the salary range</h2><p>Postings with a range get more applicants who are a good fit, and many states now require one.</p>",
    author: "daniel-okafor",
    category: "hiring",
    tags: ["skills-based-hiring", "remote-work"],
    publishedAt: new Date("2026-01-12T15:00:00Z"),
  },
];
