import { html, type SeedPost } from "../blog";

/* Hiring posts for employers: skills-based postings, inclusive wording, structured interviews. */
export const EMPLOYER_POSTS: SeedPost[] = [
  {
    title: "What skills-based hiring means for your job postings",
    legacySlug: "what-skills-based-hiring-means-for-your-job-postings-1b7d9e24-6c3a-4f58-8e02-7a9c4d6b2e13",
    excerpt: "Dropping unnecessary degree requirements widens your talent pool. Start with the posting: audit each requirement, describe outcomes and show the pay.",
    description: "Rewrite job postings for skills-based hiring: audit degree and experience requirements, describe outcomes and publish a salary range.",
    authors: ["daniel-okafor"],
    primaryTag: "skills-based-hiring",
    tags: ["for-employers"],
    category: "hiring",
    publishedAt: new Date("2026-01-12T15:00:00Z"),
    bodyHtml: html`
      <p>Skills-based hiring means selecting people for what they can do, rather than using degrees, job titles or years of experience as stand-ins. Large employers and many state governments have removed degree requirements from thousands of roles in recent years, and several report larger and more diverse applicant pools as a result. It starts with the job posting: the words you choose decide who applies.</p>
      <h2>Audit your requirements</h2>
      <p>Take your current posting and, for each requirement, ask three questions:</p>
      <ol>
      <li>Is it needed on day one, or can it be learned in the first months?</li>
      <li>Is it a real skill, or a proxy for one? "Bachelor's degree" is often a proxy for "writes clearly" or "can analyse data".</li>
      <li>Would our best current performer in this role meet it? If not, it is filtering out people like them.</li>
      </ol>
      <p>Keep the list of true must-haves short, ideally five or fewer. Move the rest to "nice to have" or remove them. Many qualified people, particularly women and career changers, do not apply unless they meet nearly every listed requirement.</p>
      <h2>Replace credentials with skills</h2>
      <p>Where you used a credential, name the skill behind it:</p>
      <ul>
      <li>"Bachelor's degree in business" becomes "able to build and explain a budget for a 20-person department".</li>
      <li>"5+ years of experience" becomes "has managed vendor relationships and negotiated renewals independently".</li>
      <li>"Degree required" becomes "degree, or equivalent experience through work, military service or training".</li>
      </ul>
      <p>Licences that the law requires, such as a nursing licence or a commercial driver's licence, stay. Everything else is up for review.</p>
      <h2>Describe outcomes</h2>
      <p>Say what success looks like after six months instead of listing years of experience. Candidates can picture themselves in the job, and you attract people motivated by the work itself.</p>
      <blockquote><p>"In your first six months you will take over scheduling for our three warehouses, reduce overtime by tightening shift coverage, and train two shift leads on the new system."</p></blockquote>
      <h2>Show the salary range</h2>
      <p>Postings with a range get more applicants who are a good fit, and fewer late-stage surprises. A growing number of states and cities now require one. Publish an honest range, not one so wide it means nothing.</p>
      <h2>Match the process to the posting</h2>
      <p>A skills-based posting followed by a resume screen for degrees undoes the work. Make the rest of the process consistent:</p>
      <ul>
      <li>Screen applications against the skills listed, using a short scoring guide.</li>
      <li>Use a work sample or practical exercise related to the real job.</li>
      <li>Ask every candidate the same structured interview questions.</li>
      </ul>
      <h2>Measure the result</h2>
      <p>Track the number of applicants, how many pass each stage, time-to-fill and how new hires perform at six and twelve months. Compare roles where you removed degree requirements with those where you did not. Most employers find the numbers make the case for extending the approach.</p>
      <p>Ready to rewrite one? <a href="/hiring/job-postings/create">Create a job posting on Upstep</a> and list the skills the role truly needs, so candidates searching by skill can find it.</p>
    `,
  },
  {
    title: "Writing an inclusive job posting: a checklist with examples",
    excerpt: "Small changes in wording, requirements and format decide who applies. A practical checklist for inclusive job postings, with before-and-after examples.",
    description: "Write an inclusive job posting: plain language, neutral wording, essential requirements only, pay transparency and accommodations.",
    authors: ["daniel-okafor"],
    primaryTag: "for-employers",
    tags: ["skills-based-hiring"],
    category: "hiring",
    publishedAt: new Date("2026-08-20T14:00:00Z"),
    bodyHtml: html`
      <p>Your job posting is the first filter in your hiring process, and it works whether you mean it to or not. Jargon, long requirement lists and subtly coded language can discourage capable people from applying long before you see their application. Inclusive postings widen the pool and usually improve quality, because more of the people who could do the job well actually apply. Use this checklist on your next posting.</p>
      <h2>1. Start with what the job is for</h2>
      <p>Open with two or three sentences about the role's purpose and its impact, not a paragraph about the company's history. Candidates decide in seconds whether to keep reading.</p>
      <h2>2. Use plain language</h2>
      <ul>
      <li>Replace internal jargon and acronyms: "our WMS" becomes "our warehouse management system".</li>
      <li>Prefer "you will" to "the successful candidate shall".</li>
      <li>Keep sentences short. Aim for a posting that reads easily at a high-school level.</li>
      </ul>
      <h2>3. Check for coded language</h2>
      <p>Research on job advertisements has found that some words attract or discourage different groups. Words like "rockstar", "ninja", "dominant" or "aggressive" tend to signal a narrow culture. Words like "young", "digital native" or "recent graduate" can signal age bias and may create legal risk. Describe the behaviour you need instead.</p>
      <ul>
      <li>Before: "We want a competitive rockstar who dominates their numbers."</li>
      <li>After: "You will manage a portfolio of 60 accounts and set ambitious but achievable targets with your manager."</li>
      </ul>
      <h2>4. List only essential requirements</h2>
      <p>Separate must-haves from nice-to-haves, and keep must-haves to about five. Ask whether each degree or year-count requirement is truly needed, and add "or equivalent experience" where it is not. Long lists discourage people who meet 80% of them, and those people are often excellent hires.</p>
      <h2>5. Show the pay and the essentials</h2>
      <ul>
      <li>A genuine pay range, and how pay is set (for example, by experience or location).</li>
      <li>Schedule, shift patterns and any weekend or on-call work.</li>
      <li>Location: on-site, hybrid or remote, and any geographic limits.</li>
      <li>The main benefits, including leave and flexibility.</li>
      </ul>
      <p>Transparency saves everyone time and removes a barrier for people who are less comfortable asking about pay.</p>
      <h2>6. Describe physical requirements accurately</h2>
      <p>"Must lift 50 pounds" belongs only in postings where the job really requires it, and "must be able to stand" only where sitting is genuinely impossible. Describe the essential function ("moves stock of up to 50 pounds with or without lifting equipment") rather than assuming how it is done.</p>
      <h2>7. Invite accommodation requests</h2>
      <p>Include a clear statement and a contact:</p>
      <blockquote><p>"We welcome applicants with disabilities. If you need an adjustment at any stage of the application or interview process, email careers@example.com and we will work with you."</p></blockquote>
      <p>Make sure someone actually monitors that address.</p>
      <h2>8. Make the format accessible</h2>
      <ul>
      <li>Use real headings and bullet lists, not text in images.</li>
      <li>Keep the application short. Every extra screen loses candidates, especially on phones.</li>
      <li>Say how long the process takes and what the steps are.</li>
      </ul>
      <h2>9. Test it</h2>
      <p>Ask two or three people who do the job today, from different backgrounds, to read the posting. Would they apply? What put them off? Then track applicant numbers and diversity before and after your changes.</p>
      <p>Put the checklist to work: <a href="/hiring/job-postings/create">write your next posting on Upstep</a>, where the salary range and schedule have their own fields.</p>
    `,
  },
  {
    title: "Structured interviews: a fairer, faster way to hire",
    excerpt: "Structured interviews predict job performance far better than casual conversations. How to write the questions, build a scoring guide and train your interviewers.",
    description: "Run structured interviews: define the competencies, write behavioral and situational questions, score with anchors, debrief fairly.",
    authors: ["daniel-okafor", "marcus-bell"],
    primaryTag: "for-employers",
    tags: ["interviews", "skills-based-hiring"],
    category: "hiring",
    publishedAt: new Date("2026-09-17T14:00:00Z"),
    bodyHtml: html`
      <p>In an unstructured interview, each interviewer asks whatever comes to mind and forms an overall impression. It feels natural, but decades of research on hiring show that it predicts job performance poorly and leaves plenty of room for bias, including the tendency to favour candidates who remind us of ourselves. Structured interviews, where every candidate gets the same job-related questions scored against the same guide, are among the most reliable selection methods available. They are also faster to run once they are set up.</p>
      <h2>Step 1: define what the job needs</h2>
      <p>Before writing questions, list the four to six competencies that matter most for success in the role. Talk to the hiring manager and to people who do the job well. For a customer service team lead, that might be: resolving escalations, coaching others, prioritising under pressure, and clear written communication.</p>
      <h2>Step 2: write the questions</h2>
      <p>Write one or two questions per competency, of two types:</p>
      <ul>
      <li><strong>Behavioral:</strong> "Tell me about a time you had to coach a team member whose performance had slipped. What did you do?"</li>
      <li><strong>Situational:</strong> "A customer has been transferred three times and is now asking for a manager. Two of your team are out sick. What do you do in the next ten minutes?"</li>
      </ul>
      <p>Agree on one or two follow-up prompts for each ("What was the result?", "What would you do differently?") so probing is consistent too.</p>
      <h2>Step 3: build an anchored scoring guide</h2>
      <p>For each question, describe what a weak, acceptable and strong answer looks like, on a 1-5 scale. For the coaching question:</p>
      <ul>
      <li><strong>1-2:</strong> avoided the conversation, or only escalated to HR; no specific actions.</li>
      <li><strong>3:</strong> held a conversation, set expectations, followed up once.</li>
      <li><strong>4-5:</strong> understood the cause, agreed on a specific plan with the person, followed up regularly, and can describe the measurable result.</li>
      </ul>
      <p>Anchors are what make scores comparable across interviewers and candidates.</p>
      <h2>Step 4: run the interview the same way</h2>
      <ul>
      <li>Ask every candidate the same questions in the same order.</li>
      <li>Take notes on what the candidate said, not your impression of them.</li>
      <li>Let candidates know the format at the start; it puts them at ease.</li>
      <li>Leave time at the end for their questions, which you do not score.</li>
      </ul>
      <h2>Step 5: score independently, then discuss</h2>
      <p>Each interviewer scores on their own immediately after the interview, before talking to anyone. Then hold a short debrief: compare scores question by question and discuss the largest differences using the evidence in your notes. Independent scoring prevents the most senior or most confident person from setting everyone's view.</p>
      <h2>Common pitfalls</h2>
      <ul>
      <li><strong>"Culture fit" as a criterion.</strong> Replace it with specific, job-related behaviours, such as "shares knowledge with colleagues".</li>
      <li><strong>Going off-script</strong> because the conversation is flowing. Chat afterwards if you like, but do not score it.</li>
      <li><strong>Brainteasers.</strong> They do not predict performance and frustrate good candidates.</li>
      <li><strong>Untrained interviewers.</strong> A 45-minute session on the questions, the scoring guide and note-taking makes a large difference.</li>
      </ul>
      <h2>What you gain</h2>
      <p>Teams that switch to structured interviews typically report shorter debriefs, more confident decisions, and better documentation if a decision is ever questioned. Candidates also tend to find them fairer. Keep your questions and scoring guides with the posting, and track each candidate's stage for the role from your <a href="/hiring/dashboard">hiring dashboard</a>.</p>
    `,
  },
];
