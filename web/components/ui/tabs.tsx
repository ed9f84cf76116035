import { Tabs as TabsPrimitive } from "radix-ui";
import { withClasses } from "./parts.tsx";

export const Tabs = TabsPrimitive.Root;

export const TabsList = withClasses(
  TabsPrimitive.List,
  "inline-flex h-10 items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground",
);

export const TabsTrigger = withClasses(
  TabsPrimitive.Trigger,
  "inline-flex flex-1 items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-all outline-none",
  "hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
  "data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
);

export const TabsContent = withClasses(
  TabsPrimitive.Content,
  "mt-4 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring",
);
