// Which of the theme's translations a locale code reads: any BCP 47 tag, matched by language and script as the
// tag implies them (`zh`, `zh-CN` and `zh-Hans-SG` read Simplified Chinese; `zh-TW` implies Traditional, which the
// theme does not have; `en-US` reads English).

/** The key of `available` that `code` reads, or undefined when none is in its language and script. */
export function matchLocale(code: string, available: readonly string[]): string | undefined {
  if (available.includes(code)) return code;
  const wanted = likely(code);
  if (!wanted) return undefined;
  return available.find((key) => {
    const offered = likely(key);
    return offered !== undefined && offered.language === wanted.language && offered.script === wanted.script;
  });
}

function likely(code: string): { language: string; script: string | undefined } | undefined {
  try {
    const locale = new Intl.Locale(code).maximize();
    return { language: locale.language, script: locale.script };
  } catch {
    return undefined; // not a well-formed tag: only an exact key matches it
  }
}
