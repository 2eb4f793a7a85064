// Issue 20 items 1, 2, 6 at 1280×800: see board-fit.ts.
import { boardFit } from './board-fit.js';

boardFit(1280, 800);
