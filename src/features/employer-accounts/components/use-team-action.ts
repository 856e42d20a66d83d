"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { loadToast } from "@/components/providers/toast-host";

/*
 * A change on an employer settings page: the request, then the page's server data again
 * (router.refresh) and a toast saying what happened. The error stays with the caller (meta.silent) to
 * show where the person acted.
 */
export function useTeamAction<TVars = void, TResult = unknown>(run: (vars: TVars) => Promise<TResult>, opts: { done?: string | ((result: TResult) => string); onDone?: (result: TResult) => void } = {}) {
  const router = useRouter();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSuccess: (result) => {
      const message = typeof opts.done === "function" ? opts.done(result) : opts.done;
      if (message) void loadToast().then((toast) => toast.success(message));
      opts.onDone?.(result);
      router.refresh();
    },
  });
}
