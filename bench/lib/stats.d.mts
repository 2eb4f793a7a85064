// Types of stats.mjs for the TypeScript benches.
export declare function quantile(sorted: readonly number[], p: number): number;
export declare function mean(xs: readonly number[]): number;
