import { signUpRequestSchema } from "@contract/auth.ts";
import { limits } from "@contract/constants.ts";
import { readableError } from "@web/lib/api.ts";
import { useSignUp } from "../queries.ts";
import { fieldId, useAuthForm } from "../use-auth-form.ts";
import { FormError } from "./form-error.tsx";
import { FormField } from "./form-field.tsx";
import { SubmitButton } from "./submit-button.tsx";

const formId = "sign-up";

/** Account creation with e-mail and password. On success the user is signed in and sent to `/`. */
export function SignUpForm() {
  const mutation = useSignUp();
  const { values, errors, setValue, handleSubmit } = useAuthForm({
    formId,
    initial: { firstName: "", lastName: "", email: "", password: "" },
    schema: signUpRequestSchema,
    onValid: (data, handlers) => mutation.mutate(data, handlers),
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Create account">
      <FormError message={mutation.isError ? readableError(mutation.error, "Could not create the account. Please try again.") : null} />
      <div className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={fieldId(formId, "firstName")}
            label="First name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => setValue("firstName", e.target.value)}
            error={errors.firstName}
          />
          <FormField
            id={fieldId(formId, "lastName")}
            label="Last name"
            labelNote="(optional)"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => setValue("lastName", e.target.value)}
            error={errors.lastName}
          />
        </div>
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
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => setValue("password", e.target.value)}
          error={errors.password}
          hint={`At least ${limits.passwordMin} characters.`}
        />
        <SubmitButton pending={mutation.isPending} pendingLabel="Creating account…">
          Create account
        </SubmitButton>
      </div>
    </form>
  );
}
