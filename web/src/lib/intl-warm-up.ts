/**
 * Starts src/lib/intl-warm-up.worker.ts, while the signed-in screens' chunks are still on the way:
 * the first dates and numbers a screen shows then cost no ICU start-up on the main thread, where
 * it held up the first paint of the screen by 40-100 ms. A browser without workers (or a blocked
 * worker) only loses that head start.
 */
export function warmUpIntl() {
  if (typeof Worker === 'undefined') return;
  try {
    new Worker(new URL('./intl-warm-up.worker.ts', import.meta.url), {
      type: 'module',
      name: 'intl-warm-up',
    });
  } catch {
    // Nothing to do: the formatters start ICU themselves when first used.
  }
}
