/*
 * Starts loading the patient's message catalogue together with the app's modules. The first part of each language's
 * catalogue is a chunk the app imports before its first render (src/lib/i18n.ts); without this, its request would
 * start only once the entry has run, one round trip later. The build names each language's chunk on this script's tag
 * (data-en-us, data-zh-cn: tooling/catalogue-preload.ts); the language is the one the app stored ('portal.lang'),
 * else the default. A classic script before the module entry, since the CSP allows no inline script.
 */
(function () {
  var script = document.currentScript;
  if (!script) return;
  var lang = null;
  try {
    lang = localStorage.getItem('portal.lang');
  } catch {
    // Storage blocked: the default language.
  }
  var href =
    (lang && script.getAttribute('data-' + lang.toLowerCase())) ||
    script.getAttribute('data-en-us');
  if (!href) return;
  var link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  document.head.appendChild(link);
})();
