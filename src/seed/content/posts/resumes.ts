import { html, type SeedPost } from "../blog";

/* Resume posts: skills-first resumes, tailoring, ATS myths, career changers, bullet points. */
export const RESUME_POSTS: SeedPost[] = [
  {
    title: "Five ways to make your resume skills-first",
    legacySlug: "five-ways-to-make-your-resume-skills-first-8f0c5b1e-2a4d-4c6f-9b7a-3d1e5f2a6c90",
    excerpt: "Employers increasingly hire on skills. Here is how to put yours at the top of the page, with a skills summary, results and the posting's own words.",
    description: "Five changes that make a resume skills-first: a skills summary, quantified results, grouped experience, training and the posting's words.",
    authors: ["maya-ortiz"],
    primaryTag: "resume",
    tags: ["career-change", "skills-based-hiring"],
    category: "job-search",
    publishedAt: new Date("2026-01-08T15:00:00Z"),
    bodyHtml: html`
      <p>More employers now hire on what you can do rather than where you studied or which titles you held. A skills-first resume makes that easy for them to see in the six to ten seconds a first read takes. You do not need a new template. You need to move the evidence of your skills to where a reader looks first, and make each claim concrete.</p>
      <h2>1. Lead with a skills summary</h2>
      <p>Replace the vague objective at the top ("Motivated professional seeking a challenging role") with three to five skills that match the job, each backed by a result. Keep it to four lines.</p>
      <blockquote><p>Scheduling and dispatch: coordinated 40 drivers across two depots, cutting late deliveries from 9% to 3%. Customer escalations: resolved about 25 complaints a week with a 92% satisfaction score. Inventory systems: trained 12 staff on a new warehouse system in three weeks.</p></blockquote>
      <p>Each line names a skill the posting asks for, then proves it. A hiring manager can stop reading there and already know why you are a fit.</p>
      <h2>2. Quantify results</h2>
      <p>"Cut order errors by 30%" says more than "responsible for orders". Numbers do not have to be revenue. Count what you can count:</p>
      <ul>
      <li><strong>Volume:</strong> calls handled a day, patients seen a shift, tickets closed a week.</li>
      <li><strong>Speed:</strong> turnaround time before and after a change you made.</li>
      <li><strong>Quality:</strong> error rates, audit scores, customer ratings, repeat business.</li>
      <li><strong>Scale:</strong> budget managed, people trained, locations supported.</li>
      </ul>
      <p>If you do not know the exact figure, a careful estimate with "about" or "roughly" in front is fine. Be ready to explain how you got it in the interview.</p>
      <h2>3. Group experience by skill when your titles do not tell the story</h2>
      <p>If you are changing careers or your job titles undersell what you did, add a "Selected projects" or "Relevant experience" section above your work history. Group two or three projects under the skill they show, then list your employers and dates briefly below. Recruiters still want a timeline, so do not hide it; just do not make it carry the whole argument.</p>
      <h2>4. List certifications and training</h2>
      <p>Short courses and certifications count, especially for skills-based employers. Include the issuer, the month and year, and what you built or practised. "Google Data Analytics Certificate, Coursera, March 2026: cleaned and charted 18 months of store sales data in spreadsheets and SQL" beats the certificate name on its own. Put in-progress training here too, with an expected completion date.</p>
      <h2>5. Mirror the posting's words</h2>
      <p>Use the same names for skills as the job description, so both people and search filters find them. If the posting says "patient intake" and your resume says "front desk check-in", a recruiter searching their applicant system for "intake" may never see you. Do not copy whole sentences; translate your experience into their vocabulary where it is honestly the same thing.</p>
      <h3>A quick way to check</h3>
      <ol>
      <li>Highlight every skill or tool named in the posting.</li>
      <li>Find each one on your resume. Circle the ones that are missing or named differently.</li>
      <li>For each circled skill you genuinely have, add it to your summary or a bullet, using the posting's word.</li>
      </ol>
      <h2>Put it together</h2>
      <p>A skills-first resume is still one or two pages, still reverse-chronological underneath, and still honest. What changes is the order of evidence: the reader meets your strongest, most relevant skills first and finds the proof right beside them. Update your resume on your <a href="/dashboard/candidate360/resume">Upstep profile</a> so employers who search for those skills can find you, then <a href="/jobs">browse open roles</a> and tailor the summary for each one.</p>
    `,
  },
  {
    title: "How to tailor your resume to a job posting in 30 minutes",
    excerpt: "Sending the same resume everywhere is the slowest way to get interviews. This 30-minute routine adapts your resume to one posting without rewriting it from scratch.",
    description: "A step-by-step, 30-minute routine for tailoring a resume to a specific job posting: decode the posting, rewrite the summary, reorder bullets and check keywords.",
    authors: ["maya-ortiz"],
    primaryTag: "resume",
    tags: ["job-search"],
    category: "job-search",
    publishedAt: new Date("2026-04-02T14:00:00Z"),
    bodyHtml: html`
      <p>Tailoring a resume sounds like a lot of work when you are applying to ten jobs a week. It does not have to be. If you keep one complete "master" resume and spend thirty focused minutes adapting it to each posting you really want, you will send fewer applications and get more replies. Here is the routine I teach in every workshop, with the time each step should take.</p>
      <h2>Before you start: keep a master resume</h2>
      <p>Your master resume is a private document with every role, project, tool and result you might ever use, even if it runs to four pages. Tailoring is then a matter of choosing and reordering, not inventing. Add to it whenever you finish a project, while the numbers are fresh.</p>
      <h2>Minutes 0-8: decode the posting</h2>
      <p>Read the posting twice. The second time, sort what it asks for into three lists:</p>
      <ul>
      <li><strong>Must-haves:</strong> skills or licences that appear in the first lines, are repeated, or are marked "required".</li>
      <li><strong>Nice-to-haves:</strong> "preferred", "a plus", "bonus".</li>
      <li><strong>The real problem:</strong> what the team needs solved. Look for verbs like "build", "reduce", "grow", "launch" and for clues about the situation ("fast-growing", "new team", "after a system migration").</li>
      </ul>
      <p>For example, a posting for an operations coordinator that mentions "scaling from 3 to 8 locations" three times is telling you the real problem is growth without chaos.</p>
      <h2>Minutes 8-15: rewrite the summary</h2>
      <p>Rewrite the three or four lines at the top so they answer the real problem in the posting's words. Compare:</p>
      <blockquote><p>Before: Experienced operations professional with strong organizational skills.</p><p>After: Operations coordinator who opened two new clinic locations in 2025, standardizing scheduling and supply ordering across five sites with no gap in patient appointments.</p></blockquote>
      <p>The second version names the skill (standardizing across sites), the scale (five sites) and the outcome (no gap), and it echoes "scaling" without using a buzzword.</p>
      <h2>Minutes 15-25: choose and reorder your bullets</h2>
      <p>Under each role, move the bullets that match the must-haves to the top. Cut bullets that match nothing in the posting, unless they show a result you are proud of. Aim for three to five bullets per recent role and one or two for older ones.</p>
      <p>Then check each must-have appears at least once, in the posting's words. If the posting says "vendor management" and your bullet says "worked with suppliers", change it, provided it is the same thing.</p>
      <h3>What not to change</h3>
      <ul>
      <li>Job titles and dates. Recruiters verify them; keep them accurate even if the title was odd.</li>
      <li>Numbers. Never round a 12% improvement up to 20% for a better fit.</li>
      <li>Skills you do not have. A keyword you cannot talk about will cost you the interview.</li>
      </ul>
      <h2>Minutes 25-30: final checks</h2>
      <ol>
      <li>Read the top third of page one only. Would a stranger know why you fit this job? If not, fix the summary.</li>
      <li>Check the file name: "Firstname-Lastname-Resume-Operations-Coordinator.pdf", not "resume_final_v7.pdf".</li>
      <li>Save a copy named after the company, so you know exactly what you sent when they call.</li>
      </ol>
      <h2>Is 30 minutes per job realistic?</h2>
      <p>For roles you really want, yes, and it pays back. For a quick application to a role you are unsure about, do only the summary and the first bullets of your latest job: ten minutes. What does not work is the same generic resume sent to fifty postings.</p>
      <p>Set up <a href="/job-alerts/new">job alerts</a> for the titles you are targeting, so good matches come to you and you can spend your time tailoring instead of searching.</p>
    `,
  },
  {
    title: "ATS myths: what applicant tracking systems really do with your resume",
    excerpt: "No, a robot is not rejecting 75% of resumes. Here is what applicant tracking systems actually do, what matters for formatting and where the real filtering happens.",
    description: "A former recruiter on applicant tracking systems (ATS): what parsing, keyword search and knockout questions really do to your resume.",
    authors: ["marcus-bell", "maya-ortiz"],
    primaryTag: "resume",
    tags: ["job-search"],
    category: "job-search",
    publishedAt: new Date("2026-04-16T14:00:00Z"),
    bodyHtml: html`
      <p>Few topics in job searching attract as much fear and as much bad advice as applicant tracking systems. I spent six years as an in-house recruiter using three different ones. Here is what they actually do, and what that means for how you write and format your resume.</p>
      <h2>What an ATS is</h2>
      <p>An applicant tracking system is a database with a workflow on top. It stores applications, moves candidates through stages (new, screened, interviewing, offer), sends emails and keeps records for compliance. Most employers with more than a few dozen staff use one. Its main user is a busy recruiter, not an algorithm.</p>
      <h2>Myth 1: "75% of resumes are rejected by a robot before a human sees them"</h2>
      <p>This figure has circulated for years without a credible source. In most systems, every application lands in a list a recruiter can see. What does reject people automatically is much more boring: <strong>knockout questions</strong> the employer chose, such as "Are you authorized to work in the US?" or "Do you have a current CNA certification?". Answer those honestly and carefully, because they are the real automatic filter.</p>
      <h2>Myth 2: "You need to stuff your resume with keywords"</h2>
      <p>Recruiters do search their ATS, for example for "forklift" or "Epic EHR" across past applicants. So the words for the skills you have should appear on your resume, in the posting's spelling. But searches return your resume to a person, who reads it. Keyword lists pasted at the bottom, or white text hidden in the margins, look like what they are. Use each important skill naturally, in a bullet that shows you using it.</p>
      <h2>Myth 3: "Any design element will break the parser"</h2>
      <p>When you apply, the ATS tries to read your resume into fields: name, contact details, jobs, dates, education. Modern parsers are decent, but some layouts do confuse them. The safe choices are simple:</p>
      <ul>
      <li>Use a single column for your work history. Two-column layouts can interleave text from both columns.</li>
      <li>Keep contact details in the body, not in the document header or footer, which some parsers skip.</li>
      <li>Use standard section names: Experience, Education, Skills, Certifications.</li>
      <li>Write dates the same way every time: "Mar 2023 - Jan 2026".</li>
      <li>Avoid putting text in images, text boxes or tables.</li>
      </ul>
      <p>A clean design with a bold name, clear headings and a little colour is fine. Skill "bars" and icons for phone numbers add nothing a parser can read.</p>
      <h2>Myth 4: "PDF files cannot be read"</h2>
      <p>A PDF exported from a word processor contains real text and parses well. A scanned PDF, which is a picture of a page, does not. If you can select and copy the text in your PDF, it is fine. Send a Word file only when the posting asks for one.</p>
      <h2>Myth 5: "The ATS scores and ranks everyone"</h2>
      <p>Some systems now show a match score, and some employers use it to sort. But the score is usually a rough keyword overlap, and recruiters know it. A tailored resume helps here for the same reason it helps with a human reader: it uses the posting's language for skills you really have.</p>
      <h2>What actually gets resumes passed over</h2>
      <ol>
      <li>Missing a must-have that the posting states plainly, or not making it visible in the top third of the page.</li>
      <li>Applying late. Many recruiters review in order and stop when they have enough strong candidates.</li>
      <li>A resume that makes the reader work: dense paragraphs, no results, an unclear current job.</li>
      <li>Wrong answers to knockout questions, often given in a hurry.</li>
      </ol>
      <h2>A quick test you can run today</h2>
      <p>Copy all the text from your resume file and paste it into a plain text editor. If the order still makes sense, with each job's title, employer and dates together, a parser will most likely read it correctly too. If the text comes out jumbled, simplify the layout.</p>
      <p>Then spend your energy where it counts: apply early to roles that fit, and <a href="/dashboard/candidate360/resume">keep your Upstep resume current</a> so employers searching for your skills can find you.</p>
    `,
  },
  {
    title: "A resume for a career changer: a before-and-after example",
    excerpt: "A former restaurant manager rewrote her resume for IT support roles. See the before and after, section by section, and why each change worked.",
    description: "A career change resume, before and after: a restaurant manager moving into IT support, with a new summary, projects and translated bullets.",
    authors: ["jordan-reyes", "maya-ortiz"],
    primaryTag: "resume",
    tags: ["career-change"],
    category: "career-growth",
    publishedAt: new Date("2026-05-07T14:00:00Z"),
    bodyHtml: html`
      <p>The hardest resume to write is the one for a job you have never held. Your titles point one way and your goal points another. The answer is not to hide your past, but to translate it. Here is a composite example based on several people I have advised: Dana, who managed a busy restaurant for six years and is now applying for help desk and IT support roles after earning the CompTIA A+ certification.</p>
      <h2>The "before" version</h2>
      <p>Dana's first draft opened like this:</p>
      <blockquote><p>Objective: Hard-working restaurant manager looking for a new opportunity in IT.</p><p>General Manager, Harbor Grill, 2019-2025. Managed front and back of house. Handled scheduling, inventory and customer complaints. Hired and trained staff.</p></blockquote>
      <p>Nothing here is false, but a help desk manager reading it learns only that Dana wants to leave restaurants. The IT evidence is buried at the bottom under "Certifications".</p>
      <h2>Change 1: a summary that connects both worlds</h2>
      <blockquote><p>IT support technician (CompTIA A+, 2026) with six years of running a 40-person restaurant, where I was the go-to person for the point-of-sale system, tablets and network. Calm with frustrated customers, used to fixing problems during the busiest hour of the day.</p></blockquote>
      <p>The new title comes first. The past becomes evidence for the new job: troubleshooting under pressure and customer service are exactly what a help desk needs.</p>
      <h2>Change 2: a projects section above work history</h2>
      <p>Career changers often have relevant work that was never in a job description. Dana added:</p>
      <ul>
      <li><strong>Point-of-sale migration, Harbor Grill (2024):</strong> moved 6 terminals and 4 handheld devices to a new cloud POS; configured user roles and trained 30 staff; zero lost orders on launch weekend.</li>
      <li><strong>Home lab (2025-2026):</strong> built a Windows Server 2022 domain on a refurbished PC; practised user accounts, group policy and password resets; documented each fix in a personal knowledge base.</li>
      <li><strong>Volunteer tech support, Eastside Library (2025):</strong> 3 hours a week helping patrons with laptops, printing and Wi-Fi; about 15 requests per session.</li>
      </ul>
      <h2>Change 3: translate the bullets</h2>
      <p>The restaurant job stays, with its real title and dates, but the bullets now use the target field's language where it is honestly the same work:</p>
      <ul>
      <li>"Handled customer complaints" became "Resolved 20+ customer issues a week in person and by phone, keeping a 4.6-star review average."</li>
      <li>"Handled scheduling" became "Maintained staff scheduling software for 40 employees; reset accounts and permissions and fixed sync issues with the payroll system."</li>
      <li>"Hired and trained staff" became "Wrote step-by-step guides for opening and closing procedures, cutting new-hire training from 3 weeks to 2."</li>
      </ul>
      <p>Notice what did not happen: Dana did not call herself an "IT manager" or invent a technical title. Recruiters check, and the honest version is persuasive on its own.</p>
      <h2>Change 4: skills named the way postings name them</h2>
      <p>Dana read fifteen help desk postings and listed the skills that came up most: Active Directory, ticketing systems, Windows 10/11, Microsoft 365, remote desktop tools, hardware troubleshooting. Her skills section lists those she has actually used, lab work included, so both recruiters and searches find them.</p>
      <h2>The result</h2>
      <p>With the same experience and a different order of evidence, Dana's reply rate went from one in twenty applications to about one in six, and she accepted a service desk role at a regional hospital two months later.</p>
      <h3>Your checklist</h3>
      <ol>
      <li>Put the target job title and your new credential in the first line.</li>
      <li>Add a projects section for relevant work outside your job titles.</li>
      <li>Keep real titles and dates; rewrite bullets in the new field's vocabulary.</li>
      <li>Build the skills list from real postings, not guesses.</li>
      </ol>
      <p>Ready to try? Search <a href="/jobs">entry-level roles in your new field</a> and use three postings as your guide for the rewrite.</p>
    `,
  },
  {
    title: "Resume bullet points that show results: a formula and 12 examples",
    excerpt: "Turn duty lists into results with one simple formula: action, object, outcome, evidence. Twelve before-and-after examples from retail to nursing to software.",
    description: "A simple formula for resume bullet points that show results, with twelve before-and-after examples from retail to healthcare to tech.",
    authors: ["maya-ortiz"],
    primaryTag: "resume",
    tags: ["early-career", "workplace-skills"],
    category: "job-search",
    publishedAt: new Date("2026-06-11T14:00:00Z"),
    bodyHtml: html`
      <p>Most resume bullets describe duties: "Responsible for stocking shelves." Duties tell a reader what the job was. Results tell them what you did with it, and that is what gets interviews. The fix is a simple formula you can apply to every bullet in an afternoon.</p>
      <h2>The formula</h2>
      <p><strong>Action verb + what you worked on + the outcome + evidence (a number, a scale or a comparison).</strong></p>
      <p>Not every bullet will have a perfect number, and that is fine. Scale ("for a 60-bed unit") and comparison ("fastest on the team") are evidence too.</p>
      <h2>Twelve before-and-after examples</h2>
      <h3>Retail and hospitality</h3>
      <ul>
      <li>Before: "Responsible for stocking shelves." After: "Restocked 3 aisles per shift using the store's replenishment reports, reducing empty-shelf reports by a third over the holiday season."</li>
      <li>Before: "Cashier duties." After: "Processed about 180 transactions a shift with a balanced drawer on every audit in 14 months."</li>
      <li>Before: "Trained new servers." After: "Trained 11 new servers using a checklist I wrote, now the restaurant's standard onboarding guide."</li>
      </ul>
      <h3>Healthcare</h3>
      <ul>
      <li>Before: "Patient care on a medical-surgical floor." After: "Cared for 5-6 patients per shift on a 32-bed med-surg unit; led the unit's fall-prevention rounds, which cut falls from 7 to 2 per quarter."</li>
      <li>Before: "Front desk at a clinic." After: "Checked in 60+ patients a day and verified insurance, reducing claim rejections for eligibility errors by 40%."</li>
      </ul>
      <h3>Logistics and trades</h3>
      <ul>
      <li>Before: "Forklift operator." After: "Operated sit-down and reach forklifts with zero safety incidents over 3 years; certified trainer for 8 new operators."</li>
      <li>Before: "Scheduled service calls." After: "Scheduled 25-30 HVAC service calls a day across 4 technicians, cutting average customer wait from 5 days to 2."</li>
      </ul>
      <h3>Office and administration</h3>
      <ul>
      <li>Before: "Handled invoices." After: "Processed 400 vendor invoices a month and set up a shared tracker that ended late-payment fees (about $1,200 a year)."</li>
      <li>Before: "Organized events." After: "Planned 6 staff events a year for 120 people, each within budget; introduced a sign-up form that halved no-shows."</li>
      </ul>
      <h3>Tech and data</h3>
      <ul>
      <li>Before: "Worked on the company website." After: "Rebuilt the checkout page's form validation, reducing abandoned checkouts by 8% in the first month."</li>
      <li>Before: "Made reports." After: "Automated a weekly sales report in SQL and a spreadsheet dashboard, saving the team about 4 hours a week."</li>
      <li>Before: "Helped customers with technical issues." After: "Resolved 35 support tickets a day with a 94% satisfaction score; wrote 20 help articles that cut repeat tickets on billing questions."</li>
      </ul>
      <h2>Where to find your numbers</h2>
      <ul>
      <li>Performance reviews and awards, which often quote figures.</li>
      <li>Old emails and reports you sent or received.</li>
      <li>Your own rough count: "about 30 a day" is honest if you can explain it.</li>
      <li>Former colleagues, who remember the results you have forgotten.</li>
      </ul>
      <h2>Strong verbs, without the thesaurus</h2>
      <p>Choose a verb that says what you did: built, cut, trained, resolved, opened, negotiated, scheduled, automated, launched, reduced. Avoid "helped with" and "assisted in" unless you truly played a small part, and then say what the part was.</p>
      <h2>How many bullets?</h2>
      <p>Three to five for your current or most relevant role, one to three for older ones. Put the strongest result first in each list: many readers only read the first bullet of each job.</p>
      <p>Once your bullets show results, <a href="/dashboard/candidate360/resume">update your Upstep resume</a> so the same evidence appears when employers look at your profile.</p>
    `,
  },
];
