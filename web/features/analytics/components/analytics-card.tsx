import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { cn } from "@web/lib/utils.ts";

/** What a card says: its heading and icon, what it shows, and what it says when there is nothing to show. */
export interface AnalyticsCardText {
  icon: LucideIcon;
  title: string;
  description: string;
  empty: string;
  testId?: string;
}

/** One analytics card: title, what it shows, then its content or its own empty message. */
export function AnalyticsCard({
  icon: Icon,
  title,
  description,
  empty,
  isEmpty,
  children,
  className,
  testId,
}: AnalyticsCardText & {
  isEmpty: boolean;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("flex flex-col", className)} data-testid={testId}>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="flex items-center gap-2 text-base">
          <Icon className="size-4 text-primary" aria-hidden />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        {isEmpty ? (
          <p className="rounded-md border border-dashed px-4 py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          children
        )}
      </CardContent>
    </Card>
  );
}
