/*
 * The icon set (lucide-react), re-exported by name so the product uses one small, consistent set
 * and each icon is tree-shaken into only the pages that draw it. Icons are decorative: pass
 * aria-hidden="true" and put the meaning in text (or an sr-only label on icon-only buttons).
 */
export {
  AlertCircle,
  ArrowRight,
  Bell,
  Bookmark,
  Briefcase,
  Building2,
  Calendar,
  Check,
  CheckCircle2,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Clock,
  Copy,
  DollarSign,
  Download,
  ExternalLink,
  Eye,
  EyeOff,
  FileText,
  Filter,
  GraduationCap,
  Heart,
  Home,
  Info,
  LayoutDashboard,
  Loader2,
  LogIn,
  LogOut,
  Mail,
  MapPin,
  Menu,
  Minus,
  MoreHorizontal,
  Pencil,
  Plus,
  Search,
  Settings,
  Share2,
  Shield,
  SlidersHorizontal,
  Sparkles,
  Star,
  Trash2,
  TrendingUp,
  Upload,
  User,
  UserPlus,
  Users,
  X,
  XCircle,
} from "lucide-react";

// Account pages (auth area).
export { Inbox, KeyRound, MailCheck, ShieldCheck, UserCheck } from "lucide-react";

// Home page (job categories and what Upstep offers).
export { ClipboardList, Factory, Globe, Headphones, HeartPulse, Landmark, Laptop, ShoppingBag, Truck, Wrench } from "lucide-react";
