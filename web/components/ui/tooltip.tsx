import type { ComponentProps } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { tooltipTiming } from "@web/lib/constants.ts";
import { floating } from "./parts.tsx";

/** Tooltip timing (PRODUCT.md section 9): 700 ms delay, 300 ms skip delay (the sidebar passes 0). */
export function TooltipProvider({
  delayDuration = tooltipTiming.delayMs,
  skipDelayDuration = tooltipTiming.skipDelayMs,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration} {...props} />;
}

export const Tooltip = TooltipPrimitive.Root;
export const TooltipTrigger = TooltipPrimitive.Trigger;

export const TooltipContent = floating(
  TooltipPrimitive.Portal,
  TooltipPrimitive.Content,
  "z-50 overflow-hidden rounded-md bg-slate-900 px-3 py-1.5 text-xs text-slate-50 shadow-md animate-fade-in dark:bg-slate-50 dark:text-slate-900",
);
