import type { ReactNode } from "react";
import type { FieldBinding } from "../use-auth-form.ts";
import { FormField } from "./form-field.tsx";

/** The e-mail field of the sign-in and sign-up forms. */
export function EmailField(props: FieldBinding) {
  return (
    <FormField
      {...props}
      label="E-mail"
      type="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
    />
  );
}

/** The password field of the sign-in and sign-up forms; `autoComplete` tells password managers which one it is. */
export function PasswordField(
  props: FieldBinding & { autoComplete: "current-password" | "new-password"; hint?: ReactNode },
) {
  return <FormField {...props} label="Password" type="password" />;
}
