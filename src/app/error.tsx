"use client";

import { ErrorPage } from "@/components/ui/error-page";

export default function RouteError() {
  return <ErrorPage statusCode={500} />;
}
