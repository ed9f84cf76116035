import { FileText, FileType, NotebookPen } from "lucide-react";
import { NotAvailableYet } from "@web/components/not-available-yet.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";

const kinds = [
  { icon: FileType, label: "PDF", hint: "Text is read page by page" },
  { icon: FileText, label: "TXT and MD", hint: "Plain text and Markdown" },
  { icon: NotebookPen, label: "Notes", hint: "Write straight into Mnemo" },
] as const;

/**
 * What can be added, and the upload itself. The file drop zone and the note form ('Upload Files' / 'Write Note')
 * arrive with the documents work, when the server answers `POST /api/documents`.
 */
export function UploadPanel() {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Upload Content</CardTitle>
        <CardDescription>PDF, TXT, MD files supported</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <ul className="grid gap-3 sm:grid-cols-3">
          {kinds.map(({ icon: Icon, label, hint }) => (
            <li key={label} className="flex items-center gap-3 rounded-lg border bg-surface p-3">
              <Icon className="size-5 shrink-0 text-primary" aria-hidden />
              <span className="grid">
                <span className="text-sm font-medium">{label}</span>
                <span className="text-xs text-muted-foreground">{hint}</span>
              </span>
            </li>
          ))}
        </ul>
        <NotAvailableYet>Uploading documents and saving notes is not available on this server yet.</NotAvailableYet>
      </CardContent>
    </Card>
  );
}
