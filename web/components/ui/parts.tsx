import type { ComponentProps, ElementType, ReactNode } from "react";
import { cn } from "@web/lib/utils.ts";

/** The part's name in React's developer tools: Radix names its parts ("TabsList"). */
const nameOf = (Part: ElementType): string =>
  typeof Part === "string" ? Part : ((Part as { displayName?: string; name?: string }).displayName ?? Part.name);

/**
 * A part (a Radix primitive's, or an element) with our classes: a `className` given to it is merged after them, so a
 * caller's utility wins over ours; every other prop, ref included, goes through.
 */
export function withClasses<T extends ElementType>(Part: T, ...classes: string[]) {
  const Inner = Part as ElementType;
  function Styled({ className, ...props }: ComponentProps<T> & { className?: string }) {
    return <Inner className={cn(...classes, className)} {...props} />;
  }
  Styled.displayName = nameOf(Part);
  return Styled;
}

/**
 * A floating part (a menu's or a tooltip's content): in a portal above the page, 4px from its trigger unless told
 * otherwise, with our classes.
 */
export function floating<T extends ElementType>(
  Portal: ElementType<{ children: ReactNode }>,
  Content: T,
  ...classes: string[]
) {
  const Styled = withClasses(Content, ...classes) as ElementType;
  function Floating({ sideOffset = 4, ...props }: ComponentProps<T> & { sideOffset?: number }) {
    return (
      <Portal>
        <Styled sideOffset={sideOffset} {...props} />
      </Portal>
    );
  }
  Floating.displayName = nameOf(Content);
  return Floating;
}
