import type { ComponentProps } from "react";
import { Search } from "lucide-react";
import { Input } from "@web/components/ui/input.tsx";
import { cn } from "@web/lib/utils.ts";

/** A search box with the magnifier inside it on the left; `boxClassName` sizes the box, `className` the input. */
export function SearchInput({
  boxClassName,
  className,
  ...props
}: Omit<ComponentProps<typeof Input>, "type"> & { boxClassName?: string }) {
  return (
    <div className={cn("relative", boxClassName)}>
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input type="search" className={cn("pl-9", className)} {...props} />
    </div>
  );
}
