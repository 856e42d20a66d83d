import { html, type SeedPost } from "../blog";

/* Interview posts: STAR answers, questions to ask, phone screens, panels, following up. */
export const INTERVIEW_POSTS: SeedPost[] = [
  {
    title: "STAR interview answers: three worked examples",
    excerpt: "The STAR method keeps behavioral answers clear and short. Here are three complete example answers, the mistakes they avoid, and a way to prepare your own stories.",
    description: "Answer behavioral interview questions with the STAR method (situation, task, action, result), with three worked examples.",
    authors: ["marcus-bell"],
    primaryTag: "interviews",
    tags: ["workplace-skills"],
    category: "interviews",
    publishedAt: new Date("2026-03-26T14:00:00Z"),
    bodyHtml: html`
      <p>"Tell me about a time when..." questions are called behavioral questions, and most interviews include several. They exist because past behavior is a better predictor than hypothetical answers. The STAR method gives your answer a shape an interviewer can follow: <strong>Situation, Task, Action, Result</strong>.</p>
      <h2>The shape of a STAR answer</h2>
      <ul>
      <li><strong>Situation</strong> (1-2 sentences): where and when, just enough context.</li>
      <li><strong>Task</strong> (1 sentence): what you were responsible for, or the problem to solve.</li>
      <li><strong>Action</strong> (most of the answer): what <em>you</em> did, step by step. Say "I", not "we".</li>
      <li><strong>Result</strong> (1-2 sentences): what happened, with a number if you have one, and what you learned.</li>
      </ul>
      <p>A good answer takes about 90 seconds to two minutes. The most common mistake is spending a minute on the situation and ten seconds on the action.</p>
      <h2>Example 1: "Tell me about a time you handled a difficult customer."</h2>
      <blockquote><p><strong>Situation:</strong> At the pharmacy where I worked as a technician, a customer came in furious because his prescription had been delayed for the third time.</p><p><strong>Task:</strong> I needed to calm him down and actually get him his medication that day.</p><p><strong>Action:</strong> I let him finish without interrupting, then repeated back what had happened so he knew I understood. I checked the system and found the insurer was rejecting the claim because of a prior authorization. I called his doctor's office while he waited, got the authorization faxed within 30 minutes, and offered him a seat and a water. I also added a note to his profile so the next refill would not hit the same problem.</p><p><strong>Result:</strong> He left with his medication that afternoon and later sent a thank-you note to my manager. I suggested we check prior authorizations at drop-off rather than at pickup, and the store adopted it.</p></blockquote>
      <h2>Example 2: "Describe a time you made a mistake."</h2>
      <blockquote><p><strong>Situation:</strong> In my first month as an office coordinator, I booked a 40-person training on the wrong date.</p><p><strong>Task:</strong> I found the error two days before, and I had to fix it without losing the trainer or the room.</p><p><strong>Action:</strong> I told my manager immediately, with two options I had already checked: moving to the next week in the same room, or keeping the date in a smaller room with a video link. She chose the first. I emailed all attendees with a clear subject line, called the six who had not opened it, and rebooked the trainer, who agreed after I offered to cover the change fee from our budget.</p><p><strong>Result:</strong> 38 of 40 people attended the new date. Since then I confirm every booking against the original request with a second person, and I have not repeated the mistake.</p></blockquote>
      <p>Interviewers asking about mistakes want ownership and a changed process, not a story where it was someone else's fault.</p>
      <h2>Example 3: "Tell me about a time you improved a process."</h2>
      <blockquote><p><strong>Situation:</strong> Our warehouse team was missing about one shipping deadline a week because pick lists were printed only twice a day.</p><p><strong>Task:</strong> As a shift lead, I wanted to cut missed deadlines without adding staff.</p><p><strong>Action:</strong> I tracked every late order for two weeks and found most came in between the two print runs. I proposed printing urgent orders as they arrived, tested it on my shift for a month, and trained the other two shift leads.</p><p><strong>Result:</strong> Missed deadlines went from about four a month to one in the following quarter, and the change became standard at our second site.</p></blockquote>
      <h2>Prepare six stories, not sixty answers</h2>
      <p>You cannot predict every question, but a handful of well-prepared stories can answer most of them. Write down six stories covering:</p>
      <ol>
      <li>A conflict with a colleague or customer.</li>
      <li>A mistake or failure.</li>
      <li>A time you led something, with or without the title.</li>
      <li>A process you improved.</li>
      <li>A tight deadline or heavy workload.</li>
      <li>Learning something new quickly.</li>
      </ol>
      <p>For each, note the result in numbers if you can. Practise out loud, timing yourself, until each story fits in two minutes. One story can often answer several questions: the warehouse example fits "process improvement", "initiative" and "working with data".</p>
      <h2>When you do not have a perfect example</h2>
      <p>Use school, volunteering or personal projects, and say so plainly. "I have not faced that at work yet, but in my volunteer role..." is a strong answer. Inventing a story is not: follow-up questions expose it quickly.</p>
      <p>Have an interview coming up? Review the job posting on <a href="/jobs">Upstep</a> and match each of your six stories to a requirement it mentions.</p>
    `,
  },
  {
    title: "Questions to ask at the end of an interview (and what each tells you)",
    excerpt: "\"Do you have any questions for us?\" is your chance to interview them. Twelve strong questions, grouped by what you need to learn, and a few to avoid.",
    description: "Good questions to ask at the end of a job interview, grouped by what you need to learn, plus the questions to avoid.",
    authors: ["marcus-bell"],
    primaryTag: "interviews",
    tags: ["job-search"],
    category: "interviews",
    publishedAt: new Date("2026-04-09T14:00:00Z"),
    bodyHtml: html`
      <p>When an interviewer asks "Do you have any questions for us?", "No, I think you covered everything" is the weakest possible answer. Interviewers read good questions as a sign of genuine interest and clear thinking. More importantly, the answers help you decide whether you want the job. Prepare five, expect to ask two or three, and pick the ones the conversation has not already answered.</p>
      <h2>Questions about the role</h2>
      <ul>
      <li><strong>"What does a great first 90 days look like in this role?"</strong> You learn what success means to them, and whether expectations are realistic.</li>
      <li><strong>"What is the hardest part of this job that the posting does not mention?"</strong> Interviewers often answer this one candidly.</li>
      <li><strong>"Why is this position open?"</strong> Growth, a promotion or a string of resignations are very different answers.</li>
      </ul>
      <h2>Questions about the team</h2>
      <ul>
      <li><strong>"Who would I work with most closely day to day?"</strong> This tells you who your real colleagues are, beyond the people in the room.</li>
      <li><strong>"How does the team handle disagreements about priorities?"</strong> Listen for a process, not "we never disagree".</li>
      <li><strong>"How long have people on the team been here?"</strong> Long tenure is usually a good sign; constant turnover is worth a follow-up question.</li>
      </ul>
      <h2>Questions for the hiring manager</h2>
      <ul>
      <li><strong>"How do you like to give feedback?"</strong> Some managers do weekly one-to-ones, others only annual reviews. Know which you are signing up for.</li>
      <li><strong>"What have past people in this role gone on to do?"</strong> Promotions and internal moves show a manager who develops people.</li>
      </ul>
      <h2>Questions about growth</h2>
      <ul>
      <li><strong>"What training or certifications does the company support?"</strong> Ask for examples of someone who used them.</li>
      <li><strong>"How are promotions and raises decided?"</strong> A clear cycle and criteria beat "whenever it makes sense".</li>
      </ul>
      <h2>Questions that close well</h2>
      <ul>
      <li><strong>"Is there anything about my background that makes you hesitate?"</strong> It feels bold, but it gives you a chance to address a concern before the decision. If they mention one, answer briefly and calmly.</li>
      <li><strong>"What are the next steps, and when should I expect to hear back?"</strong> Always ask this. It tells you when to follow up.</li>
      </ul>
      <h2>Questions to avoid, or to save for later</h2>
      <ul>
      <li>Anything answered on the company's website or in the posting. It shows you did not prepare.</li>
      <li>Salary and time off in a first interview with a hiring manager, unless they raise it. These belong with the recruiter, or at the offer stage. (If the recruiter asks your expectations early, be ready: see our guide to researching a pay range.)</li>
      <li>"Did I get the job?" It puts the interviewer on the spot and they cannot answer.</li>
      </ul>
      <h2>A worked example</h2>
      <p>Suppose a warehouse supervisor interview has covered the schedule and the team in detail. A strong close might be:</p>
      <blockquote><p>"You mentioned peak season doubles the order volume. What did the team learn from last year's peak that you would want the new supervisor to do differently? And what are the next steps from here?"</p></blockquote>
      <p>The first question builds on what you heard, shows you were listening, and invites a useful story. The second gets you a timeline.</p>
      <h2>Take notes</h2>
      <p>Bring a notebook and write down the answers. They are raw material for your thank-you note, for your next interview with the same company, and for comparing offers later. Keep track of each conversation alongside the job you <a href="/dashboard/jobs">saved on Upstep</a>.</p>
    `,
  },
  {
    title: "How to pass a phone screen: what recruiters are listening for",
    excerpt: "A recruiter's phone screen is short and follows a script. Knowing the five things they check, and having a 60-second pitch ready, gets you to the next round.",
    description: "What recruiters check in a phone screen, a 60-second answer to \"tell me about yourself\", and how to handle the salary question.",
    authors: ["marcus-bell"],
    primaryTag: "interviews",
    tags: ["job-search", "salary-and-negotiation"],
    category: "interviews",
    publishedAt: new Date("2026-05-14T14:00:00Z"),
    bodyHtml: html`
      <p>I ran more than two thousand phone screens as a recruiter. Most lasted 15 to 30 minutes and followed the same script, because a phone screen has one job: to decide whether the hiring manager should spend an hour with you. Here is what is on that script, and how to pass it.</p>
      <h2>The five things a recruiter checks</h2>
      <ol>
      <li><strong>Basic fit:</strong> do you have the must-haves in the posting, like a licence, a shift availability or a skill?</li>
      <li><strong>Motivation:</strong> why this job, and why now? A clear, positive reason beats a vague one.</li>
      <li><strong>Communication:</strong> can you explain your work briefly and clearly?</li>
      <li><strong>Logistics:</strong> location, schedule, start date, work authorization.</li>
      <li><strong>Pay expectations:</strong> are you within the budget for the role?</li>
      </ol>
      <p>Notice what is missing: deep technical questions. Those come later. The screen is about risk: recruiters lose credibility with hiring managers if they pass on candidates who fail on the basics.</p>
      <h2>Your 60-second answer to "Tell me about yourself"</h2>
      <p>Almost every screen starts here. Use a present-past-future structure:</p>
      <blockquote><p>"I'm a medical assistant at a family practice, where I room about 25 patients a day and handle referrals. Before that I worked in retail for three years, which is where I learned to stay calm with a line out the door. I'm looking for a role in a specialty clinic because I want to go deeper into one area, and your cardiology practice's focus on patient education really appealed to me."</p></blockquote>
      <p>It takes under a minute, answers "why this job", and gives the recruiter two or three threads to ask about.</p>
      <h2>Before the call</h2>
      <ul>
      <li>Reread the posting and your own resume. Recruiters often ask about a line on your resume; hesitating about your own dates looks bad.</li>
      <li>Pick a quiet place with good reception. Use headphones if you can.</li>
      <li>Keep a one-page note in front of you: your pitch, two achievements with numbers, your questions, and your salary range.</li>
      <li>Research the company for ten minutes: what it does, its size, any recent news.</li>
      </ul>
      <h2>Handling the salary question</h2>
      <p>Recruiters ask early because there is no point continuing if the numbers are far apart. You have three reasonable options:</p>
      <ul>
      <li><strong>Ask for their range first:</strong> "Could you share the range budgeted for this role? I want to make sure we're aligned."</li>
      <li><strong>Give a researched range:</strong> "Based on my research for similar roles in this area, I'm looking at $52,000 to $58,000, depending on the full package."</li>
      <li><strong>Defer, politely:</strong> "I'd like to learn more about the role first, but I'm confident we can find a number that works if it's a good fit."</li>
      </ul>
      <p>Whichever you choose, never give a number you have not researched. A growing number of states and cities require employers to include the pay range in the posting, so check it first.</p>
      <h2>During the call</h2>
      <ul>
      <li>Answer the question asked, then stop. Phone silence feels longer than it is.</li>
      <li>Smile while you talk. It sounds odd, but it changes your tone.</li>
      <li>If you do not meet a requirement, say what you have instead: "I haven't used Epic, but I used Cerner for three years and picked it up in two weeks."</li>
      </ul>
      <h2>End with the next step</h2>
      <p>Ask: "What are the next steps, and when do you expect to make decisions?" Then send a two-line thank-you email the same day, mentioning one thing you talked about. If you have not heard back by the date they gave, a short, polite follow-up is fine.</p>
      <p>Make recruiters' first impression easier: keep your <a href="/dashboard/candidate360/personal-info">Upstep profile</a> and contact details current, because that is often what they read just before they call.</p>
    `,
  },
  {
    title: "Panel interviews: how to prepare when five people are asking",
    excerpt: "Panel interviews feel intimidating, but they follow a pattern. How to prepare for each panelist's angle, manage eye contact, and close a panel well.",
    description: "Prepare for a panel interview: research each panelist, manage eye contact and hand-offs, and follow up with every panel member.",
    authors: ["marcus-bell", "daniel-okafor"],
    primaryTag: "interviews",
    tags: ["workplace-skills"],
    category: "interviews",
    publishedAt: new Date("2026-06-18T14:00:00Z"),
    bodyHtml: html`
      <p>Walking into a room (or a video call) with four or five interviewers is intimidating. But panels are increasingly common, especially in healthcare, education, government and larger companies, because they are fairer: several people hear the same answers and score them separately. One of us has sat on more than a hundred hiring panels; the other has prepared candidates for them. Here is what works.</p>
      <h2>Why employers use panels</h2>
      <p>A panel lets an employer see how you interact with the people you would actually work with, saves you from five separate interviews, and reduces the effect of any one interviewer's bias. Most panels use <strong>structured interviews</strong>: the same questions for every candidate, often split between panelists, with a scoring guide. That is good news for you, because it means preparation pays off directly.</p>
      <h2>Before: research the panel</h2>
      <p>Ask the recruiter who will be on the panel and their roles. It is a normal question. Then think about what each person cares about:</p>
      <ul>
      <li><strong>The hiring manager:</strong> can you do the job and will you be easy to manage?</li>
      <li><strong>A future peer:</strong> will you pull your weight and share knowledge?</li>
      <li><strong>Someone from another department:</strong> will you be good to work with across teams?</li>
      <li><strong>HR or a recruiter:</strong> values, conduct, and the logistics of the offer.</li>
      </ul>
      <p>Prepare at least one story that would land well with each of them. For a nurse manager panel, that might be a staffing story for the director, a teamwork story for the charge nurse and a patient-experience story for the quality lead.</p>
      <h2>During: managing the room</h2>
      <h3>Eye contact</h3>
      <p>Start your answer looking at the person who asked, then include the others as you go, and finish with the asker. On video, look at the camera rather than at faces on the screen.</p>
      <h3>Names</h3>
      <p>Write the panelists' names on your notepad in seating order as they introduce themselves. Using a name once ("As Priya mentioned about the new clinic...") shows you are listening.</p>
      <h3>Hand-offs and silence</h3>
      <p>Panelists take notes while you talk, and there may be a pause after each answer while they finish writing. That silence is not a bad sign. Do not fill it by adding more; wait for the next question.</p>
      <h3>Conflicting questions</h3>
      <p>Sometimes two panelists pull in different directions, for example one stressing speed and another quality. Acknowledge both: "Those two goals can pull against each other. Here's how I balanced them at my last job..."</p>
      <h2>The questions panels ask</h2>
      <p>Expect behavioral questions ("Tell me about a time...") prepared in the STAR format, a few role-specific scenarios ("What would you do if two patients needed you at once?"), and one or two about motivation. Because questions are often fixed, it is fine to ask for a question to be repeated.</p>
      <h2>Closing a panel</h2>
      <p>When they invite questions, address at least one to a panelist other than the manager. A good one for a peer: "What do you wish you had known in your first month here?" Then ask the group about next steps and timing.</p>
      <h2>After: follow up with everyone</h2>
      <p>Send a short individual thank-you email to each panelist if you have their addresses, or one to the recruiter asking them to pass your thanks on. Make each note specific:</p>
      <blockquote><p>"Thank you for explaining how the night team hands over to days. The shared checklist you described is exactly the kind of process I enjoy improving, and it made me even more excited about the role."</p></blockquote>
      <p>Panels are less about performing for a crowd and more about having the same good conversation with several people at once. Prepare your stories, learn who is in the room, and treat it like that. Browse <a href="/jobs">current openings</a> to see which employers mention panel or structured interviews in their process.</p>
    `,
  },
  {
    title: "Following up after an interview: timing and templates",
    excerpt: "When to send a thank-you note, when to check in, and when to move on, with four short templates you can copy and adapt.",
    description: "When and how to follow up after a job interview: a same-day thank-you, a check-in after their deadline, and a graceful close.",
    authors: ["marcus-bell"],
    primaryTag: "interviews",
    tags: ["job-search"],
    category: "interviews",
    publishedAt: new Date("2026-07-23T14:00:00Z"),
    bodyHtml: html`
      <p>The interview is over; now comes the waiting. Following up well is a small thing that helps: it keeps you in mind, shows professionalism and sometimes surfaces a decision faster. Following up badly, with daily emails or a guilt trip, can undo a good interview. Here is a simple schedule, with templates.</p>
      <h2>Step 1: the thank-you note, within 24 hours</h2>
      <p>Send a short email to each interviewer you have an address for, or to the recruiter. It should be three to five sentences, with one specific detail from the conversation. Recruiters do notice when they are missing, and a specific note can tip a close decision.</p>
      <blockquote><p>Subject: Thank you, Customer Success Associate interview</p><p>Hi Jordan, thank you for taking the time to talk with me today. I especially enjoyed hearing how the team cut onboarding time for new customers in half last year; it's the kind of project I'd love to contribute to. I'm excited about the role and happy to send anything else that would help. Best regards, Sam Lee</p></blockquote>
      <p>If you realise you answered something poorly, one sentence can help: "On reflection, a better example of handling a tight deadline is..." Keep it brief.</p>
      <h2>Step 2: the check-in, one or two business days after their deadline</h2>
      <p>At the end of the interview you asked when they expected to decide. Wait until that date has passed, plus a day or two, then send a check-in. If you did not get a date, wait about a week.</p>
      <blockquote><p>Subject: Following up, Customer Success Associate</p><p>Hi Jordan, I hope your week is going well. I wanted to follow up on my interview on March 3. I'm still very interested in the role and would be glad to provide references or anything else you need. Could you share an update on the timeline? Thank you, Sam</p></blockquote>
      <p>Delays are usually about the employer, not you: a manager on holiday, a budget sign-off, another candidate's schedule.</p>
      <h2>Step 3: one more, a week later</h2>
      <p>If the check-in gets no reply, send one more a week later, ideally with something useful: a relevant piece of work, a certificate you have just completed, or simply a reaffirmation.</p>
      <blockquote><p>Hi Jordan, I know hiring timelines can shift. I recently completed the Salesforce Administrator certification I mentioned, in case it's helpful. I remain very interested and would welcome any update. Best, Sam</p></blockquote>
      <h2>Step 4: the graceful close</h2>
      <p>After three messages with no reply, stop chasing and move your energy elsewhere. If you want, send a final note that leaves the door open:</p>
      <blockquote><p>Hi Jordan, I haven't heard back, so I'll assume the team has moved forward. Thank you again for the conversation. I'd be glad to be considered for future roles, and I hope we cross paths again. Sam</p></blockquote>
      <p>This note occasionally prompts a reply, and it leaves a good impression with someone who may recruit for other roles later.</p>
      <h2>If you get another offer meanwhile</h2>
      <p>Tell the company you prefer, promptly and honestly: "I've received an offer with a deadline of Friday. You're my first choice. Is there any chance of an update before then?" Employers who want you will often speed up. Never invent an offer to create pressure.</p>
      <h2>Things to avoid</h2>
      <ul>
      <li>Following up more than once a week.</li>
      <li>Contacting interviewers on personal social media or phones.</li>
      <li>Showing up in person unannounced.</li>
      <li>Stopping your search while you wait. Keep applying until you have signed an offer.</li>
      </ul>
      <p>Track every application, interview date and follow-up in one place. Your <a href="/dashboard/jobs">Upstep dashboard</a> keeps saved and applied jobs together, so you always know who is next on your list.</p>
    `,
  },
];
