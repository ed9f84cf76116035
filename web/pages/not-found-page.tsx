import { Link } from "wouter";
import { ArrowLeft, CircleAlert } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent } from "@web/components/ui/card.tsx";
import { routes } from "@web/lib/routes.ts";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";

/** Any path no route claims (PRODUCT.md section 2, Not found: heading and text exact). */
export default function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Card className="w-full max-w-md">
        <CardContent className="pt-6">
          <div className="mb-4 flex items-center gap-2">
            <CircleAlert className="size-8 shrink-0 text-destructive" aria-hidden />
            <h1 className="text-2xl font-bold tracking-tight">404 Page Not Found</h1>
          </div>
          <p className="text-sm text-muted-foreground">Did you forget to add the page to the router?</p>
          <Button asChild variant="outline" size="sm" className="mt-6">
            <Link href={routes.home}>
              <ArrowLeft aria-hidden />
              Back to home
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
