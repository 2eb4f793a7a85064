// Issue 20 items 1, 2, 6 and issue 35's Checks at 375×740 (real touch taps): see board-fit.ts.
import { boardFit } from './board-fit.js';

boardFit(375, 740);
