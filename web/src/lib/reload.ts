/** Reloads the console from its origin: a clean start after an unexpected failure. */
export function reloadAtOrigin(): void {
  window.location.assign(window.location.origin);
}
