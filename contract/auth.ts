import { z } from "zod";
import { limits } from "./constants.ts";

/** `GET /api/auth/user`: the signed-in user (PRODUCT.md section 3). */
export const currentUserSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(limits.emailMax, `An e-mail address has at most ${limits.emailMax} characters`)
  .pipe(z.email({ message: "Enter a valid e-mail address" }));

export const signInRequestSchema = z.object({
  email,
  password: z.string().min(1, "Enter your password").max(limits.passwordMax),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const signUpRequestSchema = z.object({
  firstName: z.string().trim().min(1, "Enter your first name").max(limits.personNameMax),
  lastName: z.string().trim().max(limits.personNameMax).default(""),
  email,
  password: z
    .string()
    .min(limits.passwordMin, `Password must be at least ${limits.passwordMin} characters`)
    .max(limits.passwordMax),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

/**
 * `POST /api/auth/sign-up`: the same answer whether the e-mail was free (the account is created) or taken (nothing
 * happens), and nobody is signed in; the client signs in next with the same e-mail and password.
 */
export const signUpResponseSchema = z.object({ success: z.literal(true) });

/** What the sign-up screen says when the sign-in after a sign-up fails: the e-mail has an account with another password. */
export const signUpThenSignInFailed =
  "Could not sign in with this e-mail and password. If you already have an account, sign in with its password instead.";

/** A configured OpenID Connect provider, as the sign-in screen and the landing page show it. */
export const authProviderSchema = z.object({ id: z.string(), name: z.string() });
export type AuthProvider = z.infer<typeof authProviderSchema>;

/** `GET /api/auth/providers`. */
export const authProvidersSchema = z.object({
  providers: z.array(authProviderSchema),
  /** The provider named on the landing page's "Sign in with {provider}" button. */
  primaryProviderName: z.string(),
});
export type AuthProviders = z.infer<typeof authProvidersSchema>;

/** Error codes that the OIDC callback puts in `/sign-in?error=...`, with the text the sign-in screen shows. */
export const signInErrorMessages: Record<string, string> = {
  access_denied: "Sign-in was cancelled at the provider.",
  state_mismatch: "Sign-in expired or was started in another tab. Please try again.",
  state_not_found: "Sign-in expired or was started in another tab. Please try again.",
  invalid_code: "The provider's answer could not be verified. Please try again.",
  email_not_found: "The provider did not share an e-mail address, which Mnemo needs to create your account.",
  provider_unavailable: "That sign-in provider is not available right now.",
};
export const defaultSignInErrorMessage = "Sign-in failed. Please try again.";
