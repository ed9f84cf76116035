import { Link } from "wouter";
import { routes } from "@web/lib/routes.ts";
import { policyFacts as f } from "../facts.ts";
import { PolicyArticle, PolicySection } from "./policy-article.tsx";

/** The Privacy Policy text (PRODUCT.md section 2, Policy pages: static, names the sign-in, payment and optional AI providers, per-user isolation). */
export function PrivacyPolicy() {
  return (
    <PolicyArticle
      title="Privacy Policy"
      summary={
        <>
          Mnemo remembers what you read: you upload documents or write notes, and Mnemo extracts the concepts in them so
          you can explore, search and question your own knowledge. This policy explains what Mnemo stores about you,
          why, who else is involved and what you can do about it. &ldquo;We&rdquo; means whoever operates this Mnemo
          service.
        </>
      }
    >
      <PolicySection title="1. What we collect">
        <ul>
          <li>
            <strong>Account details:</strong> your first and last name, e-mail address, username and profile picture
            link, and a salted hash of your password if you use Mnemo&rsquo;s own e-mail sign-in (never the password
            itself).
          </li>
          <li>
            <strong>Your content:</strong> the documents and notes you add, your projects, and what Mnemo derives from
            them: concepts, relationships, concept history, search indexes and detected contradictions.
          </li>
          <li>
            <strong>Technical data:</strong> a session cookie that keeps you signed in, and server logs (time, address
            and path of requests) kept to run the service securely.
          </li>
          <li>
            <strong>Preferences in your browser:</strong> your theme, the selected project and whether the sidebar is
            collapsed are stored on your device only.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="2. How we use it">
        <p>
          Only to provide Mnemo to you: to sign you in, store your documents, extract concepts and relationships, answer
          your searches and keep the service secure. We do not sell your data, show advertising or build profiles of you
          for anyone else.
        </p>
      </PolicySection>

      <PolicySection title="3. Services we rely on">
        <ul>
          <li>
            <strong>Sign-in provider.</strong> If you sign in with a third-party sign-in provider (for example Google,
            or another provider your operator has set up), that provider confirms who you are and shares your name,
            e-mail address and profile picture with us. Its own privacy policy covers what it does. You can also use
            Mnemo&rsquo;s own e-mail sign-in, which involves no third party.
          </li>
          <li>
            <strong>Payment provider.</strong> Where paid subscriptions are offered, payments are handled by a
            third-party payment provider. Your card details go directly to it and never reach Mnemo; we only learn
            whether your subscription is active.
          </li>
          <li>
            <strong>Optional AI provider.</strong> By default Mnemo extracts concepts on its own server with on-device
            language models, and your documents go nowhere else. If the operator configures an optional AI provider for
            extraction, the text of your documents is sent to that provider to be analysed, under its terms.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="4. Your data is yours alone">
        <p>
          Every document, note, project, concept and result is stored against your account and isolated from other
          users&rsquo; data. Each request is checked against the signed-in account, so no other user can see, search or
          link to your knowledge base, and your documents never influence what other users see.
        </p>
      </PolicySection>

      <PolicySection title="5. How long we keep it">
        <ul>
          <li>
            Your content stays until you delete it. Deleting a document removes it and what was extracted only from it.
          </li>
          <li>When you delete your account, all of your data is deleted within {f.accountDeletionDays} days.</li>
          <li>
            Deleted data may remain in backups for up to {f.backupRetentionDays} days before the backups are
            overwritten; backups are used only to recover from failures.
          </li>
        </ul>
      </PolicySection>

      <PolicySection title="6. Your rights">
        <p>
          You can see and correct your profile, download all of your data as a file (&ldquo;Download My Data&rdquo;) and
          delete your account (&ldquo;Delete My Account&rdquo;) at any time in{" "}
          <Link href={routes.settings}>Settings</Link>. Depending on where you live you may also have the right to
          object to or restrict processing and to complain to a data protection authority.
        </p>
      </PolicySection>

      <PolicySection title="7. Cookies and local storage">
        <p>
          Mnemo uses a strictly necessary session cookie to keep you signed in and a cookie that remembers whether the
          sidebar is collapsed. Your theme and selected project are kept in your browser&rsquo;s local storage. There
          are no tracking or advertising cookies.
        </p>
      </PolicySection>

      <PolicySection title="8. Security">
        <p>
          Passwords are stored only as salted hashes, session cookies cannot be read by scripts, and requests from other
          websites are refused. No system is perfectly secure; if a breach affects your data we will tell you without
          undue delay.
        </p>
      </PolicySection>

      <PolicySection title="9. Children">
        <p>
          Mnemo is not meant for children under {f.minimumAge}. We do not knowingly collect data from anyone younger; if
          you believe a child has an account, tell us and we will delete it.
        </p>
      </PolicySection>

      <PolicySection title="10. Changes and contact">
        <p>
          If this policy changes, we update the date at the top of this page and, for significant changes, tell you in
          the app before they apply. Questions about your data go to the operator of this Mnemo service. See also the{" "}
          <Link href={routes.termsOfService}>Terms of Service</Link>.
        </p>
      </PolicySection>
    </PolicyArticle>
  );
}
