/**
 * Runs before Lit: a page whose Trusted Types policy does not allow Lit's `lit-html` policy stops Lit as it loads, and
 * no table would show. Here that is said once on the console, naming the policy to allow, and each table's place gets
 * a sentence in plain text (chunks/blocked.js) instead of nothing.
 */

const doc = globalThis.document as Document | undefined;
if (doc && 'trustedTypes' in globalThis) {
  // Only a refusal of Lit's own policy fetches the code that looks closer (chunks/blocked.js): it is said once.
  const blocked = (event: SecurityPolicyViolationEvent): void =>
    void (event.sample === 'lit-html' && import('./blocked.js').then((m) => m.blocked(event, doc, blocked)));
  doc.addEventListener('securitypolicyviolation', blocked);
}
