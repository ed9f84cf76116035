import { signInRequestSchema } from "@contract/auth.ts";
import { readableError } from "@web/lib/api.ts";
import { useSignIn } from "../queries.ts";
import { useAuthForm } from "../use-auth-form.ts";
import { EmailField, PasswordField } from "./credential-fields.tsx";
import { FormError } from "./form-error.tsx";
import { SubmitButton } from "./submit-button.tsx";

const formId = "sign-in";

/** E-mail and password sign-in. On success the current user is refreshed and the app goes to `/`. */
export function SignInForm() {
  const mutation = useSignIn();
  const { handleSubmit, field } = useAuthForm({
    formId,
    initial: { email: "", password: "" },
    schema: signInRequestSchema,
    onValid: (data, handlers) => mutation.mutate(data, handlers),
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Sign in">
      <FormError
        message={mutation.isError ? readableError(mutation.error, "Sign-in failed. Please try again.") : null}
      />
      <div className="grid gap-4">
        <EmailField {...field("email")} />
        <PasswordField {...field("password")} autoComplete="current-password" />
        <SubmitButton pending={mutation.isPending} pendingLabel="Signing in…">
          Sign in
        </SubmitButton>
      </div>
    </form>
  );
}
