import { useEffect } from "react";
import { PageHeader } from "@web/components/page-header.tsx";
import { UploadPanel } from "@web/features/upload/components/upload-panel.tsx";
import { WebPageForm } from "@web/features/upload/components/web-page-form.tsx";
import { uploadRedirectDelayMs } from "@web/lib/constants.ts";
import { routes } from "@web/lib/routes.ts";
import { useDelayedNavigation } from "@web/lib/use-delayed-navigation.ts";

/** `/upload`: add files, write a note or add a web page; after a successful upload, back to /documents after 1.5 s. */
export default function UploadPage() {
  const returnToDocuments = useDelayedNavigation(routes.documents, uploadRedirectDelayMs);
  // The page it returns to is loaded now, so the move is instant even while the server is busy reading uploads.
  useEffect(() => void import("./documents-page.tsx"), []);
  return (
    <>
      <PageHeader
        title="Upload Document"
        documentTitle="Upload"
        description="Add PDF, Word, EPUB, web page, text or Markdown files, write a note, or add a web page by its address. Mnemo extracts the concepts for you."
      />
      <div className="grid gap-6">
        <UploadPanel origin="upload" onSaved={returnToDocuments} />
        <WebPageForm origin="upload" onSaved={returnToDocuments} />
      </div>
    </>
  );
}
