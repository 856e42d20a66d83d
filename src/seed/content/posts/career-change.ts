import { html, type SeedPost } from "../blog";

/* Career change posts: transferable skills, training routes, informational interviews, a 90-day plan. */
export const CAREER_CHANGE_POSTS: SeedPost[] = [
  {
    title: "Transferable skills: how to find yours and describe them",
    excerpt: "You already have skills your next field needs. A three-step exercise to find them, and the words that make a hiring manager recognise them.",
    description: "Identify your transferable skills for a career change, translate them into your target field's language, and prove them on a resume and in interviews.",
    authors: ["jordan-reyes"],
    primaryTag: "career-change",
    tags: ["resume", "workplace-skills"],
    category: "career-growth",
    publishedAt: new Date("2026-04-30T14:00:00Z"),
    bodyHtml: html`
      <p>When I moved from managing restaurants into IT support, I thought I was starting from zero. I was not. I had spent years troubleshooting broken equipment during the dinner rush, calming upset customers and training new staff. All three turned out to be core parts of a help desk job. The problem was not a lack of skills; it was that I described them in restaurant language. Transferable skills are the bridge, and here is how to find and describe yours.</p>
      <h2>What counts as a transferable skill</h2>
      <p>A transferable skill is anything you do well that is valued in more than one field. They fall into three groups:</p>
      <ul>
      <li><strong>People skills:</strong> customer service, training others, managing conflict, persuading, leading a team.</li>
      <li><strong>Organising skills:</strong> scheduling, budgeting, managing inventory or projects, keeping records accurate.</li>
      <li><strong>Technical and analytical skills:</strong> a software tool, spreadsheets, troubleshooting, measuring and reporting results.</li>
      </ul>
      <h2>Step 1: inventory what you actually do</h2>
      <p>Ignore your job description. For one week, write down the tasks you do each day and the problems you solve. A teacher's list might include: planning a semester of lessons, explaining complex ideas to 30 people of different levels, tracking progress data, handling difficult conversations with parents, and coordinating with colleagues on schedules.</p>
      <h2>Step 2: read ten postings in your target field</h2>
      <p>Collect ten job postings for the role you want. Highlight every skill and duty. Then put your list next to theirs and draw lines between matches. The teacher above, targeting instructional design or corporate training, would match:</p>
      <ul>
      <li>Planning lessons → "designing learning programs and curricula".</li>
      <li>Explaining ideas to mixed groups → "facilitating training for diverse audiences".</li>
      <li>Tracking progress data → "measuring learning outcomes".</li>
      <li>Conversations with parents → "stakeholder communication".</li>
      </ul>
      <p>The lines you cannot draw are your gaps. Usually there are fewer than you feared, and they tend to be specific tools, which are the easiest thing to learn.</p>
      <h2>Step 3: prove each skill with a result</h2>
      <p>A skill name on its own is not evidence. For each match, write one sentence with a result:</p>
      <blockquote><p>"Redesigned the 9th-grade science curriculum for 120 students, raising the share passing the state exam from 68% to 81% in two years."</p></blockquote>
      <p>That sentence works on a resume, in a cover letter and as the start of an interview story.</p>
      <h2>Describe them in their words, not yours</h2>
      <p>Every field has its own vocabulary. Hiring managers recognise skills faster in their own terms. Some common translations:</p>
      <ul>
      <li>Retail shift lead → "team supervision", "operations", "loss prevention".</li>
      <li>Military logistics → "supply chain", "inventory control", "fleet coordination".</li>
      <li>Nursing → "clinical assessment", "patient education", "care coordination", useful in health tech or insurance.</li>
      <li>Hospitality → "customer experience", "service recovery", "vendor management".</li>
      </ul>
      <p>Translate honestly. If the target field uses a word for something you did not do, do not borrow it.</p>
      <h2>Use them in interviews</h2>
      <p>When an interviewer asks "Why should we hire someone without experience in this field?", your answer is your top three transferable skills, each with a one-line result, and a sentence about how you are filling the gaps: "I'm completing a certificate in Articulate Storyline, and I've built two sample courses you can see in my portfolio."</p>
      <h2>Make them searchable</h2>
      <p>Employers searching for candidates often search by skill. Add your transferable skills, in the target field's vocabulary, to your <a href="/dashboard/candidate360/work-history">Upstep work history</a>, then look at <a href="/jobs">open roles</a> in your new field to check you are using the words they use.</p>
    `,
  },
  {
    title: "Bootcamp, certificate or degree: choosing a route into a new field",
    excerpt: "Retraining can take twelve weeks or four years, and cost from nothing to $60,000. A side-by-side comparison and five questions to decide which route fits you.",
    description: "Bootcamp, certificate, apprenticeship or degree? Compare cost, time and outcomes, and check what employers in your new field actually require.",
    authors: ["jordan-reyes"],
    primaryTag: "career-change",
    tags: ["early-career", "skills-based-hiring"],
    category: "career-growth",
    publishedAt: new Date("2026-06-04T14:00:00Z"),
    bodyHtml: html`
      <p>Once you know which field you want to move into, the next question is how to get the skills. The options range from free online certificates to four-year degrees, and the marketing for each can be loud. The right route depends less on which is "best" and more on what employers in your target field actually require, and on what you can afford in time and money.</p>
      <h2>The options side by side</h2>
      <table>
      <thead><tr><th scope="col">Route</th><th scope="col">Typical time</th><th scope="col">Typical cost</th><th scope="col">Best when</th></tr></thead>
      <tbody>
      <tr><td>Industry certificate (for example CompTIA, Google, CPC coding)</td><td>1-6 months</td><td>$0-$2,000</td><td>The field hires on a known credential</td></tr>
      <tr><td>Bootcamp</td><td>3-9 months</td><td>$5,000-$20,000</td><td>You need structure, projects and a portfolio fast</td></tr>
      <tr><td>Apprenticeship</td><td>1-4 years</td><td>Usually paid</td><td>Trades, healthcare support, some tech and finance roles</td></tr>
      <tr><td>Community college certificate or associate degree</td><td>1-2 years</td><td>$3,000-$15,000</td><td>Licensed or regulated fields, and for credits toward a degree</td></tr>
      <tr><td>Bachelor's or master's degree</td><td>2-4 years</td><td>$20,000-$60,000+</td><td>The field requires it (nursing, teaching, engineering)</td></tr>
      </tbody>
      </table>
      <h2>Five questions to decide</h2>
      <h3>1. What do postings in your target role require?</h3>
      <p>Read 20 postings for the exact role you want. Count how many require a degree, how many name a certificate, and how many say "or equivalent experience". Many employers have dropped degree requirements for roles like IT support, sales, customer success and many trades. Licensed roles, such as registered nursing, have not.</p>
      <h3>2. How much time can you go without full pay?</h3>
      <p>A full-time bootcamp means three to six months with little or no income. Part-time programs take longer but let you keep working. Apprenticeships pay you from day one.</p>
      <h3>3. What are the real outcomes?</h3>
      <p>Ask any program for its job placement rate, how it is measured, and the median starting salary of recent graduates. Good programs publish audited outcomes. Be wary of rates that count any job, or that leave out people who did not finish. Ask to speak to two recent graduates.</p>
      <h3>4. Will you build proof, not just knowledge?</h3>
      <p>Employers hiring career changers want evidence: a portfolio, a capstone project, clinical hours, or work from an internship. Choose the route that gives you something to show.</p>
      <h3>5. Is there help paying for it?</h3>
      <p>Check whether your current employer offers tuition assistance, whether your state workforce agency funds training for in-demand jobs, and whether the program offers income-share or deferred tuition (read the terms carefully). Public workforce programs often cover certificates in full.</p>
      <h2>Two examples</h2>
      <ul>
      <li><strong>Keisha, 29, retail to IT support:</strong> postings mostly asked for CompTIA A+ and customer service experience. She studied part-time for four months at a cost of about $500 in exam fees, built a home lab, and was hired as a service desk analyst.</li>
      <li><strong>Robert, 41, warehouse to registered nursing:</strong> every posting required an RN licence, so he enrolled in a two-year associate degree in nursing at a community college while working weekends, with his employer's tuition benefit covering part of it.</li>
      </ul>
      <h2>Start small before you commit</h2>
      <p>Before paying for a long program, take a free introductory course or a short certificate in the field. If you enjoy the work and finish it, you have evidence for yourself and for employers. If you do not, you have saved months and money. Then look at <a href="/jobs">entry-level openings</a> in the field to see which credentials keep coming up.</p>
    `,
  },
  {
    title: "Changing careers at any age: a 90-day plan",
    excerpt: "A career change goes faster with a plan than with a leap. Twelve weeks, split into exploring, testing and applying, with what to do each week.",
    description: "A 90-day plan for changing careers at any age: choose a target role, test it cheaply, close skill gaps and apply with a focused resume.",
    authors: ["maya-ortiz"],
    primaryTag: "career-change",
    tags: ["job-search"],
    category: "career-growth",
    publishedAt: new Date("2026-08-27T14:00:00Z"),
    bodyHtml: html`
      <p>People change careers at 25, 45 and 60. The ones who do it fastest are rarely the boldest. They are the ones who narrow down early, test their choice cheaply, and then apply with focus. This 90-day plan is the structure I use with clients. It assumes you are working while you plan, with five to eight hours a week to spare.</p>
      <h2>Weeks 1-3: explore and narrow down</h2>
      <ul>
      <li><strong>List what you want to keep and what you want to leave.</strong> Be concrete: "working with people, but not on weekends"; "using numbers, but not in sales".</li>
      <li><strong>Pick three possible roles</strong> that fit, not three industries. "Medical billing specialist" is a role; "healthcare" is not.</li>
      <li><strong>Read 10 postings for each role.</strong> Note requirements, pay ranges and the words that keep appearing.</li>
      <li><strong>Choose one target</strong> by the end of week 3. You can change it later, but focus makes everything else faster.</li>
      </ul>
      <h2>Weeks 4-6: test the choice</h2>
      <p>Before you spend money on retraining, check that the day-to-day work suits you.</p>
      <ul>
      <li><strong>Hold three informational interviews</strong> with people in the role. Ask what a typical week looks like and what they wish they had known.</li>
      <li><strong>Do a small real task.</strong> A would-be bookkeeper can reconcile a friend's small business accounts; a would-be UX designer can redesign one screen of a local nonprofit's website.</li>
      <li><strong>Take a short free course</strong> in the field and notice whether you look forward to it.</li>
      </ul>
      <p>If the role still appeals after these tests, continue. If not, go back to your list of three. You have lost weeks, not years.</p>
      <h2>Weeks 7-9: close the gaps</h2>
      <p>Compare the postings' must-haves with what you can show today. For each gap, choose the fastest credible way to close it: a certificate, a course with a project, volunteer work, or a stretch assignment in your current job. Many people are surprised how often their current employer will let them take on a task in the new area, such as helping with the budget or training new hires.</p>
      <h2>Weeks 10-12: apply with focus</h2>
      <ul>
      <li><strong>Rewrite your resume for the target role:</strong> new title in the summary, a projects section, bullets translated into the field's language.</li>
      <li><strong>Tell your network specifically what you are looking for.</strong> "I'm looking for entry-level medical billing roles in the Tucson area" gets referrals; "I'm looking for a change" does not.</li>
      <li><strong>Apply to five to ten well-chosen roles a week</strong>, tailoring each application.</li>
      <li><strong>Prepare your story:</strong> a confident 60-second answer to "Why are you changing careers?" that looks forward, not back.</li>
      </ul>
      <h3>A sample answer to "Why the change?"</h3>
      <blockquote><p>"In twelve years of running a dental office I found that the part I enjoyed most was the billing and insurance work: solving denied claims, finding errors, getting the practice paid. I completed my CPC certification this spring, and I want to do that work full-time in a larger billing team."</p></blockquote>
      <h2>About age</h2>
      <p>Age bias exists, and it is illegal in hiring for workers over 40 in the US. You cannot control it, but you can reduce its effect: show recent learning, list only the last 10-15 years of experience in detail, use current tools and vocabulary, and present your experience as a strength ("I have managed through two recessions") rather than something to apologise for.</p>
      <h2>After day 90</h2>
      <p>Most career changers are not hired on day 90, but by then they are applying with a clear target, real evidence and a story that makes sense. That is when replies start coming. Set <a href="/job-alerts/new">job alerts</a> for your target role so new openings find you while you keep building skills.</p>
    `,
  },
];
