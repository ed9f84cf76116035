import { useState, type FormEvent } from "react";
import { limits } from "@contract/constants.ts";
import { Button } from "@web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog.tsx";
import { Input } from "@web/components/ui/input.tsx";
import { Label } from "@web/components/ui/label.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { Textarea } from "@web/components/ui/textarea.tsx";
import { readableError } from "@web/lib/api.ts";
import { toast } from "@web/lib/toast.ts";
import { useCreateProject } from "../queries.ts";
import { useSelectProject } from "../selected-project.ts";

const empty = { name: "", description: "" };

/**
 * "Create New Project" (PRODUCT.md sections 2, 4, 5, 8). A blank name is ignored (the button stays disabled); an empty
 * description is sent as absent. Success closes and clears the dialog, selects the new project and confirms with a
 * toast; a failure shows the server's message in a toast and leaves the dialog open with what was typed.
 */
export function CreateProjectDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [values, setValues] = useState(empty);
  const mutation = useCreateProject();
  const selectProject = useSelectProject();
  const name = values.name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name || mutation.isPending) return;
    const description = values.description.trim();
    mutation.mutate(description ? { name, description } : { name }, {
      onSuccess: (project) => {
        onOpenChange(false);
        setValues(empty);
        selectProject(project.id);
        toast({ title: "Project created", description: `"${project.name || name}" has been created successfully.` });
      },
      onError: (error) => {
        toast({
          title: "Error",
          description: readableError(error, "Failed to create project"),
          variant: "destructive",
        });
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="create-project-description">
        <form onSubmit={submit} className="grid gap-5" noValidate>
          <DialogHeader>
            <DialogTitle>Create New Project</DialogTitle>
            <DialogDescription id="create-project-description">
              Group related documents and focus every view on one topic.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="project-name">
              Project name
              <span aria-hidden className="ml-0.5 text-destructive">
                *
              </span>
            </Label>
            <Input
              id="project-name"
              placeholder="My Research Project"
              value={values.name}
              onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
              maxLength={limits.projectNameMax}
              required
              aria-required
              autoComplete="off"
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="project-description">
              Description <span className="font-normal text-muted-foreground">(optional)</span>
            </Label>
            <Textarea
              id="project-description"
              placeholder="What is this project about?"
              value={values.description}
              onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
              maxLength={limits.projectDescriptionMax}
              rows={3}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name || mutation.isPending} aria-busy={mutation.isPending || undefined}>
              {mutation.isPending ? (
                <>
                  <Spinner />
                  Creating...
                </>
              ) : (
                "Create Project"
              )}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
