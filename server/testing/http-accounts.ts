/**
 * A new account over HTTP, as the web app makes one: sign up, then sign in with the same e-mail and password (the
 * sign-up answer signs nobody in). For benchmarks, evaluations and process tests that talk to a real server.
 */
export async function createAccountOverHttp(
  base: string,
  account: { firstName: string; lastName?: string; email: string; password: string },
): Promise<{ id: string; cookie: string }> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  const signUp = await post("/api/auth/sign-up", account);
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const signIn = await post("/api/auth/sign-in", { email: account.email, password: account.password });
  if (!signIn.ok) throw new Error(`sign-in after sign-up failed: ${signIn.status} ${await signIn.text()}`);
  const { id } = (await signIn.json()) as { id: string };
  return {
    id,
    cookie: signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; "),
  };
}
