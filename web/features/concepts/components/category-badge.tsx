import { cn } from "@web/lib/utils.ts";
import { categoryClasses, categoryLabel } from "../category.ts";

/** A concept's category, coloured by the rule of PRODUCT.md section 3. */
export function CategoryBadge({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
        categoryClasses(category),
        className,
      )}
      data-category={category}
    >
      {categoryLabel(category)}
    </span>
  );
}
