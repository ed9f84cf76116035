import { PageHeader } from "@web/components/page-header.tsx";
import { UploadPanel } from "@web/features/upload/components/upload-panel.tsx";

/** `/upload`: add files or write a note. */
export default function UploadPage() {
  return (
    <>
      <PageHeader title="Upload Document" documentTitle="Upload" description="Add PDF, text or Markdown files, or write a note. Mnemo extracts the concepts for you." />
      <UploadPanel />
    </>
  );
}
