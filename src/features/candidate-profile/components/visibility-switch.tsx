"use client";

import Link from "next/link";
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { Badge } from "@/components/ui/badge";
import { ErrorAlert } from "@/components/ui/error-alert";
import { Eye } from "@/components/ui/icons";
import { Switch } from "@/components/ui/switch";
import { PROFILE_API } from "../paths";
import type { ProfileVisibility } from "../schemas";

const PROFILE_VISIBILITY_API = `${PROFILE_API}/visibility`;

const VISIBILITY_TEXT = {
  label: "Discoverable by employers",
  on: "Discoverable by employers",
  off: "Private",
  savedOn: "Your profile is discoverable by employers.",
  savedOff: "Your profile is private.",
  preview: "Preview as an employer",
} as const;

/*
 * The discoverable switch (decision 031): saved as soon as it is flipped (a switch is an immediate
 * action; there is no Save button to forget). A failed save puts the switch back and says why. The
 * page is refreshed afterwards so everything that shows the state (the preview's banner) follows.
 */
export function VisibilitySwitch({ initial, previewHref }: { initial: boolean; previewHref?: string }) {
  const id = useId();
  const router = useRouter();
  const [discoverable, setDiscoverable] = useState(initial);
  const save = useMutation({
    mutationFn: (next: boolean) => api.put<ProfileVisibility>(PROFILE_VISIBILITY_API, { discoverable: next }),
    meta: { silent: true },
    onMutate: (next) => {
      const before = discoverable;
      setDiscoverable(next);
      return { before };
    },
    onError: (_error, _next, context) => {
      if (context) setDiscoverable(context.before);
    },
    onSuccess: (saved) => {
      setDiscoverable(saved.discoverable);
      void loadToast().then((toast) => toast.success(saved.discoverable ? VISIBILITY_TEXT.savedOn : VISIBILITY_TEXT.savedOff));
      router.refresh();
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 gap-y-1">
        <label htmlFor={`${id}-switch`} className="font-semibold text-foreground">
          {VISIBILITY_TEXT.label}
        </label>
        <Switch
          id={`${id}-switch`}
          checked={discoverable}
          onCheckedChange={(next) => save.mutate(next)}
          disabled={save.isPending}
          aria-describedby={`${id}-explain`}
          className="col-start-2 row-span-2 row-start-1 self-center"
        />
        <p className="text-sm" aria-live="polite" data-testid="visibility-state">
          <span className="sr-only">Your profile is now: </span>
          <Badge tone={discoverable ? "success" : "neutral"}>{discoverable ? VISIBILITY_TEXT.on : VISIBILITY_TEXT.off}</Badge>
        </p>
      </div>
      <div id={`${id}-explain`} className="flex max-w-prose flex-col gap-2 text-sm text-muted-foreground">
        <p>
          <strong className="text-foreground">Discoverable:</strong> employers searching Upstep for candidates can find your profile and see your name,
          headline, city and state, summary, skills, work history, education, certifications and languages.
        </p>
        <p>
          <strong className="text-foreground">Private</strong> (until you choose otherwise): employers cannot find you in search.
        </p>
        <p>Either way, employers never see your email address, phone number, ZIP code, references, pay expectations or work authorization.</p>
      </div>
      <ErrorAlert error={save.error} />
      {previewHref ? (
        <p>
          <Link href={previewHref} className="inline-flex items-center gap-1.5 text-sm font-semibold">
            <Eye aria-hidden="true" className="size-4" /> {VISIBILITY_TEXT.preview}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
