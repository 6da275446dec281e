// Times a replay's steps on the page, shared by measure-page.mjs and measure-replay.mjs: one key
// press on the document, timed inside the page from the press to the frame after the step
// counter (#replay-step) changed. A step that never shows fails after 10 s instead of hanging.

/** The milliseconds from pressing `key` to the frame after the replay's step counter changed. */
export function pressStep(page, key) {
  return page.evaluate(async (key) => {
    const before = document.querySelector("#replay-step").textContent;
    const changed = new Promise((resolve) => {
      const obs = new MutationObserver(() => {
        if (document.querySelector("#replay-step").textContent !== before) {
          obs.disconnect();
          resolve();
        }
      });
      obs.observe(document.querySelector(".table"), { subtree: true, childList: true, characterData: true });
    });
    const start = performance.now();
    document.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
    // a step that never shows is a failure to report, not a wait for ever
    const late = new Promise((_, reject) => setTimeout(() => reject(new Error(`${key}: the step counter did not change within 10 s`)), 10000));
    await Promise.race([changed, late]);
    await new Promise((r) => requestAnimationFrame(() => r()));
    return performance.now() - start;
  }, key);
}

/** The median and the 95th percentile of `xs` (milliseconds). */
export function stats(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)], p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)], n: s.length };
}
