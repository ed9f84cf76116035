// Form state shared by the sign-in and sign-up forms: values, client validation with the contract's zod
// schema, and field errors from the server's `issues`.
import { useState, type ChangeEvent, type FormEvent } from "react";
import { errorIssues } from "@web/lib/api.ts";

interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

interface SafeParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** The first message per top-level field. */
export function fieldErrorsFrom<K extends string>(
  issues: readonly { path: readonly PropertyKey[] | string; message: string }[],
  fields: readonly K[],
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const issue of issues) {
    const head = typeof issue.path === "string" ? issue.path.split(".")[0] : issue.path[0];
    const field = fields.find((f) => f === head);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

/** The props that bind a `FormField` to one field of the form. */
export interface FieldBinding {
  id: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  error: string | undefined;
}

/** Id of the input for `field` in the form `formId`; field errors use `${id}-error`. */
export const fieldId = (formId: string, field: string) => `${formId}-${field}`;

export function useAuthForm<K extends string, T>(options: {
  formId: string;
  initial: Record<K, string>;
  schema: SafeParser<T>;
  onValid: (data: T, handlers: { onError: (err: unknown) => void }) => void;
}) {
  const { formId, initial, schema, onValid } = options;
  const fields = Object.keys(initial) as K[];
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const focusFirstError = (next: FieldErrors<K>) => {
    const first = fields.find((f) => next[f]);
    if (first) document.getElementById(fieldId(formId, first))?.focus();
  };

  const setValue = (field: K, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    setErrors((prev) => (prev[field] ? { ...prev, [field]: undefined } : prev));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = schema.safeParse(values);
    if (!result.success) {
      const next = fieldErrorsFrom(result.error.issues, fields);
      setErrors(next);
      focusFirstError(next);
      return;
    }
    setErrors({});
    onValid(result.data, {
      onError: (err) => {
        const next = fieldErrorsFrom(errorIssues(err), fields);
        setErrors(next);
        focusFirstError(next);
      },
    });
  };

  /** What a `FormField` needs of one field: its id, value, change handler and error. */
  const field = (name: K): FieldBinding => ({
    id: fieldId(formId, name),
    value: values[name],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setValue(name, e.target.value),
    error: errors[name],
  });

  return { values, errors, setValue, handleSubmit, field };
}
