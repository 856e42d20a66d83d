import type { OnboardingView } from "../types";

/* What every step of the flow is given by OnboardingFlow. */
export type StepNav = {
  /** Back to the previous step; null on the first. */
  back: (() => void) | null;
  /** "Skip this step": on to the next without saving. */
  skipStep: () => void;
  /** A Back or skip is on its way. */
  moving: boolean;
};

export type StepProps = {
  view: OnboardingView;
  /** The server's answer to a saved step: the flow moves on to its step. */
  onSaved: (view: OnboardingView) => void;
  nav: StepNav;
};
