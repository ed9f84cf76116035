import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { apiTokenLimits, createApiTokenRequestSchema, type CreatedApiToken } from "@contract/api-tokens.ts";
import { Button } from "@web/components/ui/button.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { FormField } from "@web/features/auth/components/form-field.tsx";
import { useCreateApiToken } from "../api-tokens-queries.ts";

const fieldId = "api-token-name";

/** The name of a new token, checked with the server's own schema; the created token goes to `onCreated`. */
export function ApiTokenCreateForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const mutation = useCreateApiToken();
  const pending = mutation.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = createApiTokenRequestSchema.safeParse({ name });
    if (!check.success) {
      setError(check.error.issues[0]?.message);
      document.getElementById(fieldId)?.focus();
      return;
    }
    mutation.mutate(check.data.name, {
      onSuccess: (created) => {
        setName("");
        onCreated(created);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid max-w-lg gap-5" aria-label="Create an API token">
      <FormField
        id={fieldId}
        label="Token name"
        value={name}
        maxLength={apiTokenLimits.nameMax}
        autoComplete="off"
        onChange={(e) => {
          setName(e.target.value);
          setError(undefined);
        }}
        error={error}
        hint="What it is for, so you can recognise it later, e.g. “Laptop importer”."
      />
      <div>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? <Spinner /> : <Plus aria-hidden />}
          {pending ? "Creating..." : "Create token"}
        </Button>
      </div>
    </form>
  );
}
