/** Spec 1: a warning when JavaScript is disabled. */
export const NO_SCRIPT_TEXT = "Upstep does not work properly without JavaScript. Please enable JavaScript in your browser to use all of its features.";

export function NoScriptWarning() {
  return (
    <noscript>
      <div role="alert" className="bg-warning-soft px-4 py-3 text-center text-sm font-semibold text-warning-soft-foreground">
        {NO_SCRIPT_TEXT}
      </div>
    </noscript>
  );
}
