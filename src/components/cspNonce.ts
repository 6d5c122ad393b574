/**
 * The nonce of this page's Content-Security-Policy, which the server puts in index.html's
 * `<meta property="csp-nonce">` (README "Browser protections"): a `<style>` element added at run
 * time (emotion's, the rich text editor's) is applied only when it carries it. The browser hides
 * the attribute once the page has loaded, but keeps the element's `nonce` property.
 */
export const cspNonce: string | undefined =
  (typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce) || undefined;
