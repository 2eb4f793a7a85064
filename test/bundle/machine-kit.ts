/** What test/bundle builds with the CDN file's plugins: the statechart, and XState's actor from the same build. */

export { createActor, createMachine, not, waitFor } from 'xstate';
export { tableMachine, phaseOf, serializeMatch, restoreMatch } from '../../src/machine/index.js';
export { legalMoves, rulesFor } from '../../src/engine/index.js';
