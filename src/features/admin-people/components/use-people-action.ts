"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { toast } from "react-toastify";

/*
 * One admin action on a person: runs the request, and on success toasts and re-renders the server
 * page (router.refresh) so every section shows the new state. Errors stay with the caller, shown in
 * place with ErrorAlert (meta.silent: no second, global toast).
 */
export function usePeopleAction<T, V = void>(run: (vars: V) => Promise<T>, done: (result: T) => string, after?: (result: T) => void) {
  const router = useRouter();
  return useMutation({
    mutationFn: run,
    meta: { silent: true },
    onSuccess: (result) => {
      toast.success(done(result));
      after?.(result);
      router.refresh();
    },
  });
}
