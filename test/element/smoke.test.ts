// Toolchain smoke test: Lit + standard decorators with `accessor` go through esbuild and render.
import { LitElement, html } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { expect, fixture } from '@open-wc/testing';

@customElement('x-toolchain-smoke')
class ToolchainSmoke extends LitElement {
  @property({ type: Number }) accessor x = 1;

  override render() {
    return html`<p>x is ${this.x}</p>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'x-toolchain-smoke': ToolchainSmoke;
  }
}

describe('toolchain smoke', () => {
  it('renders a Lit element with a standard decorated accessor into its shadow root', async () => {
    const el = await fixture<ToolchainSmoke>(html`<x-toolchain-smoke></x-toolchain-smoke>`);
    expect(el).to.be.instanceOf(ToolchainSmoke);
    expect(el.shadowRoot?.querySelector('p')?.textContent).to.equal('x is 1');
  });

  it('re-renders when the decorated property changes, and reflects the attribute into it', async () => {
    const el = await fixture<ToolchainSmoke>(html`<x-toolchain-smoke x="5"></x-toolchain-smoke>`);
    expect(el.x).to.equal(5);
    el.x = 7;
    await el.updateComplete;
    expect(el.shadowRoot?.querySelector('p')?.textContent).to.equal('x is 7');
  });
});
