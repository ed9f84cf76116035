import { describe, expect, it } from "vitest";
import { loadConfig, readOidcProviders } from "./env.ts";

describe("configuration", () => {
  it("works with nothing set", () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.publicUrl).toBe("http://localhost:5000");
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.oidcProviders).toEqual([]);
    expect(config.trustProxy).toBe(false);
  });

  it("reads OIDC providers from MNEMO_OIDC_<ID>_* variables", () => {
    const providers = readOidcProviders({
      MNEMO_OIDC_CORP_SSO_ISSUER: "https://sso.example.com/",
      MNEMO_OIDC_CORP_SSO_CLIENT_ID: "id",
      MNEMO_OIDC_CORP_SSO_CLIENT_SECRET: "secret",
      MNEMO_OIDC_CORP_SSO_NAME: "Corp SSO",
      MNEMO_OIDC_GITLAB_ISSUER: "https://gitlab.example.com",
      MNEMO_OIDC_GITLAB_CLIENT_ID: "id2",
      MNEMO_OIDC_GITLAB_CLIENT_SECRET: "secret2",
    });
    expect(providers).toEqual([
      { id: "corp-sso", name: "Corp SSO", issuer: "https://sso.example.com/", clientId: "id", clientSecret: "secret" },
      { id: "gitlab", name: "Gitlab", issuer: "https://gitlab.example.com", clientId: "id2", clientSecret: "secret2" },
    ]);
  });

  it("explains what is missing", () => {
    expect(() => readOidcProviders({ MNEMO_OIDC_X_ISSUER: "https://x" })).toThrow(/MNEMO_OIDC_X_CLIENT_ID/);
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ MNEMO_AUTH_SECRET: "short" })).toThrow(/at least 32/);
  });

  it("derives the public URL and trusted proxies", () => {
    const config = loadConfig({
      PORT: "8080",
      MNEMO_PUBLIC_URL: "https://mnemo.example.com/",
      MNEMO_TRUST_PROXY: "true",
    });
    expect(config.publicUrl).toBe("https://mnemo.example.com");
    expect(config.trustProxy).toBe(true);
    expect(loadConfig({ MNEMO_TRUST_PROXY: "10.0.0.0/8" }).trustProxy).toBe("10.0.0.0/8");
  });

  it("reads the model cache directory, or leaves the default beside the packages", () => {
    expect(loadConfig({}).modelCacheDir).toBeUndefined();
    expect(loadConfig({ MNEMO_MODEL_CACHE_DIR: " " }).modelCacheDir).toBeUndefined();
    expect(loadConfig({ MNEMO_MODEL_CACHE_DIR: "/var/cache/mnemo" }).modelCacheDir).toBe("/var/cache/mnemo");
    expect(loadConfig({ MNEMO_MODEL_CACHE_DIR: "models" }).modelCacheDir).toMatch(/^\/.*\/models$/);
  });
});
