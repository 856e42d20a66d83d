import { Mail } from "@/components/ui/icons";

/** The icon of "send" buttons (an envelope), decorative. */
export function Send() {
  return <Mail aria-hidden="true" />;
}
