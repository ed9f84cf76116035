import { Link } from "wouter";
import { Sparkles, Upload } from "lucide-react";
import { EmptyState } from "@web/components/empty-state.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { routes } from "@web/lib/routes.ts";

/** Home's empty state: no documents yet, and the way to add the first one. */
export function StartBuildingCard() {
  return (
    <EmptyState
      icon={Sparkles}
      title="Start Building Your Knowledge Base"
      description="Upload a PDF, text or Markdown file, or write a note. Mnemo extracts the concepts, links them and keeps track of how your understanding grows."
      action={
        <Button asChild>
          <Link href={routes.upload}>
            <Upload aria-hidden />
            Upload your first document
          </Link>
        </Button>
      }
    />
  );
}
