import { Landing } from "@web/features/landing/landing.tsx";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";

/** What signed-out visitors see on every path except /sign-in. */
export default function LandingPage() {
  useDocumentTitle();
  return <Landing />;
}
