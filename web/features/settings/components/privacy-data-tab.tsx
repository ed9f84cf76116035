import { Download, Trash2 } from "lucide-react";
import { NotAvailableYet } from "@web/components/not-available-yet.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";

/** Privacy & Data: the GDPR export and account deletion (their server calls come with the account work). */
export function PrivacyDataTab() {
  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Download className="size-5 text-primary" aria-hidden />
            Download My Data
          </CardTitle>
          <CardDescription>
            Get a copy of everything Mnemo stores about you (your profile, projects, documents and what was extracted from
            them) as one JSON file.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NotAvailableYet>Downloading your data is not available on this server yet.</NotAvailableYet>
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-destructive">
            <Trash2 className="size-5" aria-hidden />
            Delete My Account
          </CardTitle>
          <CardDescription>
            Permanently delete your account and all of your documents, concepts and projects. This cannot be undone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <NotAvailableYet>Deleting your account is not available on this server yet.</NotAvailableYet>
        </CardContent>
      </Card>
    </div>
  );
}
