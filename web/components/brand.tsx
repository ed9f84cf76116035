import { BrainCircuit } from "lucide-react";
import { cn } from "@web/lib/utils.ts";

/** The product mark alone (the sidebar shows it when collapsed to icons). */
export function BrandMark({ size = "md", className }: { size?: "md" | "lg"; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn(
        "inline-flex shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm",
        size === "lg" ? "size-10" : "size-8",
        className,
      )}
    >
      <BrainCircuit className={size === "lg" ? "size-6" : "size-5"} />
    </span>
  );
}

/** The product mark and name. */
export function Brand({ className, size = "md" }: { className?: string; size?: "md" | "lg" }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <BrandMark size={size} />
      <span className={size === "lg" ? "text-2xl" : "text-lg"}>Mnemo</span>
    </span>
  );
}
