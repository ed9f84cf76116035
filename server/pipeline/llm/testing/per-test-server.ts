import { afterEach } from "vitest";
import { startFakeLlmServer, type FakeHandler, type FakeLlmServer } from "./fake-llm-server.ts";

/** Call at the top of a test file: the returned `start` starts a fake provider for the running test, closed after it. */
export function fakeLlmServerPerTest(): (handler: FakeHandler) => Promise<FakeLlmServer> {
  let server: FakeLlmServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });
  return async (handler) => {
    server = await startFakeLlmServer(handler);
    return server;
  };
}
