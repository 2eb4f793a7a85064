// The demo's language switch: the tables on the page speak the language chosen in the header (the page's own
// text stays English). The choice is kept in the address (?lang=es) and carried by the links between the demo
// pages. It runs before the bundle (module scripts run in document order), so a table's first frame is already in
// the chosen language.

const select = document.getElementById('table-lang');
const known = [...select.options].map((option) => option.value);
const asked = new URLSearchParams(location.search).get('lang');

/** Sets the language on every table and in the address, and makes the demo links carry it. */
function apply(lang) {
  for (const table of document.querySelectorAll('domino-table')) {
    if (lang === 'en') table.removeAttribute('lang');
    else table.setAttribute('lang', lang);
  }
  // Links resolve against the document's base: the page test shows the pages through srcdoc with a <base>.
  const base = new URL(document.baseURI);
  if (location.protocol.startsWith('http')) {
    const url = new URL(location.href);
    if (lang === 'en') url.searchParams.delete('lang');
    else url.searchParams.set('lang', lang);
    history.replaceState(null, '', url);
  }
  for (const link of document.querySelectorAll('.site-header a[href]')) {
    const target = new URL(link.getAttribute('href'), base);
    if (target.origin !== base.origin) continue;
    if (lang === 'en') target.searchParams.delete('lang');
    else target.searchParams.set('lang', lang);
    link.href = target.href;
  }
}

select.value = known.includes(asked) ? asked : 'en';
apply(select.value);
select.addEventListener('change', () => apply(select.value));
