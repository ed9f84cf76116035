// Default text of the three editable policy areas in Settings > Terms & Policies (PRODUCT.md section 2, Settings). Plain-text
// summaries of the published pages, built from the same facts.
import { policyFacts as f } from "./facts.ts";

export const defaultPolicyTexts = {
  privacy: `Privacy Policy (last updated ${f.lastUpdated})

Mnemo stores your account details, the documents and notes you add, and the concepts, relationships and insights extracted from them, only to provide the service to you. Your data is isolated from other users' data and never sold or shared for advertising.

Sign-in can go through a third-party sign-in provider or Mnemo's own e-mail sign-in. Paid subscriptions, where offered, are handled by a third-party payment provider. Extraction runs on the server by default; if an optional AI provider is configured, document text is sent to it for analysis.

When you delete your account, your data is deleted within ${f.accountDeletionDays} days. Deleted data may remain in backups for up to ${f.backupRetentionDays} days. Mnemo is not meant for children under ${f.minimumAge}.`,

  terms: `Terms of Service (last updated ${f.lastUpdated})

You must be at least ${f.minimumAge} years old to use Mnemo. You keep all rights to your content and allow Mnemo to process it only to provide the service to you.

Extracted concepts and insights are generated automatically and may be wrong: check them against your sources.

Subscriptions, where offered, are billed through a third-party payment provider. Price changes are announced at least ${f.priceChangeNoticeDays} days before they apply.

Mnemo is provided as is. Liability is limited to the amount you paid in the ${f.liabilityCapMonths} months before a claim.`,

  usage: `Usage Policy

Use Mnemo for your own reading, research and notes.
Only upload material you have the right to use.
Do not upload unlawful or malicious content.
Do not try to access other users' data or disrupt the service.
Accounts that break these rules may be suspended.`,
} as const;
