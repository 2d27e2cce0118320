// The colour mode and the page's language, set before the first paint (a render-blocking script
// in <head>; the CSP allows no inline script): the account's choice as this browser last kept it
// (web/src/lib/theme.ts), or the device's setting. The app keeps them in step afterwards.
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
  // The language likewise (web/src/lib/language.ts): <html lang> is right from the first paint.
  var language = null;
  try {
    language = window.localStorage.getItem('bullet_language');
  } catch {
    // Storage disabled: English.
  }
  if (language === 'hi') document.documentElement.setAttribute('lang', 'hi');
})();
