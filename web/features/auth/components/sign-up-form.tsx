import { signUpRequestSchema } from "@contract/auth.ts";
import { limits } from "@contract/constants.ts";
import { readableError } from "@web/lib/api.ts";
import { useSignUp } from "../queries.ts";
import { useAuthForm } from "../use-auth-form.ts";
import { EmailField, PasswordField } from "./credential-fields.tsx";
import { FormError } from "./form-error.tsx";
import { FormField } from "./form-field.tsx";
import { SubmitButton } from "./submit-button.tsx";

const formId = "sign-up";

/** Account creation with e-mail and password. On success the user is signed in and sent to `/`. */
export function SignUpForm() {
  const mutation = useSignUp();
  const { handleSubmit, field } = useAuthForm({
    formId,
    initial: { firstName: "", lastName: "", email: "", password: "" },
    schema: signUpRequestSchema,
    onValid: (data, handlers) => mutation.mutate(data, handlers),
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Create account">
      <FormError
        message={
          mutation.isError ? readableError(mutation.error, "Could not create the account. Please try again.") : null
        }
      />
      <div className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField {...field("firstName")} label="First name" autoComplete="given-name" />
          <FormField {...field("lastName")} label="Last name" labelNote="(optional)" autoComplete="family-name" />
        </div>
        <EmailField {...field("email")} />
        <PasswordField
          {...field("password")}
          autoComplete="new-password"
          hint={`At least ${limits.passwordMin} characters.`}
        />
        <SubmitButton pending={mutation.isPending} pendingLabel="Creating account…">
          Create account
        </SubmitButton>
      </div>
    </form>
  );
}
