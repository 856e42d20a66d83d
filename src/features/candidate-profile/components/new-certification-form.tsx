"use client";

import { useRouter } from "next/navigation";
import { loadToast } from "@/components/providers/toast-host";
import { CERTIFICATIONS_PATH } from "../paths";
import { CertificationForm } from "./certification-form";

/** /dashboard/candidate360/certifications/new: the form on its own page; saved or cancelled, back to the list. */
export function NewCertificationForm() {
  const router = useRouter();
  return (
    <CertificationForm
      entry={null}
      onSaved={(saved) => {
        void loadToast().then((toast) => toast.success(`${saved.name} was added.`));
        router.push(CERTIFICATIONS_PATH);
      }}
      onCancel={() => router.push(CERTIFICATIONS_PATH)}
    />
  );
}
