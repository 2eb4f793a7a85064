/** The language registry: adding a language is one catalog file and one line here. */

export { en } from './en.js';
export { de } from './de.js';
