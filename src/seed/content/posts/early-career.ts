import { html, type SeedPost } from "../blog";

/* Early career and workplace skills posts: a first job, the first 90 days, feedback. */
export const EARLY_CAREER_POSTS: SeedPost[] = [
  {
    title: "Getting your first job when every posting asks for experience",
    excerpt: "The entry-level paradox is real, but there are ways through it: counting the experience you already have, building more quickly, and applying where newcomers are hired.",
    description: "How to get a first job with no formal experience: what counts as experience, quick ways to build more, employers that train newcomers.",
    authors: ["jordan-reyes"],
    primaryTag: "early-career",
    tags: ["resume", "job-search"],
    category: "job-search",
    publishedAt: new Date("2026-07-30T14:00:00Z"),
    bodyHtml: html`
      <p>"Entry level, 2-3 years of experience required." Anyone who has looked for a first job has seen a posting like this and wondered how anyone gets started. The good news: requirements in postings are often wish lists, experience comes in more forms than paid jobs, and some employers specialise in hiring and training newcomers.</p>
      <h2>Read requirements as a wish list</h2>
      <p>Hiring managers often write postings for an ideal candidate who rarely applies. If you meet most of the must-haves and can show you learn quickly, apply. For an entry-level role, "2 years of experience" frequently means "evidence you can show up reliably and do the basics". Do not apply to roles that require a licence you do not have, but do apply where you meet 60-70% of the list.</p>
      <h2>Count the experience you already have</h2>
      <p>Experience is not only paid, full-time work in the same field. On a first resume, it is fair to include:</p>
      <ul>
      <li><strong>Part-time and seasonal jobs:</strong> retail, food service, camp counselling and delivery all show reliability and customer skills.</li>
      <li><strong>School and training projects:</strong> especially group projects with a real deliverable.</li>
      <li><strong>Volunteering:</strong> running a fundraiser, tutoring, managing a club's social media.</li>
      <li><strong>Family responsibilities:</strong> helping run a family business, managing a household budget, caring for relatives.</li>
      <li><strong>Self-taught skills:</strong> a website you built, a spreadsheet you use to track something, a YouTube channel.</li>
      </ul>
      <h2>Build experience quickly</h2>
      <p>If your resume is thin, add one thing in the next month that produces evidence:</p>
      <ul>
      <li>A short certificate in a tool the postings mention (Excel, Salesforce, QuickBooks, a CNA or forklift certification).</li>
      <li>A small project for a real organisation: a nonprofit's newsletter, a neighbour's shop inventory sheet.</li>
      <li>Temporary or contract work through a staffing agency, which often leads to permanent offers.</li>
      </ul>
      <h2>Apply where newcomers are hired</h2>
      <p>Some employers build their workforce by training people from scratch. Look for postings that mention "paid training", "no experience necessary", "apprenticeship", "trainee" or "associate" programs. Hospitals, logistics companies, banks, insurers, utilities, government agencies and large retailers often run them. Apprenticeships in particular pay you while you learn and lead to a recognised credential.</p>
      <h2>A first resume that works</h2>
      <p>Put your strongest evidence first. For many first-time job seekers that means:</p>
      <ol>
      <li>A two-line summary naming the role you want and two relevant strengths.</li>
      <li>A skills section with tools and certifications.</li>
      <li>A "Projects and experience" section combining jobs, volunteering and projects, each with a result.</li>
      <li>Education last, unless it is your main qualification.</li>
      </ol>
      <h3>Example bullet</h3>
      <blockquote><p>"Volunteer coordinator, Eastside Food Bank (2025): scheduled 30 volunteers across 8 weekly shifts using a shared spreadsheet; cut no-shows by half with reminder texts."</p></blockquote>
      <p>That bullet shows scheduling, tools, communication and a result. For an office assistant or operations role, it is real, relevant experience.</p>
      <h2>Use people, not only postings</h2>
      <p>First jobs very often come through someone you know. Tell family, teachers, coaches and former managers exactly what kind of role you want. Ask your school's career center or a local workforce center about employers that hire their graduates.</p>
      <h2>Be persistent and quick</h2>
      <p>Entry-level postings receive many applications. Apply within a few days of posting, follow up once, and keep going. Browse <a href="/jobs">entry-level jobs on Upstep</a> and <a href="/join">create your free profile</a> so employers who hire newcomers can find you.</p>
    `,
  },
  {
    title: "Your first 90 days in a new job",
    excerpt: "The first three months shape how a new team sees you for years. What to focus on in each month, questions to ask your manager, and early wins that matter.",
    description: "How to succeed in the first 90 days of a new job: learn the role, build relationships, agree on expectations and deliver early wins.",
    authors: ["maya-ortiz", "elena-fischer"],
    primaryTag: "workplace-skills",
    tags: ["early-career"],
    category: "career-growth",
    publishedAt: new Date("2026-09-10T14:00:00Z"),
    bodyHtml: html`
      <p>You got the job. The next three months matter more than most people realise: your colleagues form impressions quickly, and your manager decides how much to trust you with. You do not need to prove everything at once. You need to learn fast, build relationships and deliver a few clear early results. Here is a month-by-month guide.</p>
      <h2>Before day one</h2>
      <ul>
      <li>Confirm the practical details: start time, where to go or which link to join, what to bring, who to ask for.</li>
      <li>Reread the job posting and your interview notes. They describe what the team hoped you would fix.</li>
      <li>Rest. Starting a new job is tiring.</li>
      </ul>
      <h2>Days 1-30: learn</h2>
      <p>Your main job in the first month is to understand how things work and who does what.</p>
      <ul>
      <li><strong>Meet people one-to-one.</strong> Ask each colleague: "What do you work on? How does your work connect to mine? What do you wish new people knew?"</li>
      <li><strong>Write things down.</strong> Keep a notes document of processes, names, acronyms and answers, so you ask each question only once.</li>
      <li><strong>Learn the unwritten rules.</strong> How do people prefer to communicate? When are meetings? How formal are emails?</li>
      <li><strong>Ask questions freely.</strong> New people are expected to ask. The window for "I'm new, can you explain..." does not stay open forever.</li>
      </ul>
      <h2>The expectations conversation</h2>
      <p>In your first two weeks, ask your manager for 30 minutes to agree on what success looks like:</p>
      <blockquote><p>"To make sure I'm focusing on the right things: what would you want me to have achieved by the end of my first 90 days? And how do you prefer to get updates from me, and how often?"</p></blockquote>
      <p>Write down the answer and send a short summary by email. You now have a shared definition of success, which protects you from shifting expectations.</p>
      <h2>Days 31-60: contribute</h2>
      <ul>
      <li><strong>Take ownership of something small</strong> and deliver it well: a report, a process, a set of customer accounts.</li>
      <li><strong>Look for an early win:</strong> a small, visible problem others have tolerated, like an outdated checklist or a confusing shared folder. Fix it, carefully and without criticising how things were.</li>
      <li><strong>Ask for feedback:</strong> "What's one thing I could do differently?" is easier for managers to answer than "How am I doing?"</li>
      </ul>
      <h2>Days 61-90: show your direction</h2>
      <ul>
      <li>Take on a larger piece of work, or start improving something you have noticed.</li>
      <li>Share ideas, framed as questions: "I noticed we re-enter orders in two systems. Has anyone looked at connecting them?"</li>
      <li>Review your 90-day goals with your manager and agree on the next three to six months.</li>
      </ul>
      <h2>Common mistakes to avoid</h2>
      <ul>
      <li><strong>Changing too much too soon.</strong> Understand why things are done a certain way before proposing changes.</li>
      <li><strong>"At my old job we..."</strong> Once or twice is useful; constantly is grating.</li>
      <li><strong>Staying invisible.</strong> Especially if you work remotely, share progress in writing regularly.</li>
      <li><strong>Saying yes to everything.</strong> It is fine to ask which of two requests comes first.</li>
      </ul>
      <h2>Keep a record of your wins</h2>
      <p>Start a simple document of what you accomplished and when, with numbers where possible. It will help at your first review and the next time you update your resume. Add new skills and certifications to your <a href="/dashboard/candidate360/work-history">Upstep profile</a> as you earn them, too.</p>
    `,
  },
  {
    title: "How to ask for feedback at work, and what to do with it",
    excerpt: "Feedback you ask for is more useful than feedback you wait for. Questions that get honest answers, how to respond in the moment, and how to turn it into progress.",
    description: "How to ask managers and peers for useful feedback, respond without getting defensive, and turn what you hear into visible progress.",
    authors: ["elena-fischer"],
    primaryTag: "workplace-skills",
    tags: ["early-career"],
    category: "career-growth",
    publishedAt: new Date("2026-10-15T14:00:00Z"),
    bodyHtml: html`
      <p>Most of us get formal feedback once or twice a year, in a review, when it is too late to change much. The people who grow fastest do not wait. They ask for small pieces of feedback often, from the right people, and act on them visibly. Here is how.</p>
      <h2>Ask specific questions</h2>
      <p>"Do you have any feedback for me?" usually gets "You're doing great!" It is too broad, and it puts the other person on the spot. Specific questions get specific answers:</p>
      <ul>
      <li>"In today's client call, what's one thing I could have done better?"</li>
      <li>"Was my weekly report the right level of detail for you, or should it be shorter?"</li>
      <li>"What's one thing I should start doing to be ready for the team lead role?"</li>
      <li>"If you were in my position, what would you focus on improving this quarter?"</li>
      </ul>
      <p>Asking for "one thing" makes it easy to answer and signals you want a real answer, not reassurance.</p>
      <h2>Ask the right people</h2>
      <p>Your manager sees your results. Peers see how you collaborate. People in other teams see how you communicate and whether you follow through. Customers see the service. Ask a mix, and ask people who have seen the specific work you are asking about.</p>
      <h2>Ask at the right moment</h2>
      <p>Feedback is most useful soon after the event, while details are fresh. A quick question after a meeting or presentation works well. For bigger topics, like career direction, schedule time in a one-to-one.</p>
      <h2>Respond well in the moment</h2>
      <p>How you react decides whether people give you honest feedback again.</p>
      <ol>
      <li><strong>Thank them.</strong> Giving critical feedback is uncomfortable for most people.</li>
      <li><strong>Ask a clarifying question,</strong> if needed: "Can you give me an example of when I interrupted?"</li>
      <li><strong>Do not defend or explain yet.</strong> Even if context matters, arguing now teaches people not to bother.</li>
      <li><strong>Say what you will do:</strong> "That's helpful. I'm going to try leaving a pause before I respond in meetings."</li>
      </ol>
      <h3>An example</h3>
      <blockquote><p>Colleague: "Your analysis was strong, but the slides had too much text; people stopped following."</p><p>You: "Thanks for telling me. Which slide lost people first? ... Got it. For the next review, I'll keep one point per slide and put the detail in an appendix. Would you take a look at the draft?"</p></blockquote>
      <h2>Decide what to act on</h2>
      <p>Not all feedback is equally right. Look for patterns: if three people mention the same thing, take it seriously. If one person says something surprising, ask someone else whether they see it too. You are allowed to thank someone and decide not to act, but do it consciously.</p>
      <h2>Close the loop</h2>
      <p>A few weeks later, go back to the person: "You mentioned my slides had too much text. I changed my approach for this month's review. Did it work better?" This shows you listened, gives them a reason to keep helping, and turns feedback into visible progress your manager will notice.</p>
      <h2>Give feedback too</h2>
      <p>Teams where people give each other specific, kind feedback improve faster. Use the same approach: be specific, talk about the work rather than the person, and suggest what could be different. "The checklist you made saved me an hour today" is feedback as well, and it is the easiest kind to give.</p>
      <h2>Keep a feedback log</h2>
      <p>Record what you heard, what you changed and the result. It is valuable evidence for your next review or raise conversation, and for interview stories about growth. When you are ready for your next step, <a href="/jobs">explore roles</a> that build on what you have learned.</p>
    `,
  },
];
