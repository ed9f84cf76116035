import { useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { CircleAlert, Globe, Link2 } from "lucide-react";
import { limits } from "@contract/constants.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { useSelectedProject } from "@web/features/projects/queries.ts";
import { readableError } from "@web/lib/api.ts";
import { announceSaved, announceUploadFailed, uploadMessages, type UploadOrigin } from "../notices.ts";
import { normaliseWebAddress, useAddWebPage } from "../use-add-web-page.ts";

/**
 * 'Add a web page': a web address the server fetches and keeps like an uploaded file; Mnemo reads the article, not
 * the navigation around it. A link to a PDF, Word file or EPUB adds that document. New documents go to the
 * selected project; the reason a page cannot be added shows under the field.
 */
export function WebPageForm({ origin, onSaved }: { origin: UploadOrigin; onSaved?: () => void }) {
  const client = useQueryClient();
  const { id: projectId } = useSelectedProject();
  const [address, setAddress] = useState("");
  const [problem, setProblem] = useState("");
  const add = useAddWebPage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const url = normaliseWebAddress(address);
    if (!url) {
      setProblem("Enter a web address, such as https://example.org/article.");
      return;
    }
    setProblem("");
    add.mutate(
      { url, projectId },
      {
        onSuccess: (document) => {
          setAddress("");
          announceSaved([document], origin);
          onSaved?.();
        },
        onError: (error) => {
          setProblem(readableError(error, uploadMessages.failedFallback));
          announceUploadFailed(client, error);
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle as="h2" className="flex items-center gap-2">
          <Globe className="size-5 text-primary" aria-hidden />
          Add a web page
        </CardTitle>
        <CardDescription>
          Paste the address of an article or a post. Mnemo saves the page and reads its main text, not the menus and ads
          around it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <Label htmlFor="web-page-url">Web address</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="web-page-url"
              type="url"
              inputMode="url"
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              placeholder="https://example.org/article"
              maxLength={limits.urlMax}
              autoComplete="url"
              disabled={add.isPending}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? "web-page-problem" : undefined}
            />
            <Button type="submit" disabled={add.isPending || !address.trim()} aria-busy={add.isPending || undefined}>
              {add.isPending ? <Spinner /> : <Link2 aria-hidden />}
              {add.isPending ? "Fetching..." : "Add page"}
            </Button>
          </div>
          {problem ? (
            <Alert variant="destructive" role="alert" id="web-page-problem">
              <CircleAlert aria-hidden />
              <p>{problem}</p>
            </Alert>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
