import { ChangeHistory } from "./change-history.tsx";
import { ConceptListSection } from "./concept-list-section.tsx";
import { SuggestionsSection } from "./suggestions-section.tsx";

/**
 * The concepts page: the probable duplicates to decide on first (when there are any), every concept to search,
 * select and merge, and the changes the user made, to undo.
 */
export function ConceptsView() {
  return (
    <div className="grid min-w-0 gap-10">
      <SuggestionsSection />
      <ConceptListSection />
      <ChangeHistory />
    </div>
  );
}
