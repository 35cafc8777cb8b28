/**
 * The sign-in popup hands the code back to the page through `window.opener`, which works only when the
 * redirect page has the page's origin: a UI opened as `localhost` with a redirect on `127.0.0.1` (or
 * behind a proxy under another host name) would never finish signing in. So the redirect URL is taken
 * from where the UI itself is served (`…/api/docs` → `…/api/docs/oauth2-redirect.html`, any proxy
 * prefix included). Runs after Nest's init script has set `window.onload` and before it fires.
 */
export const OAUTH2_REDIRECT_FROM_PAGE = `(function () {
  var bundle = window.SwaggerUIBundle;
  var here = window.location.origin + window.location.pathname.replace(/\\/+$/, '') + '/oauth2-redirect.html';
  window.SwaggerUIBundle = Object.assign(function (options) {
    return bundle(Object.assign({}, options, { oauth2RedirectUrl: here }));
  }, bundle);
})();`;
