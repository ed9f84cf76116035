// The sidebar frame: a fixed column on desktop that collapses to icons, a slide-in sheet below 768 px.
import { useRef, type ComponentProps, type CSSProperties, type ReactNode } from "react";
import { PanelLeft } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "@web/components/ui/sheet.tsx";
import { TooltipProvider } from "@web/components/ui/tooltip.tsx";
import { sidebar, tooltipTiming } from "@web/lib/constants.ts";
import { cn } from "@web/lib/utils.ts";
import { useSidebar } from "./sidebar-context.tsx";

export function Sidebar({
  className,
  children,
  label = "Sidebar",
}: {
  className?: string;
  children: ReactNode;
  label?: string;
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  const sheetRef = useRef<HTMLDivElement>(null);
  // The collapsed icons' tooltips are their only visible labels, so they show at once (PRODUCT.md section 9).
  const content = <TooltipProvider delayDuration={tooltipTiming.sidebarDelayMs}>{children}</TooltipProvider>;

  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          data-testid="sidebar-sheet"
          ref={sheetRef}
          // Radix would focus the first button (the "+" of Projects, whose tooltip would then swallow the first
          // Escape); the sheet itself takes focus instead, announced by its title.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            sheetRef.current?.focus();
          }}
          style={{ "--sidebar-width": sidebar.widthMobile } as CSSProperties}
          className="w-(--sidebar-width) border-sidebar-border bg-sidebar p-0 text-sidebar-foreground"
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <SheetDescription className="sr-only">Projects and navigation</SheetDescription>
          <div className="flex h-full w-full flex-col">{content}</div>
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <div
      className="group peer hidden text-sidebar-foreground md:block"
      data-state={state}
      data-collapsible={state === "collapsed" ? "icon" : ""}
      data-testid="sidebar"
    >
      {/* Holds the sidebar's width in the page flow; the sidebar itself is fixed so it never scrolls away. */}
      <div className="relative w-(--sidebar-width) transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <aside
        aria-label={label}
        className={cn(
          "fixed inset-y-0 left-0 z-10 flex h-svh w-(--sidebar-width) flex-col border-r border-sidebar-border bg-sidebar transition-[width] duration-200 ease-linear group-data-[collapsible=icon]:w-(--sidebar-width-icon)",
          className,
        )}
      >
        {content}
      </aside>
    </div>
  );
}

/** The column beside the sidebar: header, page and footer. */
export function SidebarInset({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("relative flex min-h-svh min-w-0 flex-1 flex-col bg-background", className)} {...props} />;
}

export function SidebarTrigger({ className, onClick, ...props }: ComponentProps<typeof Button>) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <Button
      variant="ghost"
      size="icon"
      className={cn("size-8", className)}
      aria-label="Toggle Sidebar"
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      {...props}
      // A wrapping tooltip trigger passes its own onClick: run both.
      onClick={(event) => {
        onClick?.(event);
        toggleSidebar();
      }}
    >
      <PanelLeft aria-hidden />
    </Button>
  );
}

export function SidebarHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-2 p-2", className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("mt-auto flex flex-col gap-2 border-t border-sidebar-border p-2", className)} {...props} />;
}

/** The scrolling middle part (many projects scroll here, header and footer stay). */
export function SidebarContent({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "flex min-h-0 flex-1 flex-col gap-1 overflow-auto group-data-[collapsible=icon]:overflow-x-hidden",
        className,
      )}
      {...props}
    />
  );
}
