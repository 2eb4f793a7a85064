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
