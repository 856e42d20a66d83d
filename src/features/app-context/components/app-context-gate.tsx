"use client";

import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { ErrorPage } from "@/components/ui/error-page";
import { useAppContext } from "./use-app-context";

/** Spec 4 "App context loader": loading shows a spinner; error shows the error page; success renders. */
export function AppContextGate({ children }: { children: ReactNode }) {
  const context = useAppContext();
  if (context.isPending) return <Spinner />;
  if (context.isError) return <ErrorPage statusCode={500} />;
  return <>{children}</>;
}
