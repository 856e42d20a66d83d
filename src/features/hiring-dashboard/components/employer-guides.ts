/*
 * The employer resources' guides (flag employer-resources, decisions 038 and 041): plain data, no
 * client code, so a public page can list them without the dashboard's card and its accordion. The
 * hiring dashboard's card and /hiring show them.
 */
export const EMPLOYER_GUIDES = [
  {
    id: "writing-a-posting",
    title: "Writing a posting that gets applicants",
    points: [
      "Use the title people search for (“Medical Assistant”), and say where and which hours in the first lines.",
      "Describe a normal day and what success looks like after six months, not a list of adjectives.",
      "Keep the must-haves to five or fewer and list the nice-to-haves apart: long lists turn away people who could do the job.",
      "Add skills from Upstep's list: they match your posting to people's profiles and job alerts.",
      "Ask screening questions only about real requirements, and mark as knock-outs only the answers that truly rule someone out.",
    ],
  },
  {
    id: "pay-transparency",
    title: "Pay transparency",
    points: [
      "More than a dozen states (California, Colorado, Illinois, New York and Washington among them), the District of Columbia and some cities require the pay range in the posting itself.",
      "A remote job can be done from those places, so a remote posting needs a range too.",
      "Give the range you honestly expect to pay for the role. Upstep's posting form tells you when a range is required and why.",
      "Postings with a range get more applicants who fit, wherever the law does not ask for one.",
    ],
  },
  {
    id: "structured-interviews",
    title: "Structured interviews",
    points: [
      "Decide before the first interview what you are hiring for: the posting's scorecard attributes.",
      "Ask every candidate for the role the same questions, in the same order, and ask for examples of what they did.",
      "Each interviewer fills in their scorecard (Strong no to Strong yes, with notes) before talking it over with the team.",
      "Decide on the scorecards' evidence, and note why a candidate moved on or was rejected.",
    ],
  },
] as const;
