import { SignInScreen } from "@web/features/auth/components/sign-in-screen.tsx";
import { useDocumentTitle } from "@web/lib/use-document-title.ts";

/** `/sign-in`: the built-in sign-in screen (signed-out visitors only). */
export default function SignInPage() {
  useDocumentTitle("Sign in");
  return <SignInScreen />;
}
