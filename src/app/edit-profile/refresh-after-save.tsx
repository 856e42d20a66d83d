"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";
import { useQueryClient } from "@tanstack/react-query";

/*
 * /edit-profile puts forms beside server-rendered summaries (the sections' states): after any save
 * on the page succeeds, the server parts are rendered again so they agree with it. The forms keep
 * their state (a refresh keeps client components mounted).
 */
export function RefreshAfterSave() {
  const router = useRouter();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === "updated" && event.action.type === "success") router.refresh();
      }),
    [queryClient, router],
  );
  return null;
}
