// Types of report.mjs for the TypeScript benches.

/** One row of a printed table: column name → value. */
export type Row = Record<string, string | number>;
export declare function report(title: string, rows: readonly Row[]): void;
