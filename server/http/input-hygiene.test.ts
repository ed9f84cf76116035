/**
 * Text the database cannot store, sizes and names at their limits: each is refused with the status and a message
 * that says what to change, never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { multipartBody } from "../testing/documents.ts";
import { asUser, createTestApp, signUpUser, type TestApp, type TestUser } from "../testing/harness.ts";

let t: TestApp;
let user: TestUser;
let projectId = "";
beforeAll(async () => {
  t = await createTestApp({ MNEMO_MAX_UPLOAD_MB: "2" });
  user = await signUpUser(t.app);
  projectId = (await asUser(t.app, user, { method: "POST", url: "/api/projects", payload: { name: "P" } })).json().id;
});
afterAll(() => t?.close());

const NUL = "\u0000";

describe("a NUL or other control character in a text field", () => {
  const cases: Array<
    [string, { method: "POST" | "PATCH"; url: () => string; payload: Record<string, unknown> }, string]
  > = [
    ["a project name", { method: "POST", url: () => "/api/projects", payload: { name: `Thesis${NUL}` } }, "name"],
    [
      "a project description",
      { method: "PATCH", url: () => `/api/projects/${projectId}`, payload: { name: "P", description: `a\u0001b` } },
      "description",
    ],
    [
      "a username",
      { method: "PATCH", url: () => "/api/profile", payload: { username: `ada${NUL}`, profilePicture: null } },
      "username",
    ],
    ["a token name", { method: "POST", url: () => "/api/tokens", payload: { name: `cli${NUL}` } }, "name"],
    [
      "a document title",
      { method: "POST", url: () => "/api/documents", payload: { title: `T${NUL}`, content: "Text.", type: "note" } },
      "title",
    ],
    [
      "a file name",
      {
        method: "POST",
        url: () => "/api/documents",
        payload: { title: "T", content: "Text.", type: "text", fileName: `a${NUL}.txt` },
      },
      "fileName",
    ],
    ["a search", { method: "POST", url: () => "/api/search", payload: { query: `cells${NUL}` } }, "query"],
    [
      "a first name at sign-up",
      {
        method: "POST",
        url: () => "/api/auth/sign-up",
        payload: { firstName: `A${NUL}`, email: "nul@example.com", password: "long-enough" },
      },
      "firstName",
    ],
  ];

  it.each(cases)("is refused with 400 naming the field: %s", async (_name, request, field) => {
    const response = await asUser(t.app, user, {
      method: request.method,
      url: request.url(),
      payload: request.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION", issues: [{ path: field }] });
    expect(response.json().message).toMatch(new RegExp(`^${field} contains a control character`));
  });

  it("is refused in a query string and in a path", async () => {
    const query = await asUser(t.app, user, { method: "GET", url: `/api/graph/export?format=graphml%00` });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toMatch(/format contains a control character/);
    const path = await asUser(t.app, user, { method: "GET", url: `/api/documents/%00` });
    expect(path.statusCode).toBe(400);
  });

  it("is refused in an upload's file name and fields", async () => {
    const name = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents/upload",
      ...multipartBody({ name: `notes${NUL}.txt`, bytes: Buffer.from("Some text.") }),
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toMatch(/^fileName contains a control character/);
    const title = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents/upload",
      ...multipartBody({ name: "notes.txt", bytes: Buffer.from("Some text.") }, { title: `T${NUL}` }),
    });
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toMatch(/^title contains a control character/);
  });

  it("in a document's text: NUL marks it as binary, other control characters are dropped", async () => {
    const binary = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents",
      payload: { title: "T", content: `a${NUL}b`, type: "note" },
    });
    expect(binary.statusCode).toBe(400);
    const text = "Terminal output kept as a note. ".repeat(5);
    const bell = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents",
      payload: { title: "T", content: `\u0007${text}`, type: "note" },
    });
    expect(bell.statusCode).toBe(201);
    expect(bell.json().content).toBe(text);
  });
});

describe("sizes and names", () => {
  it("names the upload limit for a note sent as JSON text, however it arrives", async () => {
    const note = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents",
      payload: { title: "Big", content: "word ".repeat(450_000), type: "note" },
    });
    expect(note.statusCode).toBe(413);
    expect(note.json()).toEqual({ message: "The upload is larger than the limit of 2 MB.", code: "PAYLOAD_TOO_LARGE" });
    // Multi-byte text counts by its bytes, as a file of it would.
    const greek = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents",
      payload: { title: "Big", content: "λόγος ".repeat(200_000), type: "text" },
    });
    expect(greek.statusCode).toBe(413);
    const file = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents/upload",
      ...multipartBody({ name: "big.txt", bytes: Buffer.alloc(2 * 1024 * 1024 + 1, 0x61) }),
    });
    expect(file.statusCode).toBe(413);
    expect(file.json().message).toBe("The upload is larger than the limit of 2 MB.");
  });

  it("names the limit of the call itself for other calls", async () => {
    const project = await asUser(t.app, user, {
      method: "POST",
      url: "/api/projects",
      payload: { name: "x".repeat(1_200_000) },
    });
    expect(project.statusCode).toBe(413);
    expect(project.json()).toEqual({
      message: "The request is larger than the limit of 1 MB for this call.",
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("tells an over-long file name apart from a wrong file type", async () => {
    const long = `${"n".repeat(4996)}.txt`;
    const upload = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents/upload",
      ...multipartBody({ name: long, bytes: Buffer.from("Some text.") }),
    });
    expect(upload.statusCode).toBe(400);
    expect(upload.json().message).toBe(
      "The file name is longer than 255 characters. Rename the file and upload it again.",
    );
    const json = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents",
      payload: { title: "T", content: "Text.", type: "text", fileName: long },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().issues).toEqual([
      {
        path: "fileName",
        message: "The file name is longer than 255 characters. Rename the file and upload it again.",
      },
    ]);
    const wrongType = await asUser(t.app, user, {
      method: "POST",
      url: "/api/documents/upload",
      ...multipartBody({ name: "slides.pptx", bytes: Buffer.from("x") }),
    });
    expect(wrongType.json().message).toMatch(/^File type must be/);
  });
});
