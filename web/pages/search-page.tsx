import { PageHeader } from "@web/components/page-header.tsx";
import { SearchPanel } from "@web/features/search/components/search-panel.tsx";

/** `/search`: natural-language search over documents and concepts. */
export default function SearchPage() {
  return (
    <>
      <PageHeader
        title="Search Your Knowledge"
        documentTitle="Search"
        description="Ask a question in plain language and find the documents and concepts that answer it."
      />
      <SearchPanel />
    </>
  );
}
