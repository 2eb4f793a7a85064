// The benches' printed tables: one row per object, columns aligned, numbers with thousands separators.

/** Prints rows as an aligned table under a title. */
export function report(title, rows) {
  const columns = Object.keys(rows[0] ?? {});
  const cell = (v) =>
    typeof v === 'number' ? v.toLocaleString('en-US', { maximumFractionDigits: Math.abs(v) < 10 ? 2 : 1 }) : v;
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => cell(r[c] ?? '').length)));
  const line = (values) => values.map((v, i) => (i === 0 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) console.log(line(columns.map((c) => cell(r[c] ?? ''))));
}
