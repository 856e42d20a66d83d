import { html, type SeedPost } from "../blog";

/* Pay posts: researching a range, negotiating an offer, asking for a raise, benefits, first offers. */
export const PAY_POSTS: SeedPost[] = [
  {
    title: "How to research a salary range before you apply",
    excerpt: "Know your number before anyone asks. Five sources for pay data, how to adjust for location and level, and how to turn it all into a range you can defend.",
    description: "Research a realistic salary range: posted pay ranges, government wage data and people you know, adjusted for location and level.",
    authors: ["priya-raman"],
    primaryTag: "salary-and-negotiation",
    tags: ["job-search"],
    category: "career-growth",
    publishedAt: new Date("2026-04-23T14:00:00Z"),
    bodyHtml: html`
      <p>"What are your salary expectations?" is a question you will hear in almost every job search, often in the first phone call. If you answer with a guess, you risk pricing yourself out or, more often, leaving thousands of dollars a year on the table. I set pay bands for eight years. Here is how to build a range the way an employer's compensation team would.</p>
      <h2>Step 1: collect posted ranges for the same job</h2>
      <p>More and more states and cities require employers to publish a pay range in job postings, and many employers now include one everywhere. That makes postings the best free data you have. Search for the job title you want in your area and note the ranges from 10 to 15 postings in a simple table: employer, title, range, location, and whether the role is remote.</p>
      <p>Then search one or two alternative titles. "Office manager", "administrative manager" and "operations coordinator" can be the same job with different pay.</p>
      <h2>Step 2: check government wage data</h2>
      <p>The U.S. Bureau of Labor Statistics publishes wages by occupation and metro area in its <a href="https://www.bls.gov/oes/" rel="noopener noreferrer">Occupational Employment and Wage Statistics</a>. Look at the 25th, 50th (median) and 75th percentiles for your occupation and city. The median tells you the middle of the market; the 75th percentile is where experienced people in strong roles land.</p>
      <h2>Step 3: ask people</h2>
      <p>Numbers online are averages. People tell you what a specific employer pays. Ask former colleagues, people in professional groups, or recruiters, in a way that is easy to answer:</p>
      <blockquote><p>"I'm researching pay for senior billing specialist roles in the Denver area. Would you say $55-65k is realistic for someone with five years of experience, or am I off?"</p></blockquote>
      <p>Giving a range to react to is much easier for people than naming their own salary.</p>
      <h2>Step 4: adjust for level, location and employer</h2>
      <ul>
      <li><strong>Level:</strong> if the posting asks for 2-4 years and you have 7, aim for the upper half of its range.</li>
      <li><strong>Location:</strong> for remote roles, ask whether pay is set nationally or by your location. Many employers use two or three location tiers.</li>
      <li><strong>Employer type:</strong> large companies and hospitals often pay more in base salary; small businesses and nonprofits may offer flexibility or benefits instead.</li>
      <li><strong>Scarce skills:</strong> a certification or language that the posting lists as preferred can move you up a band.</li>
      </ul>
      <h2>Step 5: turn it into your range</h2>
      <p>From your data, pick a range of about 10-15% whose bottom is a number you would genuinely accept. For example, if postings for your role cluster between $58,000 and $72,000 and you have solid experience, your range might be $64,000 to $72,000. Anchor slightly high: negotiations tend to move down from the first number said.</p>
      <h3>A worked example</h3>
      <p>Alex is a medical coder with four years of experience in Columbus, Ohio. Twelve local postings show ranges from $48,000 to $66,000, most centered near $56,000. Government data puts the local median at $54,000 and the 75th percentile at $63,000. Alex holds a CPC certification that half the postings list as preferred. Alex's range: <strong>$58,000 to $64,000</strong>, with $58,000 as the walk-away point.</p>
      <h2>Use it before you apply</h2>
      <p>Knowing your range helps you choose where to apply, not only how to negotiate. If a posting's top number is below your minimum, you can skip it or ask about it up front. Set your <a href="/dashboard/candidate360/compensation-prefs">compensation preferences on Upstep</a>, then use the salary filter on <a href="/jobs">job search</a> to see only roles that meet them.</p>
      <h2>Keep your notes</h2>
      <p>Save your research table. You will use it again in the offer conversation, when you ask for a raise, and the next time you change jobs. Pay data gets stale in about a year, so update it when you start a new search.</p>
    `,
  },
  {
    title: "Negotiating a job offer: scripts for every step",
    excerpt: "Most employers expect you to negotiate and few withdraw an offer because you asked politely. Word-for-word scripts for the call, the counteroffer and the close.",
    description: "Negotiate a job offer step by step, with scripts: asking for time, making a counteroffer, negotiating beyond salary, getting it in writing.",
    authors: ["priya-raman"],
    primaryTag: "salary-and-negotiation",
    tags: ["interviews"],
    category: "career-growth",
    publishedAt: new Date("2026-05-21T14:00:00Z"),
    bodyHtml: html`
      <p>Most people accept the first offer they receive, usually because negotiating feels risky or rude. From the employer's side, it is neither. Hiring managers and recruiters generally budget room to move, and an offer is rarely withdrawn because a candidate asked, politely and with reasons, for more. Here is how to do it, step by step, with the words to use.</p>
      <h2>Step 1: receive the offer, do not answer it</h2>
      <p>Offers usually come by phone. Your only goals on this call are to sound pleased, get the details, and ask for time.</p>
      <blockquote><p>"Thank you, I'm really excited about this. Could you send me the full details in writing, including the salary, bonus, benefits and start date? I'd like a couple of days to review everything. Could I get back to you by Thursday?"</p></blockquote>
      <p>Asking for two to three business days is normal. Do not negotiate on the spot, and do not accept on the spot either, even if the number is good.</p>
      <h2>Step 2: decide what you are asking for</h2>
      <p>Compare the offer with the range you researched before applying. Then decide:</p>
      <ul>
      <li><strong>Your ask:</strong> a specific number, usually 5-10% above the offer, backed by your research.</li>
      <li><strong>Your walk-away point:</strong> the minimum you would accept, decided now and not during the call.</li>
      <li><strong>Your second priorities:</strong> a signing bonus, an earlier review, an extra week of vacation, remote days, a job title, a training budget.</li>
      </ul>
      <h2>Step 3: make the counteroffer</h2>
      <p>Call or email the recruiter. Open with enthusiasm, give one clear number, and explain it briefly.</p>
      <blockquote><p>"I'm excited about joining the team, and I'd like to make this work. Based on my research for this role in the area, and the Epic certification I'd bring from day one, I was expecting a base salary closer to $78,000. Is there flexibility to get there?"</p></blockquote>
      <p>Then stop talking. Let the silence work. The recruiter will usually say they need to check with the hiring manager.</p>
      <h3>If they cannot move on salary</h3>
      <blockquote><p>"I understand the base is fixed by the band. Would you be open to a $4,000 signing bonus, or a salary review at six months instead of twelve?"</p></blockquote>
      <p>Items that cost the employer once (a signing bonus) or not at all (a title, a start date, schedule flexibility) are often easier to approve than base pay.</p>
      <h2>Step 4: respond to their answer</h2>
      <ul>
      <li><strong>They meet your ask:</strong> thank them and say yes, pending the written offer.</li>
      <li><strong>They meet you halfway:</strong> decide whether it clears your walk-away point. If so: "Thank you for going back to the team on this. $75,000 works for me, and I'm happy to accept."</li>
      <li><strong>They say no:</strong> ask if anything else is possible, then decide. You have lost nothing by asking.</li>
      </ul>
      <h2>Step 5: get it in writing</h2>
      <p>Before you resign from your current job, make sure you have the final offer letter with every agreed point: salary, bonus, start date, title, and anything unusual such as remote days or a review date. A verbal promise of "a review in six months" is easy to forget when the manager who made it leaves.</p>
      <h2>Common mistakes</h2>
      <ul>
      <li><strong>Negotiating on need:</strong> "My rent went up" is not a reason an employer can act on. Your market value and skills are.</li>
      <li><strong>Bluffing about another offer:</strong> if they ask to see it, or call your bluff, you lose trust.</li>
      <li><strong>Going back repeatedly:</strong> negotiate once, with everything on the table. Adding new requests after they agreed feels like bad faith.</li>
      <li><strong>Ignoring the package:</strong> a lower salary with a much cheaper health plan can be worth more. Compare the total.</li>
      </ul>
      <h2>What if you are early in your career?</h2>
      <p>You can still ask, especially for items like a start date or a signing bonus. A single, polite question rarely hurts and often helps. Before your next offer arrives, record your target pay in your <a href="/dashboard/candidate360/compensation-prefs">compensation preferences</a> so you walk into the conversation with a number already decided.</p>
    `,
  },
  {
    title: "How to ask for a raise: a plan and a script",
    excerpt: "A raise conversation goes best when it is planned months ahead. How to time it, build your case with evidence and market data, and what to say in the meeting.",
    description: "Ask for a raise: time it to the budget cycle, document your results, research market pay, and use a script for the conversation.",
    authors: ["priya-raman", "maya-ortiz"],
    primaryTag: "salary-and-negotiation",
    tags: ["workplace-skills"],
    category: "career-growth",
    publishedAt: new Date("2026-07-09T14:00:00Z"),
    bodyHtml: html`
      <p>The best time to ask for a raise is rarely the moment you realise you are underpaid. Raises depend on budgets, review cycles and evidence, and all three can be prepared. Here is a three-month plan and the words to use when the meeting comes.</p>
      <h2>Three months before: learn the calendar</h2>
      <p>Find out when your employer sets pay. Many companies decide raises once a year, often a month or two before the review cycle or the new financial year. If your manager's budget is fixed in October, asking in December means waiting a year. Ask your manager or HR directly: "When are compensation decisions made here?"</p>
      <h2>Two months before: build your evidence file</h2>
      <p>Your manager has to justify your raise to someone else. Give them the material. Collect:</p>
      <ul>
      <li><strong>Results with numbers:</strong> "Reduced invoice processing time from 10 days to 4", "trained 6 new hires", "took over scheduling for a second site".</li>
      <li><strong>Scope growth:</strong> responsibilities you took on since your pay was last set. This is the strongest argument: you are doing a bigger job.</li>
      <li><strong>Praise in writing:</strong> emails from customers, colleagues or leaders.</li>
      <li><strong>Market data:</strong> posted pay ranges for your role and level in your area, and government wage data for your occupation.</li>
      </ul>
      <h2>One month before: signal it</h2>
      <p>Nobody likes a surprise budget request. In a regular one-to-one, say:</p>
      <blockquote><p>"I'd like to talk about my compensation at our next check-in. I'll bring some notes on what I've taken on this year. Is there anything you'd want to see from me to make the case?"</p></blockquote>
      <p>This gives your manager time to check the budget, and their answer tells you what matters to the people who decide.</p>
      <h2>In the meeting: the script</h2>
      <p>Keep it short, specific and about value, not need.</p>
      <blockquote><p>"Thanks for making time. Over the past year my role has grown: I took over vendor contracts from Sam, and I led the switch to the new billing system, which cut our month-end close from six days to three. I've also looked at the market: similar roles in our area are posted at $68,000 to $76,000, and I'm currently at $62,000. I'd like to ask for an increase to $71,000. What would it take to make that happen this cycle?"</p></blockquote>
      <p>Then pause and listen. Bring a one-page summary to leave with your manager, so they can forward it.</p>
      <h2>If the answer is "not now"</h2>
      <p>A "no" is often a "not yet". Turn it into a plan:</p>
      <ul>
      <li>"What would I need to show to get there, and by when?"</li>
      <li>"Can we put those goals in writing and review them in three months?"</li>
      <li>"If salary is fixed now, is there flexibility on title, training budget or schedule?"</li>
      </ul>
      <p>Follow up with a short email summarising what was agreed. If the goals are met and the answer is still no, you have learned something important about your prospects there.</p>
      <h2>What not to do</h2>
      <ul>
      <li>Do not threaten to leave unless you are ready to, with an offer in hand.</li>
      <li>Do not compare yourself with a named colleague's pay. Compare with the market.</li>
      <li>Do not ask by email or in a hallway. Ask in a scheduled conversation.</li>
      </ul>
      <h2>Know your market value either way</h2>
      <p>Sometimes the clearest evidence of your value is what other employers would pay. Keep an eye on openings for your role with <a href="/job-alerts/new">job alerts</a>: the posted ranges are your best market data, whether you stay or go.</p>
    `,
  },
  {
    title: "Benefits beyond salary: how to compare two job offers",
    excerpt: "A $4,000 higher salary can be worth less than a better health plan and a retirement match. A simple worksheet for putting two offers side by side.",
    description: "Compare job offers beyond salary: health premiums, retirement match, paid time off and commute, with a worked side-by-side example.",
    authors: ["priya-raman"],
    primaryTag: "salary-and-negotiation",
    tags: ["job-search"],
    category: "career-growth",
    publishedAt: new Date("2026-08-13T14:00:00Z"),
    bodyHtml: html`
      <p>Two offers on the table is a good problem to have, but comparing them by salary alone can lead you to the wrong choice. Benefits often add 20-30% to the value of a job, and they vary enormously between employers. Here is how to put a dollar figure on the parts that have one, and a clear-eyed view of the parts that do not.</p>
      <h2>Start with what you will take home</h2>
      <p>Ask each employer for the benefits summary, including the employee's share of health insurance premiums for the coverage you need (just you, you and a partner, or family). Then add up, for each offer:</p>
      <ul>
      <li><strong>Base salary</strong>, plus any guaranteed bonus.</li>
      <li><strong>Minus</strong> your yearly health premiums.</li>
      <li><strong>Plus</strong> the employer's retirement match, if you will contribute enough to get it.</li>
      <li><strong>Plus</strong> any employer contribution to a health savings account (HSA).</li>
      <li><strong>Plus</strong> other cash benefits you will actually use: tuition assistance, commuter benefits, a phone or home-office allowance.</li>
      </ul>
      <h2>A worked example</h2>
      <table>
      <thead><tr><th scope="col">Item</th><th scope="col">Offer A</th><th scope="col">Offer B</th></tr></thead>
      <tbody>
      <tr><td>Base salary</td><td>$64,000</td><td>$60,000</td></tr>
      <tr><td>Your health premiums (family)</td><td>-$7,200</td><td>-$3,000</td></tr>
      <tr><td>Retirement match</td><td>$0</td><td>$2,400 (4%)</td></tr>
      <tr><td>HSA contribution</td><td>$0</td><td>$1,000</td></tr>
      <tr><td>Commute (parking and fuel)</td><td>-$2,400</td><td>-$600 (3 remote days)</td></tr>
      <tr><td><strong>Comparable value</strong></td><td><strong>$54,400</strong></td><td><strong>$59,800</strong></td></tr>
      </tbody>
      </table>
      <p>Offer B pays $4,000 less on paper and is worth about $5,400 more a year in practice.</p>
      <h2>Deductibles and out-of-pocket maximums</h2>
      <p>A cheap premium can hide a high deductible. If you or your family see doctors often, add a realistic estimate of what you would pay in deductibles and co-pays under each plan. If you rarely do, a high-deductible plan with an HSA contribution can be the better deal.</p>
      <h2>Time off, counted in days</h2>
      <p>Compare paid time off in days, including holidays and sick days. Ten extra days off is two working weeks: at $60,000 a year that is roughly $2,300 of your time. Ask whether unused days roll over or are paid out, and whether new employees must wait before taking leave.</p>
      <h2>Things without a price tag</h2>
      <p>Some of the most important differences cannot be added up. Score each offer from 1 to 5 on:</p>
      <ul>
      <li><strong>Schedule:</strong> predictable hours, shift patterns, on-call duty, remote days.</li>
      <li><strong>Growth:</strong> training budgets, certification support, a clear path to the next level.</li>
      <li><strong>Manager:</strong> did the person you would report to seem like someone you could learn from?</li>
      <li><strong>Stability:</strong> is the company growing, or did it just have layoffs?</li>
      <li><strong>Parental and family leave</strong>, if it could matter to you in the next few years.</li>
      </ul>
      <h2>Use the comparison to negotiate</h2>
      <p>If you prefer one offer but the other is worth more, say so honestly to the one you prefer:</p>
      <blockquote><p>"I'd really like to join your team. The other offer I have includes a retirement match and lower premiums, which makes it worth about $5,000 more a year. Is there room to close some of that gap, either in base salary or a signing bonus?"</p></blockquote>
      <p>This is persuasive because it is specific and verifiable, and it gives the employer more than one way to respond.</p>
      <h2>Before you accept</h2>
      <p>Get every benefit you counted on in writing, including start dates for coverage: some plans begin on the first of the month after you start, leaving a gap to plan for. When you are ready for the next search, record the benefits that matter most to you in your <a href="/dashboard/candidate360/compensation-prefs">Upstep compensation preferences</a>.</p>
    `,
  },
  {
    title: "Negotiating your first offer when you are new or changing fields",
    excerpt: "Little experience does not mean no leverage. What you can negotiate in a first job or a career change, what to leave alone, and a script that keeps things friendly.",
    description: "Negotiate a first offer or one after a career change: where the flexibility is, what evidence to use, and a short script.",
    authors: ["priya-raman", "jordan-reyes"],
    primaryTag: "salary-and-negotiation",
    tags: ["early-career", "career-change"],
    category: "career-growth",
    publishedAt: new Date("2026-10-01T14:00:00Z"),
    bodyHtml: html`
      <p>If this is your first professional job, or your first job in a new field, negotiating can feel presumptuous. You may be grateful just to have an offer. That is understandable, and it is also why new entrants to a field are so often paid at the very bottom of the range. You have more room than you think, as long as you choose your asks carefully.</p>
      <h2>Why employers still expect a conversation</h2>
      <p>Entry-level offers are usually built from a band, not a single number. The recruiter often starts in the lower part of the band to leave room. A polite, researched request is a normal part of hiring, and it does not make you look ungrateful. What does look bad is an ask with no basis, or a long list of demands.</p>
      <h2>Where the flexibility usually is</h2>
      <ul>
      <li><strong>Base salary within the band:</strong> often 3-7% for entry-level roles, more if you bring a skill they need.</li>
      <li><strong>Signing bonus:</strong> a one-time cost that many employers find easier to approve, especially if you are giving up a bonus or paying to relocate.</li>
      <li><strong>Start date:</strong> a week or two to finish a course, move, or rest between jobs.</li>
      <li><strong>Training and certification:</strong> paid exam fees, study time, or a conference.</li>
      <li><strong>An early review:</strong> a pay review after six months, written into the offer.</li>
      </ul>
      <h2>What to leave alone</h2>
      <ul>
      <li>Union or government pay scales, which are usually fixed. You may still be able to ask which step of the scale you start on.</li>
      <li>Structured programs with a cohort of graduates all paid the same. Ask about start dates or relocation instead.</li>
      <li>Job titles, in many large organizations, where titles map to bands.</li>
      </ul>
      <h2>Your evidence when you are new</h2>
      <p>You may not have years of experience, but you have other things worth pointing to:</p>
      <ul>
      <li>A certification or degree that the posting lists as preferred.</li>
      <li>Transferable experience from a previous field, such as managing people, handling budgets or serving customers.</li>
      <li>Internships, apprenticeships, projects and volunteer work in the field.</li>
      <li>Posted pay ranges and government wage data for entry-level roles in your area.</li>
      </ul>
      <h3>Example: a career changer</h3>
      <p>Tomas spent eight years as a retail store manager before completing a payroll certification. His offer as a payroll specialist is $49,000. Local postings for payroll specialists range from $46,000 to $58,000. He has managed a team of 15 and run weekly payroll inputs for his store, so he is not a typical beginner.</p>
      <h2>The script</h2>
      <blockquote><p>"Thank you so much. I'm excited about this role and about making the move into payroll with your team. I wanted to ask about the base salary. I'm new to the specialist title, but I ran weekly payroll and scheduling for a 15-person store for six years, so I'll be productive quickly. Would it be possible to start at $53,000? If the base is fixed, I'd appreciate a review at six months."</p></blockquote>
      <p>One clear number, one reason rooted in what the employer gets, and a fallback that costs them nothing today.</p>
      <h2>If the answer is no</h2>
      <p>Accept graciously if the offer still works for you. You have lost nothing, and you have shown that you understand your value, which managers remember at review time. Write down the date of any promised review and prepare for it with results from your first months.</p>
      <h2>Keep your numbers handy</h2>
      <p>Before the call, write your target, your walk-away point and your fallback ask on one page. Set your <a href="/dashboard/candidate360/compensation-prefs">compensation preferences</a> on Upstep as you start searching, so the roles you see already fit the number you have in mind.</p>
    `,
  },
];
