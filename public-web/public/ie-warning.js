/* Static fallback for Internet Explorer, which cannot run the configurator (ES modules).
   ES5 only; non-ASCII characters are escaped. Loaded via <script nomodule>. */
(function () {
  var ua = window.navigator.userAgent;
  if (ua.indexOf('MSIE ') === -1 && ua.indexOf('Trident/') === -1) {
    return;
  }
  var root = document.getElementById('root');
  if (!root) {
    return;
  }
  root.innerHTML =
    '<div style="max-width:600px;margin:0 auto;padding:24px;font-family:Arial,sans-serif;color:#212121">' +
    '<h1 style="color:#c62828;font-size:28px">Fertighaus-Konfigurator</h1>' +
    '<p style="font-size:16px;line-height:1.5;padding:12px 16px;border-left:4px solid #8e0000;background:#fff4e5">' +
    'Sie verwenden den Internet Explorer. Dieser Browser wird nicht mehr unterst\u00fctzt. ' +
    'Bitte \u00f6ffnen Sie diese Seite in einem aktuellen Browser wie Microsoft Edge, Firefox, Chrome oder Safari.' +
    '</p></div>';
})();
