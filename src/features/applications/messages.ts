/* The words of applying (decision 033): the spec has none for these, so they are ours, in one place and tested. */
export const APPLICATION_MESSAGES = {
  jobGone: "This job is no longer taking applications.",
  notOnPlatform: "This employer takes applications on their own site, not on Upstep.",
  alreadyApplied: "You already applied for this job.",
  chooseResume: "Choose a resume to send with your application",
  resumeGone: "That resume is no longer in your account. Choose another one.",
  answerRequired: "Answer this question",
  answerChoice: "Choose one of the options",
  answerYesNo: "Choose Yes or No",
  answerNumber: "Type a number",
  unknownQuestion: "This question is not part of this job's application",
  notWithdrawable: "This application can no longer be withdrawn.",
} as const;
