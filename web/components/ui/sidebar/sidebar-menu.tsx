// Groups and menu entries inside the sidebar. In icon mode labels hide and each entry's tooltip names it.
import { useState, type ComponentProps, type ReactNode } from "react";
import { Slot } from "radix-ui";
import { Tooltip, TooltipContent, TooltipTrigger } from "@web/components/ui/tooltip.tsx";
import { cn } from "@web/lib/utils.ts";
import { useSidebar } from "./sidebar-context.tsx";

export function SidebarGroup({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("relative flex w-full min-w-0 flex-col p-2", className)} {...props} />;
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<"h2">) {
  return (
    <h2
      className={cn(
        "flex h-8 shrink-0 items-center rounded-md px-2 text-xs font-medium text-muted-foreground transition-[margin,opacity] duration-200 ease-linear",
        "group-data-[collapsible=icon]:-mt-8 group-data-[collapsible=icon]:opacity-0",
        className,
      )}
      {...props}
    />
  );
}

/** A small icon button at the right of a group label (the "+" beside Projects). Hidden in icon mode. */
export function SidebarGroupAction({ className, ...props }: ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={cn(
        "absolute top-3 right-3 flex size-6 items-center justify-center rounded-md text-sidebar-foreground outline-none transition-colors",
        "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
        "group-data-[collapsible=icon]:hidden [&>svg]:size-4 [&>svg]:shrink-0",
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<"ul">) {
  return <ul className={cn("flex w-full min-w-0 flex-col gap-0.5", className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<"li">) {
  return <li className={cn("group/menu-item relative", className)} {...props} />;
}

const menuButtonClasses = cn(
  "flex h-8 w-full items-center gap-2 overflow-hidden rounded-md px-2 text-left text-sm text-sidebar-foreground outline-none transition-[width,height,padding,background-color]",
  "hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-ring",
  "data-[active=true]:bg-primary/10 data-[active=true]:font-medium data-[active=true]:text-primary",
  "disabled:pointer-events-none disabled:opacity-50",
  "group-data-[collapsible=icon]:size-8! group-data-[collapsible=icon]:p-2!",
  "[&>span:last-child]:truncate [&>svg]:size-4 [&>svg]:shrink-0",
);

type SidebarMenuButtonProps = ComponentProps<"button"> & {
  /** Render the child (a link) with the button's look. */
  asChild?: boolean;
  isActive?: boolean;
  /** The label shown beside the icon when the sidebar is collapsed to icons. */
  tooltip?: ReactNode;
};

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: SidebarMenuButtonProps) {
  const { isMobile, state } = useSidebar();
  const [tooltipOpen, setTooltipOpen] = useState(false);
  const Comp = asChild ? Slot.Root : "button";
  const button = (
    <Comp
      type={asChild ? undefined : "button"}
      data-active={isActive}
      className={cn(menuButtonClasses, className)}
      {...props}
    />
  );
  if (!tooltip) return button;
  // Only collapsed icons need their label. A tooltip kept closed otherwise (rather than merely hidden) also keeps
  // Escape for the sheet or dialog around it instead of closing an invisible tooltip first.
  const enabled = state === "collapsed" && !isMobile;
  return (
    <Tooltip open={enabled && tooltipOpen} onOpenChange={setTooltipOpen}>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}
