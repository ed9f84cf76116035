import { Link, useParams } from "wouter";
import { ArrowLeft } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { DocumentDetail } from "@web/features/documents/components/document-detail.tsx";
import { routes } from "@web/lib/routes.ts";

/** `/documents/{id}`: one document with its live status, its content and its extracted concepts. */
export default function DocumentDetailPage() {
  const { id = "" } = useParams<{ id: string }>();
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
      <DocumentDetail key={id} id={id} />
    </div>
  );
}
