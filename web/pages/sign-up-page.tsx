import { AuthScreen } from "@web/features/auth/components/auth-screen.tsx";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";

/** `/sign-up`: account creation ("Get started" on the landing page leads here). */
export default function SignUpPage() {
  useDocumentTitle("Create account");
  return <AuthScreen mode="sign-up" />;
}
