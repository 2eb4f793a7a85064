// The host side of the iframe embed, as a page would write it: size the frame to the height the table posts,
// and keep the table's events (here in window.embedMessages, for check-built-demo.ts to read).
/* global window, document */
window.embedMessages = [];
window.addEventListener('message', (event) => {
  const frame = document.getElementById('embed');
  if (!frame || event.source !== frame.contentWindow) return;
  const data = event.data;
  if (!data || typeof data.type !== 'string' || !data.type.startsWith('domino-table:')) return;
  window.embedMessages.push(data);
  if (data.type === 'domino-table:height') frame.style.height = `${data.height}px`;
});
// No inline style under this page's policy: the frame's box is set from here.
document.addEventListener('DOMContentLoaded', () => {
  const frame = document.getElementById('embed');
  Object.assign(frame.style, { width: '100%', maxWidth: '720px', border: '0' });
});
