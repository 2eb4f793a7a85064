/**
 * Runs before Lit: a page whose Trusted Types policy does not allow Lit's `lit-html` policy stops Lit as it loads, and
 * no table would show. Here that is said once on the console, naming the policy to allow, and each table's place gets
 * a sentence in plain text (chunks/blocked.js) instead of nothing.
 */

const doc = globalThis.document as Document | undefined;
if (doc && 'trustedTypes' in globalThis) {
  const blocked = (event: SecurityPolicyViolationEvent): void => {
    // A second copy of the bundle refused a second `lit-html` is no failure: the first one defined the table.
    if (
      event.effectiveDirective !== 'trusted-types' ||
      event.sample !== 'lit-html' ||
      customElements.get('domino-table')
    )
      return;
    doc.removeEventListener('securitypolicyviolation', blocked);
    console.error(`<domino-table>: Trusted Types: add "lit-html" to this page's trusted-types directive.`);
    void import('./blocked.js').then((m) => m.showBlocked());
  };
  doc.addEventListener('securitypolicyviolation', blocked);
}
