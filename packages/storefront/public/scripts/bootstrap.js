/* Turbopack's page bootstrap, read from the page's data instead of an inline script (src/lib/document/externalBootstrap.tsx). */
(function () {
  var data = document.getElementById('__PASSO_BOOTSTRAP__');
  if (!data) return;
  var bootstrap = JSON.parse(data.textContent || 'null');
  if (!bootstrap) return;
  var queue = globalThis[bootstrap.global] || (globalThis[bootstrap.global] = []);
  for (var i = 0; i < bootstrap.params.length; i++) queue.push(bootstrap.params[i]);
})();
