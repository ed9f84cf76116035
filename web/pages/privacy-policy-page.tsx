import { PrivacyPolicy } from "@web/features/policies/components/privacy-policy.tsx";

/** `/privacy-policy`: inside the shell when signed in, in the public layout otherwise. */
export default function PrivacyPolicyPage() {
  return <PrivacyPolicy />;
}
