// The colour mode, set before the first paint (a render-blocking script in <head>; the CSP allows
// no inline script): the account's choice as this browser last kept it (web/src/lib/theme.ts),
// or the device's setting. The app keeps it in step afterwards.
(function () {
  var chosen = null;
  try {
    chosen = window.localStorage.getItem('bullet_theme');
  } catch {
    // Storage disabled: the device decides.
  }
  var dark =
    chosen === 'dark' ||
    (chosen !== 'light' &&
      window.matchMedia &&
      window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
})();
