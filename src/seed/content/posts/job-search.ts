import { html, type SeedPost } from "../blog";

/* Job search posts: a weekly plan, networking, informational interviews, job alerts, rejection, gaps. */
export const JOB_SEARCH_POSTS: SeedPost[] = [
  {
    title: "A job search plan you can keep: the weekly routine",
    excerpt: "Job searching without a routine turns into endless scrolling. A weekly plan with time blocks, targets you control and a simple tracker.",
    description: "A weekly job search routine: targets you control, time blocks for applications and networking, and a simple tracker to learn from.",
    authors: ["maya-ortiz"],
    primaryTag: "job-search",
    tags: ["networking"],
    category: "job-search",
    publishedAt: new Date("2026-05-28T14:00:00Z"),
    bodyHtml: html`
      <p>A job search is a project with an uncertain end date, and projects without structure drift. Most people I coach are not short of effort; they are short of a system. They spend hours scrolling listings, apply to whatever looks close, and feel busy but stuck. A weekly routine fixes that. Here is the one I recommend, for someone searching while working or full-time.</p>
      <h2>Set targets you control</h2>
      <p>You cannot control how many interviews you get. You can control what you do. Set weekly targets for inputs, for example:</p>
      <ul>
      <li>5 tailored applications to roles that match your target.</li>
      <li>3 networking conversations or messages (new contacts or follow-ups).</li>
      <li>2 hours of skill-building or portfolio work.</li>
      <li>1 review of your tracker: what is working, what is not.</li>
      </ul>
      <p>Full-time searchers can double these numbers. Hitting your targets is a win, whatever the inbox says this week.</p>
      <h2>Block the time</h2>
      <p>Put your search in your calendar like a job. A sample week for someone working full-time:</p>
      <ul>
      <li><strong>Monday evening (45 minutes):</strong> review new matches from your job alerts and pick the week's applications.</li>
      <li><strong>Tuesday and Thursday evenings (1 hour each):</strong> tailor and send applications.</li>
      <li><strong>Wednesday lunch (30 minutes):</strong> networking messages and follow-ups.</li>
      <li><strong>Saturday morning (2 hours):</strong> a course, a portfolio piece or interview practice.</li>
      <li><strong>Sunday (15 minutes):</strong> update the tracker and plan next week.</li>
      </ul>
      <h2>Let the listings come to you</h2>
      <p>Scrolling job boards is the least efficient part of a search. Save two or three precise searches (title, location or remote, salary floor) and turn them into <a href="/job-alerts/new">job alerts</a>, so new matches arrive in your inbox. Check them on a schedule instead of refreshing all day. Applying within the first few days of a posting also helps: many recruiters review applications in order.</p>
      <h2>Keep a simple tracker</h2>
      <p>A spreadsheet with these columns is enough: company, role, date applied, source (job board, referral, recruiter), contact person, stage, next action and date. Each Sunday, look for patterns:</p>
      <ul>
      <li>Many applications, no replies: your resume or your targeting needs work.</li>
      <li>Phone screens but no second interviews: practise your pitch and your salary answer.</li>
      <li>Final rounds but no offers: ask for feedback and rehearse your closing questions.</li>
      <li>Referrals converting far better than cold applications: shift more time to networking.</li>
      </ul>
      <h2>Balance quantity and quality</h2>
      <p>Fifty generic applications a week usually produce fewer interviews than ten tailored ones. But too few applications is a risk too: even a strong candidate might need 20 to 40 applications for one offer in a competitive field. Aim for the number you can tailor well, and raise it if your reply rate is healthy but the pipeline is thin.</p>
      <h2>Protect your energy</h2>
      <p>Searching is tiring, and rejection is part of it. Build in recovery: a day off each week, exercise, time with people who are not asking about your search. Tell one friend your weekly targets and check in with them; accountability makes routines stick.</p>
      <h3>A sample Sunday review</h3>
      <blockquote><p>This week: 6 applications (target 5), 2 networking chats (target 3), 2 hours on my Excel course. Results: 1 phone screen booked. Next week: ask Priya for an intro to her company's finance team; apply to the two new analyst roles from Tuesday's alert.</p></blockquote>
      <p>Keep your saved jobs and applications in one place: your <a href="/dashboard/jobs">Upstep dashboard</a> lists them, so your Sunday review starts with the facts.</p>
    `,
  },
  {
    title: "Networking for people who hate networking",
    excerpt: "You do not need to work a room. Networking is mostly reconnecting with people you already know and asking small, specific questions. Scripts included.",
    description: "Networking for introverts and anyone who dislikes it: start with people you know, make small specific asks, and follow up. Templates included.",
    authors: ["jordan-reyes"],
    primaryTag: "networking",
    tags: ["job-search"],
    category: "job-search",
    publishedAt: new Date("2026-07-02T14:00:00Z"),
    bodyHtml: html`
      <p>The word "networking" makes many people picture a crowded event, a name tag and small talk with strangers. If that image makes you want to skip it entirely, here is the good news: that is a small and not very effective part of networking. Most jobs found through people come from ordinary conversations with people you already know, or people one step away from them.</p>
      <h2>Why it matters anyway</h2>
      <p>Referred candidates are interviewed and hired at much higher rates than cold applicants, because a referral reduces the employer's risk. Many roles are also filled before they are widely advertised. You do not need hundreds of contacts to benefit; a handful of good conversations can change a search.</p>
      <h2>Start with your warm list</h2>
      <p>Write down 30 people you already know: former colleagues and managers, classmates, neighbours, friends' partners, people from your place of worship or sports team. Do not filter by whether they work in your target field. People know people.</p>
      <h2>Make small, specific asks</h2>
      <p>"Let me know if you hear of anything" is easy to agree to and easy to forget. A specific ask is easier to act on:</p>
      <blockquote><p>"Hi Sam, I hope the new house is coming together! I'm looking for a role as a logistics coordinator, ideally at a mid-size distributor in the Dallas area. Do you know anyone who works in logistics or operations I could ask a couple of questions? No pressure at all."</p></blockquote>
      <p>It says what you want, where, and exactly what help would look like.</p>
      <h2>Reconnect before you ask</h2>
      <p>If you have not spoken to someone for years, it is fine to reconnect and ask in the same message, as long as you are honest and brief:</p>
      <blockquote><p>"Hi Alicia, it's been a while since we worked together at Westfield. I've been thinking about how much I learned from your approach to vendor negotiations. I'm now looking to move into procurement, and I'd value 15 minutes of your perspective if you have time in the next few weeks."</p></blockquote>
      <h2>Prefer one-to-one over events</h2>
      <p>If crowds drain you, skip them. A 20-minute coffee or video call with one person is more useful than two hours at a mixer. If you do go to an event, set a small goal: two real conversations, then you can leave. Arrive early, when groups are small and easier to join.</p>
      <h2>Follow up and close the loop</h2>
      <ul>
      <li>Send a thank-you within a day, mentioning one piece of advice you will use.</li>
      <li>If they introduce you to someone, tell them how it went.</li>
      <li>When you land a job, tell everyone who helped. People love knowing they made a difference, and it keeps the relationship alive for next time.</li>
      </ul>
      <h2>Give as well as ask</h2>
      <p>Networking feels less awkward when it runs both ways. Share a job posting that fits someone else, write a recommendation, introduce two people who should meet. You do not need seniority to be useful.</p>
      <h2>A realistic weekly habit</h2>
      <p>Three messages a week is enough: one new contact, one reconnection, one follow-up. Over two months that is two dozen conversations, and almost always a few introductions. Keep notes on who you spoke to and what they suggested, and check the <a href="/companies">companies they mention</a> for open roles before your next conversation.</p>
    `,
  },
  {
    title: "Informational interviews: how to ask, what to ask, and how to follow up",
    excerpt: "A 20-minute conversation with someone in the job you want is the cheapest research there is. Message templates, twelve good questions and the etiquette.",
    description: "Set up and run an informational interview: a request that gets replies, twelve questions to ask, etiquette and following up.",
    authors: ["jordan-reyes", "maya-ortiz"],
    primaryTag: "networking",
    tags: ["career-change", "job-search"],
    category: "job-search",
    publishedAt: new Date("2026-09-03T14:00:00Z"),
    bodyHtml: html`
      <p>An informational interview is a short conversation with someone who does the work you are curious about. It is not a job interview, and you are not asking for a job. You are asking for their perspective. Done well, it is the fastest way to learn what a role is really like, and it often leads to introductions and, sometimes, to openings nobody has posted yet.</p>
      <h2>Who to ask</h2>
      <p>Look for people one or two steps ahead of where you want to be, not the CEO. A medical assistant thinking about becoming a surgical technologist should talk to surgical techs with two to five years of experience. Good places to find them: your own contacts and their contacts, alumni networks, professional associations, and company pages for employers you are interested in.</p>
      <h2>The request</h2>
      <p>Keep it short, say why them, and make it easy to say yes.</p>
      <blockquote><p>"Hi Dr. Lin, I'm a dental assistant exploring a move into dental hygiene, and I saw you teach in the hygiene program at Valley College. Would you be open to a 20-minute call in the next couple of weeks? I'd love to hear how you'd advise someone in my position. I'm happy to work around your schedule."</p></blockquote>
      <p>Expect about a third of people to reply. If someone does not answer in a week, one polite follow-up is fine.</p>
      <h2>Prepare</h2>
      <ul>
      <li>Read their profile and their employer's website.</li>
      <li>Write down what you want to learn: the day-to-day, the path in, the market.</li>
      <li>Prepare a 30-second introduction of yourself and why you are exploring.</li>
      </ul>
      <h2>Twelve good questions</h2>
      <h3>About the work</h3>
      <ol>
      <li>What does a typical week look like for you?</li>
      <li>What parts of the job do you enjoy most, and what parts are hardest?</li>
      <li>What surprised you when you started?</li>
      </ol>
      <h3>About getting in</h3>
      <ol>
      <li>How did you get your first role in this field?</li>
      <li>Which skills or credentials matter most to hiring managers here?</li>
      <li>If you were in my position, what would you do in the next six months?</li>
      <li>Are there entry points people overlook?</li>
      </ol>
      <h3>About the market</h3>
      <ol>
      <li>Which employers in the area are known for training newcomers well?</li>
      <li>How is the field changing?</li>
      <li>What is a realistic starting salary range?</li>
      </ol>
      <h3>To close</h3>
      <ol>
      <li>Is there anyone else you would suggest I talk to?</li>
      <li>May I keep in touch and let you know how it goes?</li>
      </ol>
      <h2>Etiquette</h2>
      <ul>
      <li>Keep to the time you asked for. At 20 minutes, offer to wrap up.</li>
      <li>Do not ask for a job or a referral in the conversation. If they offer, accept gratefully.</li>
      <li>Offer to buy the coffee if you meet in person.</li>
      <li>Take notes; it shows respect and you will need them.</li>
      </ul>
      <h2>Follow up</h2>
      <blockquote><p>"Thank you for your time today. Your advice to shadow in a periodontal practice first was exactly what I needed, and I've already contacted the clinic you mentioned. I'll let you know how it goes."</p></blockquote>
      <p>Then do let them know, a month or two later. That update is what turns a single conversation into a relationship, and it is usually when people think of openings or introductions.</p>
      <p>Before your next conversation, look up the <a href="/companies">companies</a> your contact mentions on Upstep to see who is hiring and for which roles.</p>
    `,
  },
  {
    title: "Job alerts that work: how to set up searches that find the right roles",
    excerpt: "A good job alert brings five relevant roles a week, not fifty irrelevant ones. How to choose keywords, filters and frequency, and when to adjust.",
    description: "Set up job alerts that work: titles, location, remote and salary filters, how often to get them, and how to tune noisy alerts.",
    authors: ["maya-ortiz"],
    primaryTag: "job-search",
    tags: ["remote-work"],
    category: "job-search",
    publishedAt: new Date("2026-07-16T14:00:00Z"),
    bodyHtml: html`
      <p>Job alerts are one of the most underused tools in a search. Set up well, they bring new openings to you within a day of posting, which matters because early applicants are read first. Set up badly, they fill your inbox with noise until you stop opening them. Here is how to get them right.</p>
      <h2>Start from titles, not from one keyword</h2>
      <p>The same job goes by different titles. List every title your target role is posted under. For example, someone seeking entry-level accounting work might use:</p>
      <ul>
      <li>"accounts payable specialist"</li>
      <li>"accounting clerk"</li>
      <li>"bookkeeper"</li>
      <li>"billing specialist"</li>
      </ul>
      <p>Create one alert per cluster of closely related titles rather than one giant alert. You will see quickly which alert produces the best matches.</p>
      <h2>Use filters to remove noise</h2>
      <ul>
      <li><strong>Location and radius:</strong> be honest about your commute. A 25-mile radius in a city can mean 90 minutes in traffic.</li>
      <li><strong>Remote:</strong> if you only want remote roles, filter for them, and check each posting's location rules; many "remote" jobs are limited to certain states.</li>
      <li><strong>Salary floor:</strong> set it at your walk-away number. Postings without a range may be excluded, so keep one broader alert without the filter too.</li>
      <li><strong>Job type:</strong> full-time, part-time, contract or temporary.</li>
      </ul>
      <h2>Choose the right frequency</h2>
      <p>Daily alerts suit competitive roles where speed matters: popular remote jobs, roles at well-known employers, entry-level positions. Weekly alerts work for senior or niche roles, where there are few postings and employers take longer to decide. If a daily alert sends nothing most days, switch it to weekly.</p>
      <h2>Tune it after two weeks</h2>
      <p>Look at what arrived and adjust:</p>
      <ul>
      <li><strong>Too many irrelevant results:</strong> use a more specific title, narrow the location, or add a salary floor.</li>
      <li><strong>Too few results:</strong> add alternative titles, widen the radius, or remove the salary filter from one alert.</li>
      <li><strong>Roles above or below your level:</strong> add or remove words like "senior", "lead", "assistant" or "associate".</li>
      </ul>
      <h3>A worked example</h3>
      <p>Rosa wants a remote customer success role paying at least $55,000. Her first alert, "customer success", sent 40 roles a day, most of them sales jobs and senior manager positions. She split it into two alerts: "customer success associate" and "customer success specialist", both remote-only with a $55,000 floor, plus a weekly alert for "customer support specialist" without the salary filter. Her inbox dropped to about five relevant roles a day, and she applied to most of them within 24 hours.</p>
      <h2>Act on alerts quickly, but not blindly</h2>
      <p>Set aside a regular time each day or two to open your alerts, save the promising roles and apply to the best ones. Speed helps, but a tailored application on day two beats a generic one on day one.</p>
      <h2>Let employers find you too</h2>
      <p>Alerts bring jobs to you; a complete profile brings recruiters to you. Keep your skills and preferences current so that employers searching for candidates see you as well.</p>
      <p>Ready to set yours up? <a href="/job-alerts/new">Create a job alert on Upstep</a> from any search, and manage all of them from your <a href="/dashboard/candidate360/job-alerts">job alerts settings</a>.</p>
    `,
  },
  {
    title: "Handling job rejection without losing momentum",
    excerpt: "Rejection is part of every search, even for strong candidates. How to process it, learn what you can, ask for feedback, and keep your pipeline moving.",
    description: "Cope with job rejection: why strong candidates are turned down, how to ask for feedback, what patterns tell you, keeping momentum.",
    authors: ["marcus-bell", "maya-ortiz"],
    primaryTag: "job-search",
    tags: ["interviews"],
    category: "job-search",
    publishedAt: new Date("2026-09-24T14:00:00Z"),
    bodyHtml: html`
      <p>Every job search includes rejection, usually a lot of it. Even an excellent candidate may apply to dozens of roles for one offer. As a recruiter, I turned down far more people than I hired, and many of them were good. Knowing why rejection happens, and having a routine for it, makes it easier to keep going.</p>
      <h2>Why strong candidates get rejected</h2>
      <ul>
      <li><strong>Someone else was a slightly closer fit.</strong> Often the deciding factor is narrow: an internal candidate, a specific software, a shift availability.</li>
      <li><strong>The role changed or disappeared.</strong> Budgets get frozen and managers reorganise mid-process.</li>
      <li><strong>Timing.</strong> The team filled the role from the first batch of applicants.</li>
      <li><strong>Something you can improve.</strong> An unclear answer, a resume that undersold you, or pay expectations out of range.</li>
      </ul>
      <p>Only the last one is within your control, and it is worth looking for. The rest is noise.</p>
      <h2>Give it a day</h2>
      <p>It is normal to feel disappointed, especially after a final round. Give yourself a set time to feel it (an evening, a walk, a call with a friend) and then return to your routine. Avoid replying to the rejection while you are upset.</p>
      <h2>Reply graciously</h2>
      <p>A short, gracious reply keeps the door open. Recruiters do remember, and second-choice candidates are often contacted when the first choice declines or a similar role opens.</p>
      <blockquote><p>"Thank you for letting me know, and for your time throughout the process. I enjoyed meeting the team and learning about the new clinic. If you're open to it, I'd welcome any brief feedback that could help me. I'd also be glad to be considered for future openings."</p></blockquote>
      <h2>Asking for feedback</h2>
      <p>Many employers will not give detailed feedback, often for legal reasons. Ask anyway, once and politely, after late-stage interviews. When you do get feedback, listen for specifics and do not argue. "We were looking for more experience leading teams" is useful: it tells you which story to strengthen, or which roles to target.</p>
      <h2>Look for patterns, not verdicts</h2>
      <p>A single rejection tells you little. A pattern tells you a lot. Review your tracker every two weeks:</p>
      <ul>
      <li><strong>No responses to applications:</strong> revisit your resume and targeting.</li>
      <li><strong>Rejected after phone screens:</strong> practise your 60-second pitch and your salary answer.</li>
      <li><strong>Rejected after final rounds:</strong> work on your examples, ask a friend to run a mock interview, and prepare stronger closing questions.</li>
      </ul>
      <h2>Keep the pipeline full</h2>
      <p>The worst time to have no other applications is the day a promising one falls through. Keep applying until you have signed an offer, even when an interview is going well. A full pipeline also reduces the weight of any single rejection.</p>
      <h2>Measure effort, celebrate progress</h2>
      <p>Track what you control: applications sent, conversations held, skills practised. Notice progress like first interviews becoming second interviews. Those are signs your search is working, even before the offer arrives.</p>
      <h3>When to change course</h3>
      <p>If you have sent 40 or more tailored applications with very few interviews, it may be time for a bigger change: a different target role, a skill to add, or help from a coach or a workforce center. That is not failure; it is information.</p>
      <p>Keep new opportunities flowing while you regroup: <a href="/job-alerts/new">set up a job alert</a> so fresh openings arrive without extra effort.</p>
    `,
  },
  {
    title: "How to explain a gap in your employment",
    excerpt: "Gaps are common and rarely disqualifying. How to show a gap on your resume, a three-part answer for interviews, and examples for caregiving, illness, layoffs and study.",
    description: "Explain an employment gap on your resume and in interviews, with brief, honest example answers for caregiving, health and layoffs.",
    authors: ["maya-ortiz"],
    primaryTag: "job-search",
    tags: ["resume", "interviews"],
    category: "job-search",
    publishedAt: new Date("2026-10-22T14:00:00Z"),
    bodyHtml: html`
      <p>Time away from work is common: caregiving, illness, layoffs, study, relocation, or simply a long search. Most hiring managers have seen many gaps and some have one of their own. What worries them is not the gap but uncertainty: is there a problem they will inherit? A clear, brief and forward-looking explanation removes that worry.</p>
      <h2>On your resume</h2>
      <ul>
      <li><strong>Use years, or months and years, consistently.</strong> Do not hide a gap with inconsistent dates; it looks worse when noticed.</li>
      <li><strong>Name longer gaps in one line</strong> if they were purposeful: "Family caregiver, 2023-2025" or "Career break: full-time study, CompTIA Security+ (2025)".</li>
      <li><strong>Include what you did</strong> that is relevant: volunteering, freelance work, courses, certifications.</li>
      <li><strong>Leave out private details.</strong> You never need to name a medical condition or family situation.</li>
      </ul>
      <h2>In interviews: a three-part answer</h2>
      <p>When an interviewer asks about the gap, answer in three short parts, in about 30 seconds:</p>
      <ol>
      <li><strong>What happened,</strong> in one sentence, without apology.</li>
      <li><strong>What you did to stay current or ready</strong>, if anything.</li>
      <li><strong>Why you are ready now</strong>, and why this role.</li>
      </ol>
      <p>Then stop. Long explanations invite more questions; a confident short answer closes the topic.</p>
      <h2>Example answers</h2>
      <h3>Caregiving</h3>
      <blockquote><p>"I took two years away from work to care for my father through his illness. During that time I kept my bookkeeping skills current by doing the accounts for our church, and I completed a QuickBooks certification. My family situation is settled now, and I'm ready to return full-time, which is why this role caught my eye."</p></blockquote>
      <h3>Health</h3>
      <blockquote><p>"I took time off to deal with a health matter that is now resolved. I'm fully ready to return, and I've spent the last few months refreshing my Excel and reporting skills."</p></blockquote>
      <p>You do not have to say more. If pressed, "It's resolved and won't affect my work" is enough.</p>
      <h3>Layoff and a long search</h3>
      <blockquote><p>"My role was eliminated when the company closed its Denver office last spring, along with about 200 others. I've been selective about my next step, and I've used the time to finish a project management certificate. This role combines operations and project work, which is exactly what I'm looking for."</p></blockquote>
      <h3>Study or travel</h3>
      <blockquote><p>"I spent a year completing an associate degree in network administration full-time, so I could move from retail management into IT. I did two internships during the program."</p></blockquote>
      <h2>What to avoid</h2>
      <ul>
      <li>Apologising repeatedly or sounding defensive.</li>
      <li>Blaming a former employer.</li>
      <li>Sharing more personal detail than the question needs.</li>
      <li>Inventing freelance work or a job that did not exist.</li>
      </ul>
      <h2>If the gap is recent and ongoing</h2>
      <p>Start something now that you can mention: a short course, a volunteer role, freelance projects or a part-time job. Even a few weeks of structured activity changes "I've been looking" into "I've been doing".</p>
      <p>Add any courses, certifications or volunteer work from your break to your <a href="/dashboard/candidate360/certifications">Upstep profile</a>, so employers see what you did with the time, not only the dates.</p>
    `,
  },
];
