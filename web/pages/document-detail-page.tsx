import { Link } from "wouter";
import { ArrowLeft } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { DocumentNotFound } from "@web/features/documents/components/document-not-found.tsx";
import { routes } from "@web/lib/routes.ts";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";

/** `/documents/{id}`: one document with its extracted concepts. Until documents can be read, none is found. */
export default function DocumentDetailPage() {
  useDocumentTitle("Document not found");
  return (
    <div className="grid gap-6">
      <div>
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link href={routes.documents}>
            <ArrowLeft aria-hidden />
            Back to Documents
          </Link>
        </Button>
      </div>
      <DocumentNotFound />
    </div>
  );
}
