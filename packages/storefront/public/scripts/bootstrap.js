/* Turbopack's page bootstrap, read from the page's data instead of an inline script (src/shell/document/externalBootstrap.tsx). */
(function () {
  var data = document.getElementById('__PASSO_BOOTSTRAP__');
  if (!data) return;
  var bootstrap = JSON.parse(data.textContent || 'null');
  if (!bootstrap) return;
  var queue = globalThis[bootstrap.global] || (globalThis[bootstrap.global] = []);
  for (var i = 0; i < bootstrap.params.length; i++) queue.push(bootstrap.params[i]);
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
