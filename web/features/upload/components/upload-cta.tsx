import { Link } from "wouter";
import { Upload } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { routes } from "@web/lib/routes.ts";

/** The "Upload Document" button that empty states offer. */
export function UploadCta({ variant = "default" }: { variant?: "default" | "outline" }) {
  return (
    <Button asChild variant={variant}>
      <Link href={routes.upload}>
        <Upload aria-hidden />
        Upload Document
      </Link>
    </Button>
  );
}
