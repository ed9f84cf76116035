import { Link } from "wouter";
import { Upload } from "lucide-react";
import { PageHeader } from "@web/components/page-header.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { DocumentBrowser } from "@web/features/documents/components/document-browser.tsx";
import { useDocuments } from "@web/features/documents/queries.ts";
import { routes } from "@web/lib/routes.ts";

/** `/documents`: every document in the selected project, searchable on the client. */
export default function DocumentsPage() {
  const { data, isPending, error } = useDocuments();
  return (
    <>
      <PageHeader
        title="Documents"
        description="Everything you have uploaded or written."
        actions={
          <Button asChild>
            <Link href={routes.upload}>
              <Upload aria-hidden />
              Upload
            </Link>
          </Button>
        }
      />
      <DocumentBrowser documents={data ?? []} isLoading={isPending} error={error} />
    </>
  );
}
