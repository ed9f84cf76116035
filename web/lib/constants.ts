// Web-only constants of PRODUCT.md section 9 (the shared limits live in contract/constants.ts).

/** Below this width (px) the sidebar becomes a slide-in sheet. */
export const mobileBreakpointPx = 768;

export const sidebar = {
  cookieName: "sidebar_state",
  /** 7 days. */
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  /** Ctrl or Cmd plus this key toggles the sidebar. */
  keyboardShortcut: "b",
  /** PRODUCT.md section 9 (why these: docs/DECISIONS.md, "Web app"). */
  width: "16rem",
  widthIcon: "3rem",
  widthMobile: "18rem",
} as const;

export const tooltipTiming = {
  delayMs: 700,
  skipDelayMs: 300,
  /** Sidebar tooltips (labels of the collapsed icons) show at once. */
  sidebarDelayMs: 0,
} as const;

export const toastTiming = {
  durationMs: 5000,
  swipeThresholdPx: 50,
} as const;

/** localStorage key of the selected project (absent means "All Documents"). */
export const selectedProjectStorageKey = "selectedProjectId";

/** The Upload page returns to /documents this long after a successful upload (PRODUCT.md section 9). */
export const uploadRedirectDelayMs = 1500;
