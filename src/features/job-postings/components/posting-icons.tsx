import { BarChart3, Pause, Play } from "lucide";
import { lucideIcon } from "@/components/rich-text/editor-icons";

/*
 * Icons only the employer's posting pages use (status actions, statistics); the description editor's
 * toolbar icons are the shared rich-text ones (components/rich-text/editor-icons.tsx).
 */
export const PauseIcon = lucideIcon("pause", Pause);
export const PlayIcon = lucideIcon("play", Play);
export const ChartIcon = lucideIcon("bar-chart-3", BarChart3);
