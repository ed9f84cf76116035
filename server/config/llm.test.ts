import { afterEach, describe, expect, it } from "vitest";
import { createExtractorFromEnv, createJudgeFromEnv, describeLlmConfig, readLlmConfig } from "./llm.ts";
import {
  modelReply,
  scripted,
  startFakeLlmServer,
  type FakeLlmServer,
} from "../pipeline/llm/testing/fake-llm-server.ts";
import { fakeFallback, testApiKey } from "../pipeline/llm/testing/helpers.ts";

let server: FakeLlmServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

function thrown(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected a throw");
}

describe("readLlmConfig", () => {
  it("is local (null) by default, and for blank or LOCAL values", () => {
    expect(readLlmConfig({})).toBeNull();
    expect(readLlmConfig({ MNEMO_LLM_PROVIDER: "" })).toBeNull();
    expect(readLlmConfig({ MNEMO_LLM_PROVIDER: " LOCAL ", MNEMO_LLM_API_KEY: "ignored" })).toBeNull();
  });

  it("defaults Anthropic to the official API and the timeout to 60 s", () => {
    expect(
      readLlmConfig({ MNEMO_LLM_PROVIDER: "anthropic", MNEMO_LLM_API_KEY: testApiKey, MNEMO_LLM_MODEL: "claude-x" }),
    ).toEqual({
      provider: "anthropic",
      baseUrl: "https://api.anthropic.com",
      apiKey: testApiKey,
      model: "claude-x",
      timeoutMs: 60_000,
    });
  });

  it("takes an OpenAI-compatible base URL without a key (Ollama)", () => {
    expect(
      readLlmConfig({
        MNEMO_LLM_PROVIDER: "openai",
        MNEMO_LLM_BASE_URL: "http://localhost:11434/v1/",
        MNEMO_LLM_MODEL: "llama3.1:8b",
        MNEMO_LLM_TIMEOUT_MS: "120000",
      }),
    ).toEqual({
      provider: "openai",
      baseUrl: "http://localhost:11434/v1",
      apiKey: undefined,
      model: "llama3.1:8b",
      timeoutMs: 120_000,
    });
  });

  it("lists every problem without revealing the key", () => {
    const message = thrown(() =>
      readLlmConfig({
        MNEMO_LLM_PROVIDER: "openai",
        MNEMO_LLM_BASE_URL: `https://user:${testApiKey}@api.example.com/v1`,
      }),
    );
    expect(message).toContain("MNEMO_LLM_MODEL must be set");
    expect(message).toContain("must not contain credentials");
    expect(message).not.toContain(testApiKey);
    expect(thrown(() => readLlmConfig({ MNEMO_LLM_PROVIDER: "openai", MNEMO_LLM_MODEL: "gpt" }))).toContain(
      "MNEMO_LLM_API_KEY must be set to use api.openai.com",
    );
    expect(thrown(() => readLlmConfig({ MNEMO_LLM_PROVIDER: "anthropic", MNEMO_LLM_MODEL: "c" }))).toContain(
      "MNEMO_LLM_API_KEY must be set to use api.anthropic.com",
    );
    expect(thrown(() => readLlmConfig({ MNEMO_LLM_PROVIDER: "gemini" }))).toContain("MNEMO_LLM_PROVIDER");
    expect(
      thrown(() =>
        readLlmConfig({ MNEMO_LLM_PROVIDER: "openai", MNEMO_LLM_BASE_URL: "ftp://x", MNEMO_LLM_MODEL: "m" }),
      ),
    ).toContain("MNEMO_LLM_BASE_URL");
    expect(thrown(() => readLlmConfig({ MNEMO_LLM_PROVIDER: "openai", MNEMO_LLM_TIMEOUT_MS: "soon" }))).toContain(
      "MNEMO_LLM_TIMEOUT_MS",
    );
  });

  it("describes the configuration without the key", () => {
    const config = readLlmConfig({
      MNEMO_LLM_PROVIDER: "anthropic",
      MNEMO_LLM_API_KEY: testApiKey,
      MNEMO_LLM_MODEL: "c",
    });
    expect(JSON.stringify(describeLlmConfig(config))).not.toContain(testApiKey);
    expect(describeLlmConfig(config)).toMatchObject({ apiKey: "set", baseUrl: "https://api.anthropic.com/" });
    expect(describeLlmConfig(null)).toEqual({ provider: "local" });
  });
});

describe("createExtractorFromEnv", () => {
  it("returns the local extractor itself when no provider is configured", () => {
    const fallback = fakeFallback();
    expect(createExtractorFromEnv({}, fallback)).toBe(fallback);
    expect(createJudgeFromEnv({})).toBeNull();
  });

  it.each(["openai", "anthropic"] as const)(
    "builds a working %s extractor and judge from the environment",
    async (provider) => {
      const format = provider;
      server = await startFakeLlmServer((request) =>
        request.path.includes("chat") || request.path.includes("messages")
          ? modelReply(
              format,
              JSON.stringify(
                (request.rawBody.includes("contradict each other")
                  ? { contradicts: true, severity: "High", reason: "Opposite claims." }
                  : { concepts: [{ name: "entropy", category: "theoretical", salience: 0.7 }] }) as object,
              ),
            )
          : { kind: "json", status: 404, body: {} },
      );
      const env = {
        MNEMO_LLM_PROVIDER: provider,
        MNEMO_LLM_BASE_URL: provider === "openai" ? `${server.url}/v1` : server.url,
        MNEMO_LLM_API_KEY: testApiKey,
        MNEMO_LLM_MODEL: "m",
        MNEMO_LLM_TIMEOUT_MS: "5000",
      };
      const extractor = createExtractorFromEnv(env, fakeFallback());
      expect(extractor.name).toBe(`llm:${provider === "openai" ? "openai-compatible" : "anthropic"}:m`);
      const result = await extractor.extract("Entropy always grows.");
      expect(result.concepts.map((c) => c.name)).toEqual(["entropy"]);
      expect(server.requests[0]!.path).toBe(provider === "openai" ? "/v1/chat/completions" : "/v1/messages");

      const judge = createJudgeFromEnv(env)!;
      await expect(judge.judge("Entropy grows.", "Entropy shrinks.")).resolves.toEqual({
        contradicts: true,
        severity: "high",
        reason: "Opposite claims.",
      });
    },
  );

  it("uses the configured time-out", async () => {
    server = await startFakeLlmServer(scripted({ kind: "hang" }));
    const env = {
      MNEMO_LLM_PROVIDER: "openai",
      MNEMO_LLM_BASE_URL: server.url,
      MNEMO_LLM_MODEL: "m",
      MNEMO_LLM_TIMEOUT_MS: "1000",
    };
    const started = Date.now();
    const result = await createExtractorFromEnv(env, fakeFallback()).extract("Entropy always grows.");
    expect(result.warning).toContain("did not answer within 1 s");
    expect(Date.now() - started).toBeLessThan(3500);
  });
});
