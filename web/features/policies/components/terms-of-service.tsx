import { Link } from "wouter";
import { routes } from "@web/lib/routes.ts";
import { policyFacts as f } from "../facts.ts";
import { PolicyArticle, PolicySection } from "./policy-article.tsx";

/** The Terms of Service text (PRODUCT.md section 2, Policy pages: static; price-change notice, liability cap, minimum age). */
export function TermsOfService() {
  return (
    <PolicyArticle
      title="Terms of Service"
      summary={
        <>
          These terms govern your use of Mnemo, a personal knowledge-management application that remembers what you
          read. By creating an account or using Mnemo you agree to them. &ldquo;We&rdquo; means whoever operates this
          Mnemo service.
        </>
      }
    >
      <PolicySection title="1. Who may use Mnemo">
        <p>
          You must be at least {f.minimumAge} years old, and old enough in your country to agree to these terms without
          a parent&rsquo;s consent (or have that consent).
        </p>
      </PolicySection>

      <PolicySection title="2. Your account">
        <p>
          You sign in with a third-party sign-in provider or with Mnemo&rsquo;s own e-mail sign-in. Keep your
          credentials safe: you are responsible for what happens under your account. The sign-in provider&rsquo;s own
          terms also apply to your use of it.
        </p>
      </PolicySection>

      <PolicySection title="3. Your content">
        <p>
          You keep all rights to the documents and notes you add. You allow us to store and process them only as needed
          to provide Mnemo to you: extracting concepts and relationships, indexing them for search and showing you the
          results. Your content is isolated from other users&rsquo; and is never shown to them. Only upload material you
          have the right to use.
        </p>
      </PolicySection>

      <PolicySection title="4. Acceptable use">
        <ul>
          <li>Do not upload unlawful material or material that infringes someone else&rsquo;s rights.</li>
          <li>
            Do not try to reach other users&rsquo; data, probe or break the service&rsquo;s security, or overload it.
          </li>
          <li>Do not upload malicious files or use Mnemo to harm others.</li>
        </ul>
        <p>We may suspend accounts that break these rules.</p>
      </PolicySection>

      <PolicySection title="5. AI-generated results">
        <p>
          Concepts, relationships, insights and contradictions are produced automatically, by on-device language models
          or, if the operator configures one, an optional AI provider. They can be incomplete or wrong: check important
          conclusions against your sources, which Mnemo always keeps.
        </p>
      </PolicySection>

      <PolicySection title="6. Subscriptions and payments">
        <p>
          Some features may be offered as paid subscriptions. Payments are processed by a third-party payment provider
          under its own terms. Prices are shown before you buy. We will give you at least {f.priceChangeNoticeDays}{" "}
          days&rsquo; notice of any price change before it applies to you, and you may cancel before it takes effect.
        </p>
      </PolicySection>

      <PolicySection title="7. Ending your use">
        <p>
          You can stop using Mnemo and delete your account at any time in <Link href={routes.settings}>Settings</Link>.
          Your data is then deleted within {f.accountDeletionDays} days (backups may keep it up to{" "}
          {f.backupRetentionDays} days longer, as the <Link href={routes.privacyPolicy}>Privacy Policy</Link> explains).
          Download your data first if you want to keep it.
        </p>
      </PolicySection>

      <PolicySection title="8. Disclaimer">
        <p>
          Mnemo is provided &ldquo;as is&rdquo;. We work to keep it available and your data safe, but we do not promise
          that it will be uninterrupted or error-free. Keep copies of documents that matter to you.
        </p>
      </PolicySection>

      <PolicySection title="9. Limitation of liability">
        <p>
          To the extent the law allows, our total liability for any claim about Mnemo is limited to the amount you paid
          us for Mnemo in the {f.liabilityCapMonths} months before the claim. Nothing in these terms limits liability
          that cannot be limited by law.
        </p>
      </PolicySection>

      <PolicySection title="10. Changes to these terms">
        <p>
          When these terms change we update the date at the top of this page and, for significant changes, tell you in
          the app before they apply. Continuing to use Mnemo after that means you accept the new terms.
        </p>
      </PolicySection>
    </PolicyArticle>
  );
}
