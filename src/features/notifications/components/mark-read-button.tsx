"use client";

import { useRouter } from "next/navigation";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { Check } from "@/components/ui/icons";
import { NOTIFICATIONS_READ_ALL_API, notificationReadApiPath } from "../endpoints";
import { setUnreadCount } from "./unread-count-store";

/** "Mark as read" on one inbox row; the list re-renders on the server after it. */
export function MarkReadButton({ id, title }: { id: string; title: string }) {
  const router = useRouter();
  const mark = useMutation({
    mutationFn: () => api.post<{ unreadCount: number }>(notificationReadApiPath(id)),
    onSuccess: (r) => {
      setUnreadCount(r.unreadCount);
      router.refresh();
    },
  });
  return (
    <Button variant="ghost" size="sm" onClick={() => mark.mutate()} disabled={mark.isPending || mark.isSuccess}>
      <Check aria-hidden="true" /> Mark as read<span className="sr-only"> “{title}”</span>
    </Button>
  );
}

/** "Mark all as read" above the inbox. */
export function MarkAllReadButton() {
  const router = useRouter();
  const mark = useMutation({
    mutationFn: () => api.post<{ unreadCount: number }>(NOTIFICATIONS_READ_ALL_API),
    onSuccess: (r) => {
      setUnreadCount(r.unreadCount);
      router.refresh();
    },
  });
  return (
    <Button variant="outline" size="sm" onClick={() => mark.mutate()} disabled={mark.isPending}>
      <Check aria-hidden="true" /> {mark.isPending ? "Marking…" : "Mark all as read"}
    </Button>
  );
}
