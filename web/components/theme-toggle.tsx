import { Moon, Sun } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { Tooltip, TooltipContent, TooltipTrigger } from "@web/components/ui/tooltip.tsx";
import { useTheme } from "@web/lib/theme.ts";
import { cn } from "@web/lib/utils.ts";

/** Switches between the light and dark theme (saved as `theme`, applied as the `dark` class on <html>). */
export function ThemeToggle({ className }: { className?: string }) {
  const { theme, toggleTheme } = useTheme();
  const label = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn("size-9", className)}
          onClick={toggleTheme}
          aria-label={label}
        >
          {theme === "dark" ? <Sun aria-hidden /> : <Moon aria-hidden />}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}
