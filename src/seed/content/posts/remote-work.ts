import { html, type SeedPost } from "../blog";

/* Remote work posts: finding legitimate remote roles, video interviews, staying visible. */
export const REMOTE_WORK_POSTS: SeedPost[] = [
  {
    title: "How to find legitimate remote jobs (and spot the scams)",
    excerpt: "Remote roles get hundreds of applicants and attract scammers. Where real remote jobs are posted, how to read location rules, and seven warning signs of a fake offer.",
    description: "Find real remote jobs: roles that are often remote, filtering well, reading location rules, and seven warning signs of a job scam.",
    authors: ["elena-fischer"],
    primaryTag: "remote-work",
    tags: ["job-search"],
    category: "job-search",
    publishedAt: new Date("2026-04-06T14:00:00Z"),
    bodyHtml: html`
      <p>Remote jobs are some of the most sought-after postings: a single remote opening can attract several times the applicants of the same role in an office. They also attract scammers, who know that people are eager to work from home. Here is how to find real remote roles, compete for them, and avoid the fakes.</p>
      <h2>Know which roles are commonly remote</h2>
      <p>Remote work is concentrated in certain kinds of jobs. You will find the most openings in software and IT, customer support and success, sales development, marketing and content, accounting and bookkeeping, medical coding and billing, recruiting, data analysis, project management and instructional design. Roles that need hands on equipment or patients are rarely fully remote, but many offer hybrid schedules.</p>
      <h2>Search with the right filters</h2>
      <ul>
      <li><strong>Use the remote filter</strong> rather than typing "remote" as a keyword, which also matches postings that merely mention remote tools.</li>
      <li><strong>Try "hybrid" separately.</strong> Two office days a week may be a good compromise and face less competition.</li>
      <li><strong>Set an alert.</strong> Remote postings fill fast; applying in the first two or three days matters.</li>
      </ul>
      <h2>Read the location rules</h2>
      <p>"Remote" rarely means "anywhere in the world". Before applying, look for:</p>
      <ul>
      <li><strong>Country or state limits:</strong> many employers can only hire in states where they are registered for payroll and taxes.</li>
      <li><strong>Time-zone requirements:</strong> "must work 9-5 Eastern" matters if you live in California.</li>
      <li><strong>Travel:</strong> quarterly team meetings or occasional client visits.</li>
      <li><strong>Equipment:</strong> whether they provide a laptop, and any internet speed requirements.</li>
      </ul>
      <p>Applying to roles you are not eligible for wastes your time and the recruiter's.</p>
      <h2>Show you can work remotely</h2>
      <p>Remote employers want evidence that you will be productive without supervision. On your resume and in your cover note, mention remote or hybrid experience, tools you use well (video calls, shared documents, chat, project trackers), and examples of written communication and self-management: "Coordinated a 6-person project across three time zones entirely by chat and weekly video calls."</p>
      <h2>Seven warning signs of a remote job scam</h2>
      <ol>
      <li>You are offered a job without any interview, or after a chat-only "interview".</li>
      <li>You are asked to pay for training, equipment or a "starter kit".</li>
      <li>They send you a check to deposit and ask you to send part of the money elsewhere, for equipment or to a "vendor".</li>
      <li>They ask for your bank details or Social Security number before a written offer.</li>
      <li>The pay is far above the market for easy work ("$45 an hour for data entry").</li>
      <li>Emails come from free email addresses instead of the company's domain, or the company has no verifiable website or people.</li>
      <li>There is intense pressure to decide or start today.</li>
      </ol>
      <p>If something feels off, look up the company independently, find its official careers page, and check that the posting appears there. Never move forward with an employer you cannot verify.</p>
      <h2>An example search</h2>
      <p>Jamal, a bookkeeper in Ohio, filtered for remote roles with titles "bookkeeper" and "staff accountant", excluded postings limited to other states, and set a daily alert. Of 30 matches in two weeks, he skipped 8 requiring on-site days in another city and 3 that looked suspicious (no company website, payment by check). He applied to 12, tailored, and had 3 interviews in the following fortnight.</p>
      <h2>Start here</h2>
      <p>Browse every open <a href="/browse-jobs/remote">remote job on Upstep</a>, or search <a href="/jobs">all jobs</a> with the remote filter and save it as an alert.</p>
    `,
  },
  {
    title: "Remote interviews: a checklist for video calls",
    excerpt: "A video interview is judged on the same answers as an in-person one, plus your setup. A checklist for camera, sound, light and the minutes before the call.",
    description: "Prepare for a video job interview: camera, light and sound, what to do in the last ten minutes, and handling technical problems.",
    authors: ["elena-fischer", "marcus-bell"],
    primaryTag: "remote-work",
    tags: ["interviews"],
    category: "interviews",
    publishedAt: new Date("2026-06-25T14:00:00Z"),
    bodyHtml: html`
      <p>Most first and second interviews now happen on video, whether the job is remote or not. The questions are the same as in person, but small technical and setup details can distract from your answers. For remote roles, your setup is also a preview of what you would be like to work with every day. Here is a checklist.</p>
      <h2>The day before</h2>
      <ul>
      <li><strong>Test the platform.</strong> Open the link, install anything it needs, and check your name displays properly (not "iPad 2").</li>
      <li><strong>Test your internet</strong> where you will sit. If Wi-Fi is weak, use a cable or move closer to the router.</li>
      <li><strong>Charge everything</strong> and plan a backup: your phone with the meeting app installed, and the interviewer's phone number.</li>
      <li><strong>Choose your spot:</strong> a quiet room, a door you can close, and a plain background. A tidy bookshelf is fine; an unmade bed is not. Blurred backgrounds work if they do not flicker around your head.</li>
      </ul>
      <h2>Camera, light and sound</h2>
      <ul>
      <li><strong>Camera at eye level.</strong> Stack books under a laptop so you are not looking down into it.</li>
      <li><strong>Light in front of you</strong>, such as a window or a lamp behind the screen. A bright window behind you turns you into a silhouette.</li>
      <li><strong>Headphones with a microphone</strong> cut echo and background noise. Even basic wired earbuds beat a laptop microphone.</li>
      <li><strong>Frame yourself</strong> from the middle of your chest to just above your head.</li>
      </ul>
      <h2>Ten minutes before</h2>
      <ul>
      <li>Close other applications and turn off notifications, including on your phone and watch.</li>
      <li>Have water, your resume, the job posting and your notes nearby. A few notes taped beside the camera are fine; reading a script is not.</li>
      <li>Join two or three minutes early.</li>
      </ul>
      <h2>During the call</h2>
      <h3>Eye contact</h3>
      <p>Look at the camera when you speak, at least for key points. Looking at faces on the screen reads as looking down. Moving the video window right under the camera helps.</p>
      <h3>Pacing</h3>
      <p>Video adds a small delay. Pause a beat after the interviewer finishes before you start, and keep answers a little shorter than in person. Nod and react visibly so they know you are listening.</p>
      <h3>Sharing your screen</h3>
      <p>If you might show a portfolio, have it open in one browser tab with everything else closed. Share a single window rather than your whole screen.</p>
      <h2>When technology fails</h2>
      <p>It happens to everyone. Stay calm and fix it quickly: "It looks like my video froze. I'm going to rejoin; I'll be back in one minute." If it fails again, offer to continue by phone. How you handle the problem is itself a small demonstration of how you work remotely.</p>
      <h2>Questions remote employers ask</h2>
      <ul>
      <li>"How do you stay organised without a manager nearby?"</li>
      <li>"Tell me about a time you had to resolve a misunderstanding by email or chat."</li>
      <li>"What does your workspace look like, and how do you handle distractions?"</li>
      </ul>
      <p>Answer with concrete routines and examples: "I plan my week every Monday in a task tracker and share my priorities with my manager in writing."</p>
      <h2>Afterwards</h2>
      <p>Send a thank-you email the same day, as you would after any interview. Looking for your next remote role? Browse current <a href="/browse-jobs/remote">remote openings</a>.</p>
    `,
  },
  {
    title: "Staying visible on a remote team",
    excerpt: "When nobody sees you at your desk, your work has to speak in other ways. Habits for making your contributions visible without self-promotion that grates.",
    description: "Stay visible on a remote team: weekly written updates, working in the open, better one-to-ones and deliberate relationships.",
    authors: ["elena-fischer"],
    primaryTag: "remote-work",
    tags: ["workplace-skills"],
    category: "career-growth",
    publishedAt: new Date("2026-08-06T14:00:00Z"),
    bodyHtml: html`
      <p>In an office, people see you arrive, help a colleague and stay late before a deadline, even if they never think about it. Remotely, none of that is visible. Many remote workers worry about being overlooked for promotions and interesting projects, and managers admit that out of sight can mean out of mind: not because remote people do less, but because less of what they do is seen. I have managed remote teams since 2018, and the people who thrive share a few habits.</p>
      <h2>Write a weekly update</h2>
      <p>The single most effective habit: a short written update to your manager every week, whether or not they ask for it. Keep it to five lines:</p>
      <blockquote><p><strong>Done:</strong> shipped the new invoice template; closed 42 support tickets. <strong>In progress:</strong> vendor onboarding checklist, 60% done. <strong>Blocked:</strong> waiting on legal for the contract wording. <strong>Next week:</strong> finish the checklist, start Q3 reporting. <strong>Note:</strong> Ana's help on the template saved us two days.</p></blockquote>
      <p>Your manager can forward it, reuse it at review time, and stop wondering what you are working on. Crediting colleagues makes you visible as a good teammate too.</p>
      <h2>Work in the open</h2>
      <ul>
      <li>Ask questions in team channels rather than private messages when others might benefit.</li>
      <li>Share drafts early in shared documents instead of sending finished files by email.</li>
      <li>When you solve a recurring problem, write a short how-to and post the link.</li>
      </ul>
      <p>This is not self-promotion; it is making your work useful to more people, which happens to make it visible.</p>
      <h2>Make one-to-ones count</h2>
      <p>If you have regular one-to-ones with your manager, bring an agenda. Include at least one item about your growth: a skill you want to build, a project you would like to join, feedback you want. If you do not have one-to-ones, ask for 20 minutes every two weeks.</p>
      <h2>Meetings: be present, briefly</h2>
      <ul>
      <li>Turn your camera on when the team does, especially in smaller meetings.</li>
      <li>Speak once early in the meeting, even briefly. It is much easier to contribute later.</li>
      <li>Volunteer to write the summary and next steps. The person who writes them shapes what happens.</li>
      </ul>
      <h2>Build relationships on purpose</h2>
      <p>Remote work removes the chance conversations that build trust. Replace them deliberately:</p>
      <ul>
      <li>Schedule a 20-minute virtual coffee with someone outside your team each month.</li>
      <li>Join the social channels and say something now and then.</li>
      <li>If there are in-person gatherings, go. One day together can carry months of remote collaboration.</li>
      </ul>
      <h2>Be reliably responsive</h2>
      <p>Visibility also means predictability. Set your working hours in your calendar and status, respond within an agreed time, and say when you will be offline. Colleagues trust people they can reach.</p>
      <h2>Keep your own record</h2>
      <p>Save your weekly updates in one document. At review time you will have a year of evidence, with numbers, ready for the conversation about a raise or promotion.</p>
      <h3>A simple weekly rhythm</h3>
      <ol>
      <li>Monday: share your priorities for the week in the team channel.</li>
      <li>Midweek: one virtual coffee or cross-team conversation.</li>
      <li>Friday: send your five-line update.</li>
      </ol>
      <p>Looking for a team that does remote work well? Ask about these habits in interviews, and browse <a href="/browse-jobs/remote">remote jobs on Upstep</a>.</p>
    `,
  },
];
