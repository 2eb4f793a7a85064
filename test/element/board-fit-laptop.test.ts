// Issue 20 items 1, 2, 6 and issue 35's Checks at 1280×800, in French: see board-fit.ts.
import { boardFit } from './board-fit.js';

boardFit(1280, 800, 'fr');
