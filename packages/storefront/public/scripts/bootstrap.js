/*
 * Turbopack's page bootstrap, read from the page's data instead of an inline script, and the page's scripts
 * after its first screen (src/shell/document/externalBootstrap.tsx).
 */
(function () {
  var data = document.getElementById('__PASSO_BOOTSTRAP__');
  if (!data) return;
  var bootstrap = JSON.parse(data.textContent || 'null');
  if (!bootstrap) return;
  var queue = globalThis[bootstrap.global] || (globalThis[bootstrap.global] = []);
  for (var i = 0; i < bootstrap.params.length; i++) queue.push(bootstrap.params[i]);

  /*
   * The page's scripts come once its first screen is painted (the window's load, its high-priority pictures
   * decoded and shown), at the shopper's first press, touch or key, or after three seconds, whichever is
   * first: the first screen's pictures and fonts do not share the network with them, and the first press
   * does not wait for them. They run in the order the page lists them, as deferred scripts would.
   */
  var scripts = bootstrap.scripts || [];
  var intents = ['pointerdown', 'touchstart', 'keydown'];
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var j = 0; j < intents.length; j++) removeEventListener(intents[j], start, true);
    removeEventListener('load', painted);
    for (var k = 0; k < scripts.length; k++) {
      var script = document.createElement('script');
      script.src = scripts[k];
      script.async = false;
      document.head.appendChild(script);
    }
  }
  function painted() {
    var pictures = document.querySelectorAll('img[fetchpriority="high"]');
    var decoded = [];
    for (var p = 0; p < pictures.length; p++) if (pictures[p].decode) decoded.push(pictures[p].decode().catch(noop));
    Promise.all(decoded).then(function () {
      // A frame's callbacks run before its paint: the next frame's run once the pictures' frame is shown.
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    });
  }
  function noop() {}
  if (!scripts.length) return;
  if (document.readyState === 'complete') return start();
  for (var n = 0; n < intents.length; n++) addEventListener(intents[n], start, { capture: true, passive: true });
  addEventListener('load', painted);
  setTimeout(start, 3000);
})();
/*
 * The browser's first Intl call loads its locale data (about 45 ms on a mid-range phone), and hydration's
 * first one (React Aria's locale check, the first price) would pay it inside hydration's longest task.
 * Paid here, in this script's own short task before the page's scripts, the input stays responsive.
 */
(function () {
  try {
    Intl.DateTimeFormat.supportedLocalesOf([document.documentElement.lang || 'it']);
  } catch {
    /* an invalid lang attribute: nothing to warm */
  }
})();
