/* The page's bootstrap and its scripts once the first screen is shown (src/shell/document/externalBootstrap.tsx). Browsers get it minified: public/scripts/bootstrap.js (npm run loader). */
(function () {
  var data = document.getElementById('__PASSO_BOOTSTRAP__');
  var bootstrap = data && JSON.parse(data.textContent || 'null');
  if (!bootstrap) return;
  var queue = globalThis[bootstrap.global] || (globalThis[bootstrap.global] = []);
  for (var i = 0; i < bootstrap.params.length; i++) queue.push(bootstrap.params[i]);

  var scripts = bootstrap.scripts || [];
  var intents = ['pointerdown', 'touchstart', 'keydown'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var j = 0; j < intents.length; j++) removeEventListener(intents[j], start, true);
    removeEventListener('load', shown);
    for (var k = 0; k < scripts.length; k++) {
      var script = document.createElement('script');
      script.src = scripts[k];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  // Loaded, the high-priority pictures decoded, then the next frame's callbacks: that frame is shown.
  function shown() {
    var pictures = document.querySelectorAll('img[fetchpriority="high"]');
    var decoded = [];
    for (var p = 0; p < pictures.length; p++) if (pictures[p].decode) decoded.push(pictures[p].decode().catch(start));
    Promise.all(decoded).then(function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    });
  }
  if (!scripts.length) return;
  if (document.readyState === 'complete') return start();
  for (var n = 0; n < intents.length; n++) addEventListener(intents[n], start, { capture: true, passive: true });
  addEventListener('load', shown);
  setTimeout(start, 3000);
})();
/* The first Intl call loads its locale data (about 45 ms on a phone): paid in a task of its own, neither in
   hydration's nor in this script's (together they made one long task). */
setTimeout(function () {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([document.documentElement.lang || 'it']);
  } catch {
    /* an invalid lang attribute */
  }
}, 0);
