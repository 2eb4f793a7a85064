// The README's Maltese Cross lesson, read from the README itself (the studio tests write and open it).

/** The lesson's record text, as the README's first worked example gives it (it has a question, so tries show). */
export async function readmeLesson(): Promise<string> {
  const readme = await (await fetch('/README.md')).text();
  const at = readme.indexOf('Maltese Cross (the first worked example');
  const start = readme.indexOf('```text\n', at) + '```text\n'.length;
  return readme.slice(start, readme.indexOf('```', start));
}
