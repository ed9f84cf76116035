// Every user-scoped API call starts by reading the session. This measures that floor: GET /api/auth/user over
// HTTP on loopback, sequential and with 10 concurrent clients, on the database the environment selects.
import { startBenchServer } from "./bench-server.ts";
import { percentile, printResult } from "./support.ts";

const { runtime, base, signUp } = await startBenchServer();
try {
  const { cookie } = await signUp();
  const once = async () => {
    const start = performance.now();
    const response = await fetch(`${base}/api/auth/user`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`status ${response.status}`);
    return performance.now() - start;
  };
  for (let i = 0; i < 50; i++) await once(); // warm-up
  const sequential: number[] = [];
  for (let i = 0; i < 500; i++) sequential.push(await once());
  const concurrent: number[] = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let i = 0; i < 100; i++) concurrent.push(await once());
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  printResult("GET /api/auth/user, sequential", {
    database: runtime.ctx.database.driver,
    requests: sequential.length,
    p50_ms: percentile(sequential, 50),
    p95_ms: percentile(sequential, 95),
  });
  printResult("GET /api/auth/user, 10 concurrent clients", {
    database: runtime.ctx.database.driver,
    requests: concurrent.length,
    p50_ms: percentile(concurrent, 50),
    p95_ms: percentile(concurrent, 95),
    requests_per_s: Math.round(concurrent.length / seconds),
  });
} finally {
  await runtime.stop();
}
