import { DownloadYourDataButton } from "@/features/your-data/components/download-your-data-button";
import { YOUR_DATA_MESSAGES as M } from "@/features/your-data/components/messages";
import { SecuritySection } from "./security-section";

/** Account and security: a copy of everything Upstep holds about the person (decision 031), beside deleting the account. */
export function YourDataSection() {
  return (
    <SecuritySection id="your-data" title={M.title} description={<p>{M.description}</p>}>
      <DownloadYourDataButton />
    </SecuritySection>
  );
}
