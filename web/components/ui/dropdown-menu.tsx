import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { floating, withClasses } from "./parts.tsx";

export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;

export const DropdownMenuContent = floating(
  MenuPrimitive.Portal,
  MenuPrimitive.Content,
  "z-50 min-w-48 overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-md data-[state=open]:animate-zoom-in",
);

export const DropdownMenuItem = withClasses(
  MenuPrimitive.Item,
  "relative flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none",
  "focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50",
  "[&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground",
);

export const DropdownMenuLabel = withClasses(MenuPrimitive.Label, "px-2 py-1.5 text-sm");

export const DropdownMenuSeparator = withClasses(MenuPrimitive.Separator, "-mx-1 my-1 h-px bg-border");
