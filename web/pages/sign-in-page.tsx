import { AuthScreen } from "@web/features/auth/components/auth-screen.tsx";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";

/** `/sign-in`: e-mail sign-in and the configured providers (signed-out visitors only). */
export default function SignInPage() {
  useDocumentTitle("Sign in");
  return <AuthScreen mode="sign-in" />;
}
