import { signInRequestSchema } from "@contract/auth.ts";
import { readableError } from "@web/lib/api.ts";
import { useSignIn } from "../queries.ts";
import { fieldId, useAuthForm } from "../use-auth-form.ts";
import { FormError } from "./form-error.tsx";
import { FormField } from "./form-field.tsx";
import { SubmitButton } from "./submit-button.tsx";

const formId = "sign-in";

/** E-mail and password sign-in. On success the current user is refreshed and the app goes to `/`. */
export function SignInForm() {
  const mutation = useSignIn();
  const { values, errors, setValue, handleSubmit } = useAuthForm({
    formId,
    initial: { email: "", password: "" },
    schema: signInRequestSchema,
    onValid: (data, handlers) => mutation.mutate(data, handlers),
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Sign in">
      <FormError message={mutation.isError ? readableError(mutation.error, "Sign-in failed. Please try again.") : null} />
      <div className="grid gap-4">
        <FormField
          id={fieldId(formId, "email")}
          label="E-mail"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          value={values.email}
          onChange={(e) => setValue("email", e.target.value)}
          error={errors.email}
        />
        <FormField
          id={fieldId(formId, "password")}
          label="Password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={(e) => setValue("password", e.target.value)}
          error={errors.password}
        />
        <SubmitButton pending={mutation.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </div>
    </form>
  );
}
