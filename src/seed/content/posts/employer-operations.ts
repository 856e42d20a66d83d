import { html, type SeedPost } from "../blog";

/* Hiring operations posts for employers: time-to-fill, requisition approvals, pipelines, work samples. */
export const EMPLOYER_OPERATIONS_POSTS: SeedPost[] = [
  {
    title: "Reducing time-to-fill without lowering the bar",
    excerpt: "Every week a role stays open costs output and overtime, and the best candidates accept other offers. Where the days really go, and six fixes that do not compromise quality.",
    description: "Cut time-to-fill without lowering the bar: measure each hiring stage, speed up approvals and screening, schedule interviews in blocks.",
    authors: ["daniel-okafor"],
    primaryTag: "for-employers",
    tags: ["skills-based-hiring"],
    category: "hiring",
    publishedAt: new Date("2026-10-08T14:00:00Z"),
    bodyHtml: html`
      <p>Time-to-fill, the days from opening a requisition to an accepted offer, is one of the few hiring metrics every manager feels directly. While a role is open, the team covers the work with overtime or lets it slip, and the strongest candidates, who usually have several options, accept other offers. Speed is not the opposite of quality: in my experience, slow processes lose more good candidates than fast ones hire bad ones.</p>
      <h2>First, find where the days go</h2>
      <p>Break time-to-fill into stages and measure each for your last ten hires:</p>
      <ul>
      <li>Requisition opened to approved.</li>
      <li>Approved to posting live.</li>
      <li>Posting live to first qualified applicants reviewed.</li>
      <li>Review to first interview.</li>
      <li>First interview to final decision.</li>
      <li>Offer made to offer accepted.</li>
      </ul>
      <p>Most teams find that one or two stages account for most of the delay, and that candidates spend much of their time waiting for the employer, not the other way round.</p>
      <h2>Six fixes</h2>
      <h3>1. Pre-approve recurring roles</h3>
      <p>If you hire cashiers, nurses or drivers every quarter, agree an annual headcount plan so each replacement does not need a fresh chain of sign-offs. Approval delays of one to two weeks are common and entirely internal.</p>
      <h3>2. Keep postings ready</h3>
      <p>Maintain an up-to-date posting template for each common role, with the salary range and skills agreed. A role can then go live the day it is approved.</p>
      <h3>3. Review applicants within 48 hours</h3>
      <p>Strong applicants hear back elsewhere quickly. Set a rule: someone reviews new applicants at least every two working days, using a short scoring guide so review is quick and consistent.</p>
      <h3>4. Schedule interviews in blocks</h3>
      <p>Instead of fitting each interview into five calendars, reserve two interview blocks a week when the panel is available, and offer candidates those slots. This alone can remove a week.</p>
      <h3>5. Fewer rounds, better rounds</h3>
      <p>Each extra round adds about a week and loses candidates. Combine steps: a structured interview and a short work sample on the same day, with the panel together. Most roles need no more than two rounds.</p>
      <h3>6. Decide within 48 hours of the final interview</h3>
      <p>Hold the debrief the same or next day, with scores already submitted. Then call the chosen candidate with a verbal offer and send the written one within a day.</p>
      <h2>Keep candidates warm</h2>
      <p>Even a fast process has gaps. Tell every candidate the timeline at the start and update them if it changes. A short message ("We're finishing interviews this week and will be in touch by Friday") keeps people engaged and stops them accepting another offer out of uncertainty.</p>
      <h2>An example</h2>
      <p>Here is how that can look in practice. Picture a regional clinic group that measures 52 days to fill medical assistant roles: 11 days waiting for approval, 9 days before the first applicant review, and 3 interview rounds spread over 3 weeks. It pre-approves replacement hires, reviews applicants twice a week, and combines the last two rounds into one panel. Those three changes alone take about 23 days out of the process, before anyone works faster, and fewer candidates accept other offers while they wait.</p>
      <h2>Track it continuously</h2>
      <p>Review stage times monthly, not once a year. On Upstep, your <a href="/hiring/dashboard">hiring dashboard</a> shows each posting's applicants by stage, and <a href="/talent/requisitions">requisitions</a> record when each role was opened, approved and filled.</p>
    `,
  },
  {
    title: "Requisition approvals that do not stall hiring",
    excerpt: "A requisition protects the budget, but a slow approval chain costs candidates. How to design a clear request, a short approval path and a record everyone can trust.",
    description: "Run job requisition approvals well: a complete request, a short approval path, response times for approvers, and a link to the posting.",
    authors: ["daniel-okafor"],
    primaryTag: "for-employers",
    tags: ["workplace-skills"],
    category: "hiring",
    publishedAt: new Date("2026-10-29T14:00:00Z"),
    bodyHtml: html`
      <p>A job requisition is the formal request to hire: which role, why, at what cost and when. It exists for good reasons. It keeps hiring within budget, makes sure new roles fit the organisation's plans, and creates a record of decisions. But in many organisations the approval chain is where hiring quietly stalls, sometimes for weeks, before a single candidate is contacted. A few design choices keep the control without the delay.</p>
      <h2>What a good requisition contains</h2>
      <p>Approvers move faster when they have everything they need in one place. A complete requisition answers:</p>
      <ul>
      <li><strong>Role and team:</strong> title, department, location and reporting line.</li>
      <li><strong>Reason:</strong> replacement (for whom) or new headcount, with a sentence on the business need.</li>
      <li><strong>Cost:</strong> pay range, employment type and any signing bonus or relocation budget.</li>
      <li><strong>Timing:</strong> target start date, and what happens if the role is not filled by then.</li>
      <li><strong>Number of openings</strong> covered by the one request.</li>
      </ul>
      <p>Incomplete requisitions bounce back and forth; a required-fields form prevents most of that.</p>
      <h2>Keep the approval path short</h2>
      <p>Map who approves today, then ask of each step whether it adds a real decision. Common patterns that work:</p>
      <ul>
      <li><strong>Replacement within budget:</strong> one approver, usually the department head.</li>
      <li><strong>New headcount:</strong> the department head and finance.</li>
      <li><strong>Above the pay band or senior roles:</strong> add HR or an executive.</li>
      </ul>
      <p>Sequential chains of four or five approvers, each waiting for the previous one, are the main source of delay. Where possible, approvers review in parallel.</p>
      <h2>Agree on response times</h2>
      <p>Set a simple service level: approvers respond within two working days. Send automatic reminders, and name a delegate when an approver is away. Make pending approvals visible to the hiring manager so they know exactly where a request is waiting.</p>
      <h2>Handle changes without starting over</h2>
      <p>Roles change after approval: the pay range moves, the title is adjusted, or a second opening is added. Decide in advance which changes need re-approval (cost increases, extra headcount) and which do not (a clarified job title). Record every change with who made it and why.</p>
      <h2>Link the requisition to the posting and the hire</h2>
      <p>A requisition is most useful as a thread through the whole process: approved, then posted, then filled by a named hire on a known date. That link answers the questions leaders ask: how many roles are open, how long approvals take, how long each role took to fill, and whether hiring stayed within budget.</p>
      <h3>An example flow</h3>
      <ol>
      <li>The nurse manager submits a requisition to replace a departing night-shift nurse, with the pay range and target start date.</li>
      <li>The director of nursing approves it the next morning from an email reminder.</li>
      <li>The recruiter links it to the night-shift nurse posting, which goes live that afternoon.</li>
      <li>When the hire accepts, the requisition is marked filled, recording 26 days from request to acceptance.</li>
      </ol>
      <h2>Review the numbers quarterly</h2>
      <p>Look at average approval time, the share of requisitions returned for missing information, and any approver who is consistently the bottleneck. Small adjustments here often save more time than anything you do later in the process.</p>
      <p>On Upstep, employers can create and approve <a href="/talent/requisitions">requisitions</a>, link them to postings and see which are pending, open or filled.</p>
    `,
  },
  {
    title: "Building a talent pipeline before you need to hire",
    excerpt: "The fastest hires come from people you already know. How to build and keep a pipeline of interested candidates for the roles you fill again and again.",
    description: "Build a talent pipeline before you need it: silver-medal candidates, referrals, schools and workforce programs, and staying in touch.",
    authors: ["daniel-okafor", "elena-fischer"],
    primaryTag: "for-employers",
    tags: ["networking"],
    category: "hiring",
    publishedAt: new Date("2026-11-12T14:00:00Z"),
    bodyHtml: html`
      <p>Most hiring starts from zero: a role opens, a posting goes up, and the team waits to see who applies. For roles you fill repeatedly, there is a better way. A talent pipeline is a group of people who are interested in working for you, already partly assessed, and ready to be contacted when a role opens. It turns a six-week search into a few phone calls.</p>
      <h2>Choose the roles</h2>
      <p>Pipelines pay off for roles you hire often (nurses, drivers, customer support, technicians) and for hard-to-fill roles where the right people are rarely looking. Start with one or two, and estimate how many hires you will need over the next year.</p>
      <h2>Where pipeline candidates come from</h2>
      <h3>Silver medalists</h3>
      <p>Your best source is candidates who reached the final round but were not hired. They already know you and you have assessed them. Ask at the time: "We chose another candidate, but we were impressed and hire for this role often. May we contact you when the next opening comes up?" Most people say yes.</p>
      <h3>Referrals</h3>
      <p>Ask your employees whom they would want to work with again. A referral program with a clear, prompt reward, and a thank-you for every referral, keeps names coming.</p>
      <h3>Schools and workforce programs</h3>
      <p>Community colleges, training programs, apprenticeship sponsors and veterans' organisations produce candidates on a known schedule. Offer guest talks, site visits or internships, and you will meet graduates before they apply elsewhere.</p>
      <h3>Former employees</h3>
      <p>People who left on good terms are often open to returning, and they need little onboarding. Keep an alumni list.</p>
      <h3>Candidates who follow you</h3>
      <p>People who sign up for updates from your company page have told you they are interested. Treat them as a warm audience.</p>
      <h2>Keep track of people</h2>
      <p>A pipeline only works if you can find people when you need them. For each person, record the role they fit, how you met them, any assessment already done, their location and availability, and the date of your last contact. Add a short note you would want to read a year later.</p>
      <h2>Stay in touch without spamming</h2>
      <ul>
      <li>Contact people two to four times a year with something relevant: a new opening, a hiring event, news about the team.</li>
      <li>Personalise messages to silver medalists; a form email undoes the goodwill.</li>
      <li>Make it easy to opt out, and respect privacy laws on how long you keep candidate data.</li>
      </ul>
      <h2>When a role opens</h2>
      <p>Contact your pipeline before you post publicly, or on the same day. A message like this works well:</p>
      <blockquote><p>"Hi Jordan, when we spoke in March we mentioned we'd be hiring another dispatcher. That role is open now, for the day shift at our Riverside depot, at $24-27 an hour. Given how well your interview went, we'd like to invite you straight to a final conversation. Would next Tuesday or Wednesday work?"</p></blockquote>
      <p>Skipping stages for pre-assessed people is fair as long as the criteria are the same; document the earlier assessment.</p>
      <h2>Measure it</h2>
      <p>Track the share of hires that come from the pipeline and their time-to-fill compared with open postings. Teams with a healthy pipeline often fill a third or more of recurring roles from it, weeks faster than from postings alone.</p>
      <p>Upstep employers can keep candidates in <a href="/hiring/pipelines">talent pipelines</a> and see people who follow their company under <a href="/hiring/subscribers">subscribers</a>.</p>
    `,
  },
  {
    title: "Work samples and skills tests: assessing candidates fairly",
    excerpt: "A short task that mirrors the job shows more than a resume. How to design work samples that are relevant, respectful of candidates' time and scored consistently.",
    description: "Use work samples and skills tests fairly: job-relevant tasks, short time limits, pay for long assignments, rubrics and accommodations.",
    authors: ["daniel-okafor"],
    primaryTag: "skills-based-hiring",
    tags: ["for-employers", "interviews"],
    category: "hiring",
    publishedAt: new Date("2026-11-19T14:00:00Z"),
    bodyHtml: html`
      <p>A resume tells you what someone says they have done. An interview tells you how well they talk about it. A work sample shows you how they actually do a piece of the job. Along with structured interviews, well-designed work samples are among the better predictors of job performance that research on hiring has found, and they are the heart of skills-based hiring: they give candidates without traditional credentials a fair way to show what they can do.</p>
      <h2>What a work sample is</h2>
      <p>A work sample is a short task taken from the real job, done under realistic conditions. Examples:</p>
      <ul>
      <li><strong>Customer support:</strong> reply in writing to three real (anonymised) customer emails.</li>
      <li><strong>Bookkeeping:</strong> reconcile a one-month bank statement with a small ledger containing two errors.</li>
      <li><strong>Warehouse lead:</strong> plan tomorrow's shift coverage given staff availability and order volume.</li>
      <li><strong>Marketing:</strong> edit a product announcement for clarity and length.</li>
      <li><strong>Maintenance technician:</strong> diagnose a fault on a training rig while talking through the steps.</li>
      </ul>
      <h2>Design principles</h2>
      <h3>Relevant</h3>
      <p>Base the task on work the person will do in the first months, at the level the role requires. A test of skills the job does not use is unfair and may be legally risky.</p>
      <h3>Short</h3>
      <p>Aim for 30 to 90 minutes. Long take-home assignments deter strong candidates, especially those with caregiving responsibilities or current jobs. If a task genuinely needs more than two hours, pay candidates for their time.</p>
      <h3>The same for everyone</h3>
      <p>Give every candidate at the same stage the same task, instructions and time. Tell them what you are looking for and how it will be used.</p>
      <h3>Scored with a rubric</h3>
      <p>Decide before anyone takes the test what a strong, acceptable and weak result looks like. For the support emails, a rubric might score accuracy of the answer, tone, clarity and whether the customer's actual question was resolved, each from 1 to 4. Two reviewers scoring independently, without seeing candidates' names, reduce bias further.</p>
      <h2>Respect the candidate</h2>
      <ul>
      <li>Never use candidates' work in your business. Use anonymised or invented material.</li>
      <li>Offer accommodations, such as extra time or an alternative format, and say so in the instructions.</li>
      <li>Give every candidate who completes a task a result, and brief feedback if you can.</li>
      </ul>
      <h2>Where it fits in the process</h2>
      <p>Place the work sample after an initial screen and before or alongside the final interview, so only people with a real chance invest the time. Then discuss the result in the interview: "Walk me through how you found the second error." The conversation shows reasoning, which the output alone does not.</p>
      <h2>An example</h2>
      <p>Imagine a property management company that replaces its degree requirement for leasing coordinators with a 45-minute work sample: answering two prospective tenant emails and scheduling four viewings around conflicting constraints. People who never finished college but have years of front-desk or retail experience can now show exactly the skills the job uses, and the hiring team compares candidates on the same task instead of on their education.</p>
      <h2>Get started</h2>
      <p>Pick one role, write one task from its real work, and pilot it with two current employees to check the timing and rubric. Then state the skills it measures in your <a href="/hiring/job-postings/create">job posting</a>, so candidates know what to expect.</p>
    `,
  },
];
