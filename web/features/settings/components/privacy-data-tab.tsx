import { Download, Trash2 } from "lucide-react";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { useExportData } from "../queries.ts";
import { DeleteAccountButton } from "./delete-account-button.tsx";
import { RereadCard } from "./reread-card.tsx";

/** Privacy & Data: reading the documents again, the GDPR export and account deletion. */
export function PrivacyDataTab() {
  const exportData = useExportData();
  const exporting = exportData.isPending;
  return (
    <div className="grid gap-6">
      <RereadCard />
      <Card>
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2">
            <Download className="size-5 text-primary" aria-hidden />
            Download My Data
          </CardTitle>
          <CardDescription>
            Get a copy of everything Mnemo stores about you as one JSON file: your profile, projects, documents with
            their content and original files, and the concepts, relationships, versions and contradictions found in
            them.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button onClick={() => exportData.mutate()} disabled={exporting} aria-busy={exporting || undefined}>
            {exporting ? <Spinner /> : <Download aria-hidden />}
            {exporting ? "Preparing your data..." : "Download My Data"}
          </Button>
        </CardContent>
      </Card>
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle as="h2" className="flex items-center gap-2 text-destructive">
            <Trash2 className="size-5" aria-hidden />
            Delete My Account
          </CardTitle>
          <CardDescription>
            Permanently delete your account and all of your documents, concepts and projects, and sign out everywhere.
            This cannot be undone.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountButton />
        </CardContent>
      </Card>
    </div>
  );
}
