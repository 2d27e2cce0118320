// login.html's scripts, asked for once the prerendered sign-in page has painted (see
// web/build/sign-in-page.ts). Asked for by the page itself, its ~110 kB of script would share a
// phone's link with the render-blocking CSS and hold the first paint back (Lighthouse mobile: LCP
// 2.0 s against 1.0 s this way); the form's markup is already there, and the entry hydrates it,
// keeping what was typed meanwhile. A separate file, not inline: the CSP allows no inline script.
(function () {
  var script = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var preloads = (script.getAttribute('data-preload') || '').split(' ');
    for (var i = 0; i < preloads.length; i++) {
      if (!preloads[i]) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = script.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // The frame after the first paint (no frame runs while the CSS still blocks rendering); a
  // hidden tab runs no frames, so a timer starts it there.
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 3000);
})();
