// Issue 20 items 1, 2, 6 at 768×1024: see board-fit.ts.
import { boardFit } from './board-fit.js';

boardFit(768, 1024);
