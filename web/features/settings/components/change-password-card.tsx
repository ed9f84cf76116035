import { useState, type FormEvent } from "react";
import { Info, KeyRound } from "lucide-react";
import { limits } from "@contract/constants.ts";
import { Alert } from "@web/components/ui/alert.tsx";
import { Button } from "@web/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@web/components/ui/card.tsx";
import { Spinner } from "@web/components/ui/spinner.tsx";
import { FormField } from "@web/features/auth/components/form-field.tsx";
import { readableError } from "@web/lib/api.ts";
import { errorCode, noPasswordCode } from "../api.ts";
import { useChangePassword } from "../queries.ts";
import { checkPasswordChange, type PasswordField, type PasswordValues } from "../validation.ts";

const empty: PasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

const fields: ReadonlyArray<{ field: PasswordField; id: string; label: string; autoComplete: string }> = [
  { field: "currentPassword", id: "current-password", label: "Current password", autoComplete: "current-password" },
  { field: "newPassword", id: "new-password", label: "New password", autoComplete: "new-password" },
  { field: "confirmPassword", id: "confirm-password", label: "Confirm new password", autoComplete: "new-password" },
];

/**
 * Change Password (PRODUCT.md sections 2, 5, 8): current, new and confirmation, checked in the order of section 5 with its
 * messages under the field to fix. Success clears the three fields. An account that signs in only through a
 * provider (the server answers NO_PASSWORD) gets the server's sentence in place of the form.
 */
export function ChangePasswordCard({ email }: { email: string | null }) {
  const [values, setValues] = useState(empty);
  const [error, setError] = useState<{ field: PasswordField; message: string }>();
  const [noPassword, setNoPassword] = useState<string>();
  const mutation = useChangePassword();
  const pending = mutation.isPending;

  const set = (field: PasswordField, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setError(undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const check = checkPasswordChange(values);
    if (!check.ok) {
      setError({ field: check.field, message: check.message });
      document.getElementById(fields.find((f) => f.field === check.field)!.id)?.focus();
      return;
    }
    mutation.mutate(check.body, {
      onSuccess: () => setValues(empty),
      onError: (err) => {
        if (errorCode(err) === noPasswordCode) setNoPassword(readableError(err));
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2">
          <KeyRound className="size-5 text-primary" aria-hidden />
          Change Password
        </CardTitle>
        <CardDescription>
          The password you sign in with here. Other devices signed in to your account are signed out when it changes.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {noPassword ? (
          <Alert data-testid="no-password">
            <Info aria-hidden className="text-primary" />
            <span>{noPassword}</span>
          </Alert>
        ) : (
          <form onSubmit={submit} noValidate className="grid max-w-lg gap-5" aria-label="Change Password">
            {/* Lets password managers file the new password under the right account. */}
            <input type="email" name="email" autoComplete="username" value={email ?? ""} readOnly hidden />
            <div className="grid gap-5">
              {fields.map(({ field, id, label, autoComplete }) => (
                <FormField
                  key={field}
                  id={id}
                  label={label}
                  type="password"
                  autoComplete={autoComplete}
                  maxLength={limits.passwordMax}
                  value={values[field]}
                  onChange={(e) => set(field, e.target.value)}
                  error={error?.field === field ? error.message : undefined}
                  hint={field === "newPassword" ? `At least ${limits.passwordMin} characters.` : undefined}
                />
              ))}
            </div>
            <div>
              <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
                {pending ? <Spinner /> : null}
                {pending ? "Changing..." : "Change Password"}
              </Button>
            </div>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
