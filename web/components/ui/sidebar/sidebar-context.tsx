// Sidebar state (shadcn's sidebar pattern, written on Radix here): expanded or collapsed on desktop, remembered in
// the `sidebar_state` cookie for 7 days; open or closed as a sheet below 768 px; Ctrl/Cmd+B toggles whichever applies.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type CSSProperties,
  type ReactNode,
} from "react";
import { sidebar } from "@web/lib/constants.ts";
import { readCookie, writeCookie } from "@web/lib/cookies.ts";
import { useIsMobile } from "@web/lib/use-is-mobile.ts";

export interface SidebarState {
  state: "expanded" | "collapsed";
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error("useSidebar must be used inside a SidebarProvider");
  return context;
}

/** Expanded unless the cookie says it was collapsed last time. */
function initialOpen(): boolean {
  return readCookie(sidebar.cookieName) !== "false";
}

/** True for the keyboard shortcut: b with Ctrl (Windows, Linux) or Cmd (macOS), nothing else held. */
export function isSidebarShortcut(event: KeyboardEvent): boolean {
  return (
    event.key.toLowerCase() === sidebar.keyboardShortcut &&
    (event.metaKey || event.ctrlKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(initialOpen);
  const [openMobile, setOpenMobile] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    writeCookie(sidebar.cookieName, String(next), sidebar.cookieMaxAgeSeconds);
  }, []);

  const toggleSidebar = useCallback(() => {
    if (isMobile) setOpenMobile((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      // Ctrl+B would otherwise open the browser's bookmarks bar in some browsers.
      event.preventDefault();
      toggleSidebar();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggleSidebar]);

  const value = useMemo<SidebarState>(
    () => ({
      state: open ? "expanded" : "collapsed",
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  const widths = { "--sidebar-width": sidebar.width, "--sidebar-width-icon": sidebar.widthIcon } as CSSProperties;
  return (
    <SidebarContext.Provider value={value}>
      <div style={widths} className="group/sidebar-wrapper flex min-h-svh w-full">
        {children}
      </div>
    </SidebarContext.Provider>
  );
}
