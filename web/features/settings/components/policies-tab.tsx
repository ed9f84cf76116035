import { useState } from "react";
import { Link } from "wouter";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { Textarea } from "@web/components/ui/textarea.tsx";
import { defaultPolicyTexts } from "@web/features/policies/default-texts.ts";
import { routes } from "@web/lib/routes.ts";

const areas = [
  { key: "privacy", label: "Privacy Policy" },
  { key: "terms", label: "Terms of Service" },
  { key: "usage", label: "Usage Policy" },
] as const;

/**
 * Terms & Policies: three editable text areas pre-filled with the default policies. PRODUCT.md section 2 says they are not
 * edits are saved, so they are a scratch copy and the card says so; the published pages are what applies.
 */
export function PoliciesTab() {
  const [texts, setTexts] = useState<Record<(typeof areas)[number]["key"], string>>({ ...defaultPolicyTexts });
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Terms &amp; Policies</CardTitle>
        <CardDescription>
          Drafts you can edit here are not saved. The policies that apply are the published{" "}
          <Link href={routes.privacyPolicy} className="font-medium text-primary underline underline-offset-4">
            Privacy Policy
          </Link>{" "}
          and{" "}
          <Link href={routes.termsOfService} className="font-medium text-primary underline underline-offset-4">
            Terms of Service
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {areas.map(({ key, label }) => (
          <div key={key} className="grid gap-2">
            <Label htmlFor={`policy-${key}`}>{label}</Label>
            <Textarea
              id={`policy-${key}`}
              rows={10}
              value={texts[key]}
              onChange={(e) => setTexts((t) => ({ ...t, [key]: e.target.value }))}
              className="font-mono text-xs leading-5"
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
