import { TermsOfService } from "@web/features/policies/components/terms-of-service.tsx";

/** `/terms-of-service`: inside the shell when signed in, in the public layout otherwise. */
export default function TermsOfServicePage() {
  return <TermsOfService />;
}
