/**
 * dist/chunks/rare.js: the UI a default round never runs, fetched when it grows likely (the menu opens, keyboard focus
 * comes into the table, a panel's button is pressed): New match's question, the menu's panel, the rules and review panels opening.
 */

export { answer, ask, question, toggleReview, toggleRules } from './rare-buttons.js';
export { boardKey, handKey } from '../input/keys.js';
export { menuPanel } from './menu-panel.js';
export { standingsView } from './standings.js';
export { BUILD as build } from '../../build-id.js';
