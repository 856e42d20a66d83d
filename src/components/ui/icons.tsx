import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";
import {
  Activity as activityNode,
  AlertCircle as alertCircleNode,
  ArrowDown as arrowDownNode,
  ArrowRight as arrowRightNode,
  ArrowUp as arrowUpNode,
  ArrowUpDown as arrowUpDownNode,
  Bell as bellNode,
  Bookmark as bookmarkNode,
  Briefcase as briefcaseNode,
  Building2 as building2Node,
  Calendar as calendarNode,
  Check as checkNode,
  CheckCircle2 as checkCircle2Node,
  ChevronDown as chevronDownNode,
  ChevronLeft as chevronLeftNode,
  ChevronRight as chevronRightNode,
  ClipboardList as clipboardListNode,
  Clock as clockNode,
  Copy as copyNode,
  DollarSign as dollarSignNode,
  Download as downloadNode,
  ExternalLink as externalLinkNode,
  Eye as eyeNode,
  EyeOff as eyeOffNode,
  Factory as factoryNode,
  FileText as fileTextNode,
  Filter as filterNode,
  Globe as globeNode,
  GraduationCap as graduationCapNode,
  Headphones as headphonesNode,
  Heart as heartNode,
  HeartPulse as heartPulseNode,
  Home as homeNode,
  Inbox as inboxNode,
  Info as infoNode,
  KeyRound as keyRoundNode,
  Landmark as landmarkNode,
  Laptop as laptopNode,
  LayoutDashboard as layoutDashboardNode,
  Loader2 as loader2Node,
  LogIn as logInNode,
  LogOut as logOutNode,
  Mail as mailNode,
  MailCheck as mailCheckNode,
  MapPin as mapPinNode,
  Menu as menuNode,
  Minus as minusNode,
  MoreHorizontal as moreHorizontalNode,
  Pencil as pencilNode,
  Plus as plusNode,
  Search as searchNode,
  Settings as settingsNode,
  Share2 as share2Node,
  Shield as shieldNode,
  ShieldCheck as shieldCheckNode,
  ShoppingBag as shoppingBagNode,
  SlidersHorizontal as slidersHorizontalNode,
  Sparkles as sparklesNode,
  Star as starNode,
  Trash2 as trash2Node,
  TrendingUp as trendingUpNode,
  Truck as truckNode,
  Upload as uploadNode,
  User as userNode,
  UserCheck as userCheckNode,
  UserPlus as userPlusNode,
  Users as usersNode,
  Wrench as wrenchNode,
  X as xNode,
  XCircle as xCircleNode,
  type IconNode,
} from "lucide";

/*
 * The icon set: lucide's icons (the framework-free `lucide` package: each icon is its drawing, an
 * array of SVG elements), rendered by our own small SVG component. Not lucide-react: its 1.x Icon is a
 * "use client" module (for its context provider), and Next puts every client module a layout's server
 * code imports into that layout's first-load JavaScript, so importing any icon cost every page the
 * icon runtime; these render on the server like any markup and cost no JavaScript (issue 11,
 * decision 016). Same attributes and classes as lucide's ("lucide
 * lucide-{name}"). Icons are decorative: pass aria-hidden="true" and put the meaning in text (or an
 * sr-only label on icon-only buttons).
 */

export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string; children?: ReactNode };
export type Icon = ReturnType<typeof icon>;

function icon(name: string, node: IconNode) {
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ size = 24, strokeWidth = 2, className, children, ...rest }, ref) {
    return createElement(
      "svg",
      {
        ref,
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        className: className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`,
        ...rest,
      },
      ...node.map(([tag, attrs], index) => createElement(tag, { key: index, ...attrs })),
      children,
    );
  });
  Icon.displayName = name;
  return Icon;
}

export const Activity = icon("activity", activityNode);
export const AlertCircle = icon("alert-circle", alertCircleNode);
export const ArrowDown = icon("arrow-down", arrowDownNode);
export const ArrowRight = icon("arrow-right", arrowRightNode);
export const ArrowUp = icon("arrow-up", arrowUpNode);
export const ArrowUpDown = icon("arrow-up-down", arrowUpDownNode);
export const Bell = icon("bell", bellNode);
export const Bookmark = icon("bookmark", bookmarkNode);
export const Briefcase = icon("briefcase", briefcaseNode);
export const Building2 = icon("building2", building2Node);
export const Calendar = icon("calendar", calendarNode);
export const Check = icon("check", checkNode);
export const CheckCircle2 = icon("check-circle2", checkCircle2Node);
export const ChevronDown = icon("chevron-down", chevronDownNode);
export const ChevronLeft = icon("chevron-left", chevronLeftNode);
export const ChevronRight = icon("chevron-right", chevronRightNode);
export const ClipboardList = icon("clipboard-list", clipboardListNode);
export const Clock = icon("clock", clockNode);
export const Copy = icon("copy", copyNode);
export const DollarSign = icon("dollar-sign", dollarSignNode);
export const Download = icon("download", downloadNode);
export const ExternalLink = icon("external-link", externalLinkNode);
export const Eye = icon("eye", eyeNode);
export const EyeOff = icon("eye-off", eyeOffNode);
export const Factory = icon("factory", factoryNode);
export const FileText = icon("file-text", fileTextNode);
export const Filter = icon("filter", filterNode);
export const Globe = icon("globe", globeNode);
export const GraduationCap = icon("graduation-cap", graduationCapNode);
export const Headphones = icon("headphones", headphonesNode);
export const Heart = icon("heart", heartNode);
export const HeartPulse = icon("heart-pulse", heartPulseNode);
export const Home = icon("home", homeNode);
export const Inbox = icon("inbox", inboxNode);
export const Info = icon("info", infoNode);
export const KeyRound = icon("key-round", keyRoundNode);
export const Landmark = icon("landmark", landmarkNode);
export const Laptop = icon("laptop", laptopNode);
export const LayoutDashboard = icon("layout-dashboard", layoutDashboardNode);
export const Loader2 = icon("loader2", loader2Node);
export const LogIn = icon("log-in", logInNode);
export const LogOut = icon("log-out", logOutNode);
export const Mail = icon("mail", mailNode);
export const MailCheck = icon("mail-check", mailCheckNode);
export const MapPin = icon("map-pin", mapPinNode);
export const Menu = icon("menu", menuNode);
export const Minus = icon("minus", minusNode);
export const MoreHorizontal = icon("more-horizontal", moreHorizontalNode);
export const Pencil = icon("pencil", pencilNode);
export const Plus = icon("plus", plusNode);
export const Search = icon("search", searchNode);
export const Settings = icon("settings", settingsNode);
export const Share2 = icon("share2", share2Node);
export const Shield = icon("shield", shieldNode);
export const ShieldCheck = icon("shield-check", shieldCheckNode);
export const ShoppingBag = icon("shopping-bag", shoppingBagNode);
export const SlidersHorizontal = icon("sliders-horizontal", slidersHorizontalNode);
export const Sparkles = icon("sparkles", sparklesNode);
export const Star = icon("star", starNode);
export const Trash2 = icon("trash2", trash2Node);
export const TrendingUp = icon("trending-up", trendingUpNode);
export const Truck = icon("truck", truckNode);
export const Upload = icon("upload", uploadNode);
export const User = icon("user", userNode);
export const UserCheck = icon("user-check", userCheckNode);
export const UserPlus = icon("user-plus", userPlusNode);
export const Users = icon("users", usersNode);
export const Wrench = icon("wrench", wrenchNode);
export const X = icon("x", xNode);
export const XCircle = icon("x-circle", xCircleNode);
