// The live region keeps its last few lines and stays that size however long a table runs (soak finding).
import { html, render } from 'lit';
import { expect } from '@open-wc/testing';
import { Announcer } from '../../src/element/a11y/announcer.js';

/** Renders the announcer into the host from one call site, as the element's render() does. */
const draw = (announcer: Announcer, host: HTMLElement): void => {
  render(
    html`<p>table</p>
      ${announcer.render()}`,
    host,
  );
};

describe('Announcer', () => {
  it('keeps the last four lines, in order, and no stray nodes after hundreds of announcements', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const announcer = new Announcer();
    announcer.say('before the region exists');
    draw(announcer, host);
    const region = host.querySelector('[role="log"]') as HTMLElement;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect([...region.children].map((c) => c.textContent)).to.deep.equal(['before the region exists']);

    for (let i = 0; i < 300; i++) {
      announcer.say(`line ${i}`);
      // The host re-renders on every move: the region must survive re-renders with its lines.
      draw(announcer, host);
    }
    expect(host.querySelector('[role="log"]')).to.equal(region);
    expect(region.childNodes.length).to.equal(4);
    expect([...region.children].map((c) => c.textContent)).to.deep.equal([
      'line 296',
      'line 297',
      'line 298',
      'line 299',
    ]);
    expect(announcer.last).to.equal('line 299');
    host.remove();
  });

  it('says the same words twice as two lines, and renders text, never markup', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const announcer = new Announcer();
    draw(announcer, host);
    announcer.say('North draws');
    announcer.say('North draws');
    announcer.say('<img src=x onerror="window.__announcerXss = 1">');
    const region = host.querySelector('[role="log"]') as HTMLElement;
    expect(region.children.length).to.equal(3);
    expect(region.querySelector('img')).to.equal(null);
    expect(region.lastElementChild?.textContent).to.equal('<img src=x onerror="window.__announcerXss = 1">');
    announcer.clear();
    expect(region.childNodes.length).to.equal(0);
    expect(announcer.last).to.equal('');
    host.remove();
  });
});
