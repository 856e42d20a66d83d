"use client";

import { useEffect } from "react";
import { SAVED_SEARCHES_PATH } from "@/lib/employer-routes";
import { SAVED_SEARCHES_SEEN_COOKIE, seenCookieValue } from "../seen-cookie";

/** Records this visit (after the counts since the previous one were shown): a year-long cookie for this page only. */
export function MarkSeen({ userId }: { userId: string }) {
  useEffect(() => {
    document.cookie = `${SAVED_SEARCHES_SEEN_COOKIE}=${seenCookieValue(userId, new Date())}; Path=${SAVED_SEARCHES_PATH}; Max-Age=31536000; SameSite=Lax`;
  }, [userId]);
  return null;
}
