import { describe, expect, it } from "vitest";
import { json, stubFetch } from "@web/testing/fetch.ts";
import { apiRequest, apiUrl, errorIssues, getJson, HttpError, isHttpStatus, readableError, sendJson } from "./api.ts";

describe("apiRequest", () => {
  it("sends cookies and a JSON body with a JSON content type", async () => {
    const fetch = stubFetch({ "POST /api/things": () => json({ ok: true }) });
    await apiRequest("POST", "/api/things", { name: "x" });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/things");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"name":"x"}' });
    expect(init?.headers).toEqual({ "Content-Type": "application/json" });
  });

  it("sends no body and no content type without data", async () => {
    const fetch = stubFetch({ "GET /api/things": () => json([]) });
    await apiRequest("GET", "/api/things");
    const [, init] = fetch.mock.calls[0]!;
    expect(init).toMatchObject({ method: "GET", credentials: "include", body: undefined, headers: {} });
  });

  it("throws '{status}: {body text}' when the response is not ok", async () => {
    stubFetch({ "POST /api/auth/sign-in": () => json({ message: "Invalid e-mail or password" }, 401) });
    const err = await apiRequest("POST", "/api/auth/sign-in", {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as Error).message).toBe('401: {"message":"Invalid e-mail or password"}');
    expect((err as HttpError).status).toBe(401);
  });

  it("uses the status text when the body is empty", async () => {
    stubFetch({ "GET /api/x": () => new Response(null, { status: 503, statusText: "Service Unavailable" }) });
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe("getJson and sendJson", () => {
  it("builds the URL from encoded path segments and parses JSON", async () => {
    const fetch = stubFetch({ "GET /api/documents/a%2Fb": () => json({ id: "a/b" }) });
    await expect(getJson("/api/documents", "a/b")).resolves.toEqual({ id: "a/b" });
    expect(fetch.mock.calls[0]![0]).toBe("/api/documents/a%2Fb");
  });

  it("returns undefined for an empty answer", async () => {
    stubFetch({ "DELETE /api/x": () => new Response(null, { status: 204 }) });
    await expect(sendJson("DELETE", "/api/x")).resolves.toBeUndefined();
  });

  it("joins segments", () => {
    expect(apiUrl("/api/documents/", 12)).toBe("/api/documents/12");
    expect(apiUrl("/api/stats")).toBe("/api/stats");
  });
});

describe("readableError", () => {
  it("extracts the JSON message of a server error", () => {
    expect(readableError(new Error('400: {"message":"Enter a valid e-mail address","code":"VALIDATION"}'))).toBe(
      "Enter a valid e-mail address",
    );
  });
  it("falls back to the raw text when the body is not JSON or has no message", () => {
    expect(readableError(new Error("502: Bad Gateway"))).toBe("502: Bad Gateway");
    expect(readableError(new Error('500: {"error":"x"}'))).toBe('500: {"error":"x"}');
    expect(readableError(new Error("Failed to fetch"))).toBe("Failed to fetch");
  });
  it("uses the fallback when there is nothing to show", () => {
    expect(readableError(undefined, "Failed to create project")).toBe("Failed to create project");
    expect(readableError(new Error(""), "Unknown error")).toBe("Unknown error");
  });
});

describe("errorIssues and isHttpStatus", () => {
  it("reads validation issues", () => {
    const err = new Error('400: {"message":"Invalid","issues":[{"path":"email","message":"Bad e-mail"}]}');
    expect(errorIssues(err)).toEqual([{ path: "email", message: "Bad e-mail" }]);
    expect(errorIssues(new Error("400: nope"))).toEqual([]);
  });
  it("recognises a status", () => {
    expect(isHttpStatus(new HttpError(401, "", "Unauthorized"), 401)).toBe(true);
    expect(isHttpStatus(new Error("401: x"), 401)).toBe(true);
    expect(isHttpStatus(new Error("4010: x"), 401)).toBe(false);
  });
});

describe("withQuery", () => {
  it("appends set values, encoded, and leaves out null and undefined", async () => {
    const { withQuery } = await import("./api.ts");
    expect(withQuery("/api/stats", { projectId: null })).toBe("/api/stats");
    expect(withQuery("/api/documents", { projectId: "a b", limit: 20, x: undefined })).toBe(
      "/api/documents?projectId=a+b&limit=20",
    );
    expect(withQuery("/api/x?y=1", { z: "2" })).toBe("/api/x?y=1&z=2");
  });
});
