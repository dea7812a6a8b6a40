/*
 * A returning patient's first paint. Runs as a classic script right after #root, before the app's modules
 * (the CSP allows no inline script), and paints the header they saw last — kept by the app in src/lib/app-shell.ts
 * under 'portal.appShell' — so the hospital's name shows while the JavaScript still loads. It paints nothing when the
 * record is for another hospital or language, or the address chooses another hospital (?hosId=). Text goes in as text.
 * Nor on a page shown without the frame (its header), which would otherwise flash the header until the app removes it:
 * the hospital chooser, the error page, the pay gateway's scan page and the bare schedule (src/app/router.tsx; the
 * unit test fails when a frameless route is missing here).
 */
(function () {
  var FRAMELESS = ['/hospitals', '/error', '/hos/ui/scan/payment', '/appointment/schedule'];
  try {
    var path = location.pathname;
    for (var i = 0; i < FRAMELESS.length; i++)
      if (path === FRAMELESS[i] || path.indexOf(FRAMELESS[i] + '/') === 0) return;
    var raw = localStorage.getItem('portal.appShell');
    var hosId = localStorage.getItem('portal.hosId');
    if (!raw || !hosId) return;
    var shell = JSON.parse(raw);
    if (!shell || shell.hosId !== hosId || typeof shell.name !== 'string') return;
    if ((localStorage.getItem('portal.lang') || shell.lang) !== shell.lang) return;
    var chosen = new URLSearchParams(location.search).get('hosId');
    if (chosen !== null && chosen !== hosId) return;

    var html = document.documentElement;
    html.lang = shell.lang;
    if (localStorage.getItem('portal.elderMode') === '1') html.setAttribute('data-elder', '');
    var colours = shell.colours || {};
    for (var name in colours)
      if (/^--main\d*$/.test(name)) html.style.setProperty(name, String(colours[name]));

    var el = function (tag, className, text) {
      var node = document.createElement(tag);
      node.className = className;
      if (text) node.textContent = text;
      return node;
    };
    var logo;
    if (typeof shell.logo === 'string' && shell.logo) {
      logo = el('img', 'app-header__logo');
      logo.src = shell.logo;
      logo.width = 48;
      logo.height = 48;
      logo.alt = '';
    } else logo = el('span', 'app-header__logo app-header__logo--blank');
    var titles = el('span', 'app-header__titles');
    titles.appendChild(el('span', 'app-header__name', shell.name));
    titles.appendChild(el('span', 'app-header__platform', String(shell.label || '')));
    var brand = el('span', 'app-header__brand');
    brand.appendChild(logo);
    brand.appendChild(titles);
    var inner = el('div', 'container app-header__inner');
    inner.appendChild(brand);
    var header = el('div', 'app-header');
    header.appendChild(inner);
    var shellNode = el('div', '');
    shellNode.id = 'app-shell';
    shellNode.setAttribute('aria-hidden', 'true');
    shellNode.inert = true;
    shellNode.appendChild(header);
    document.body.insertBefore(shellNode, document.getElementById('root'));
  } catch {
    // Storage blocked or the record unreadable: no shell, the app paints as it always did.
  }
})();
