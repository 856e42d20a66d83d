import { api } from "@/lib/api/client";
import { loadToast } from "@/components/providers/toast-host";
import { DEFAULT_HUB_URL, HUB_KEY_PATH } from "../hub-constants";
import { hubKeyResponseSchema } from "../schemas";
import { HubClient } from "./hub-client";
import { emitHubEvent, type HubEvent } from "./hub-events";
import { toastForHubEvent } from "./hub-toasts";

/*
 * Loaded with import() once a signed-in visitor's page has hydrated (components/live-hub.tsx): the
 * one hub connection of this tab. Every message goes to the hub-event listeners (the bell, the inbox)
 * and, where spec 4 says so, to a toast. Errors go to the console only (spec 8: logged, never shown).
 */
let client: HubClient | null = null;

function showToast(event: HubEvent): void {
  const toast = toastForHubEvent(event);
  if (!toast) return;
  void loadToast().then((api) => {
    const body = (
      <div>
        <p>{toast.message}</p>
        {toast.detail ? <p className="mt-1 text-sm opacity-80">{toast.detail}</p> : null}
      </div>
    );
    const options = toast.toastId ? { toastId: toast.toastId } : {};
    if (toast.kind === "info") api.info(body, options);
    else api(body, options);
  });
}

function log(message: string, error?: unknown): void {
  console.warn(`[upstep] ${message}`, error ?? "");
}

/** Starts this tab's hub connection unless one exists; returns how to stop it (sign-out, unmount). */
export function startLiveHub(url: string | null): { stop: () => void } {
  const target = url || DEFAULT_HUB_URL;
  client ??= new HubClient({
    url: target,
    fetchKey: async () => hubKeyResponseSchema.parse(await api.get(HUB_KEY_PATH.replace(/^\/api/, ""))).key,
    onEvent: (event) => {
      emitHubEvent(event);
      showToast(event);
    },
    log,
  });
  client.start();
  const mine = client;
  // After the retries have given up (spec 4: 0, 2, 10, 30 s, then stop), the tab coming back into
  // view or the network coming back starts one new connection; the replay brings what was missed.
  const again = () => {
    if (document.visibilityState === "visible") mine.start();
  };
  window.addEventListener("online", again);
  document.addEventListener("visibilitychange", again);
  return {
    stop: () => {
      window.removeEventListener("online", again);
      document.removeEventListener("visibilitychange", again);
      mine.stop();
      if (client === mine) client = null;
    },
  };
}
