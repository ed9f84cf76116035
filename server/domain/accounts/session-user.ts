/** The signed-in user as Better Auth answers it: what every request's handler and the sign-in calls know of them. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}
