import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { ChevronLeft } from "@/components/ui/icons";
import { EmployerPreview } from "@/features/candidate-profile/components/employer-preview";
import type { EmployerView } from "@/features/candidate-profile/types";
import { myProfilePath } from "./tabs";

/** /my-profile?tab=candidate360&preview=employer: the profile exactly as employers see it (decision 031). */
export function EmployerPreviewPanel({ view }: { view: EmployerView }) {
  return (
    <div className="flex flex-col gap-4">
      <Link href={myProfilePath("candidate360")} className="inline-flex w-fit items-center gap-1 text-sm font-semibold">
        <ChevronLeft aria-hidden="true" className="size-4" /> Back to your profile
      </Link>
      <Alert tone={view.discoverable ? "success" : "info"} title={view.discoverable ? "Your profile is discoverable by employers" : "Your profile is private"}>
        {view.discoverable
          ? "Employers searching Upstep for candidates see exactly this. They never see your email address, phone number, ZIP code, references, pay expectations or work authorization."
          : "Employers cannot find you. If you make your profile discoverable, this is exactly what they will see; never your email address, phone number, ZIP code, references, pay expectations or work authorization."}
      </Alert>
      <EmployerPreview view={view} />
    </div>
  );
}
