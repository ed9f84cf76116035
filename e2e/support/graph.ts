// Waiting on the graph page's camera (sigma moves it in animation frames).
import type { Page } from "playwright-core";

/**
 * Waits until the camera has stopped: the dotted background follows every camera frame (and every resize of the
 * stage), so it stays the same for 600 ms only once a flight or zoom has ended. A fixed pause would be too short
 * whenever the machine is busy and frames come slowly.
 */
export async function cameraAtRest(page: Page): Promise<void> {
  // Measured from now: a rest before the last click must not count (its animation may not have started yet).
  await page.evaluate(() => delete (window as unknown as { __camera?: unknown }).__camera);
  await page.waitForFunction(
    () => {
      const frame = document.querySelector<HTMLElement>("[data-testid=graph-canvas]");
      const w = window as unknown as { __camera?: { key: string; since: number } };
      const key = frame ? `${frame.style.backgroundPosition}|${frame.style.backgroundSize}|${frame.clientWidth}` : "";
      if (w.__camera?.key !== key) w.__camera = { key, since: performance.now() };
      return key !== "" && performance.now() - w.__camera.since > 600;
    },
    undefined,
    { polling: 100 },
  );
}
