// The Navigation group of the sidebar, in the order of PRODUCT.md section 2.
import {
  ChartColumn,
  FileText,
  GitCompareArrows,
  History,
  House,
  Network,
  Search,
  Settings,
  Shapes,
  Upload,
  type LucideIcon,
} from "lucide-react";
import { normalisePath } from "@web/lib/paths.ts";
import { routes } from "@web/lib/routes.ts";

export interface NavItem {
  title: string;
  href: string;
  icon: LucideIcon;
}

export const navItems: readonly NavItem[] = [
  { title: "Home", href: routes.home, icon: House },
  { title: "Upload", href: routes.upload, icon: Upload },
  { title: "Documents", href: routes.documents, icon: FileText },
  { title: "Knowledge Graph", href: routes.graph, icon: Network },
  { title: "Concepts", href: routes.concepts, icon: Shapes },
  { title: "Timeline", href: routes.timeline, icon: History },
  { title: "Analytics", href: routes.analytics, icon: ChartColumn },
  { title: "Search", href: routes.search, icon: Search },
  { title: "Contradictions", href: routes.contradictions, icon: GitCompareArrows },
  { title: "Settings", href: routes.settings, icon: Settings },
];

/** True when `location` is the item's page or below it (a document's detail keeps Documents active). */
export function isNavItemActive(location: string, href: string): boolean {
  const path = normalisePath(location);
  if (href === routes.home) return path === routes.home;
  return path === href || path.startsWith(`${href}/`);
}
