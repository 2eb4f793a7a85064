/**
 * What stands in a table's place where the page forbids Lit's Trusted Types policy (src/trusted-types.ts): a sentence
 * in the table's language, as plain text (`textContent`: no markup, so no Trusted Types sink). Imports nothing.
 */

const SENTENCES: Record<string, string> = {
  en: 'This domino table cannot be shown: the page’s security policy does not allow “lit-html”.',
  de: 'Dieser Dominotisch kann nicht angezeigt werden: Die Sicherheitsrichtlinie der Seite erlaubt „lit-html“ nicht.',
  es: 'Esta mesa de dominó no se puede mostrar: la política de seguridad de la página no permite «lit-html».',
  pt: 'Esta mesa de dominó não pode ser mostrada: a política de segurança da página não permite «lit-html».',
  fr: 'Cette table de dominos ne peut pas s’afficher : la politique de sécurité de la page n’autorise pas « lit-html ».',
};

/** The sentence for an element: its own or nearest ancestor's `lang` (`pt-BR` → `pt`), else English. */
export const blockedSentence = (el: Element): string =>
  SENTENCES[(el.closest('[lang]')?.getAttribute('lang') ?? '').slice(0, 2).toLowerCase()] ?? SENTENCES.en!;

/** Every `<domino-table>`, now and later, shows the sentence in its place. */
export function showBlocked(): void {
  if (customElements.get('domino-table')) return;
  customElements.define(
    'domino-table',
    class extends HTMLElement {
      connectedCallback(): void {
        this.textContent = blockedSentence(this);
      }
    },
  );
}

/**
 * A page refused the `lit-html` policy (src/trusted-types.ts listens): said once on the console, naming the policy
 * to allow, and every table's place gets the sentence. A second copy of the bundle refused a second `lit-html` is no
 * failure: the first one defined the table.
 */
export function blocked(
  event: SecurityPolicyViolationEvent,
  doc: Document,
  listener: (event: SecurityPolicyViolationEvent) => void,
): void {
  if (event.effectiveDirective !== 'trusted-types' || customElements.get('domino-table')) return;
  doc.removeEventListener('securitypolicyviolation', listener);
  console.error(`<domino-table>: Trusted Types: add "lit-html" to this page's trusted-types directive.`);
  showBlocked();
}
