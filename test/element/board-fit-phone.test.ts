// Issue 20 items 1, 2, 6 at 375×740: see board-fit.ts.
import { boardFit } from './board-fit.js';

boardFit(375, 740);
