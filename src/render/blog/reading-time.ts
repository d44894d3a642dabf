// A post's reading time in minutes. Chinese is counted by characters, other scripts by words: a Chinese sentence
// has no spaces, so counting words by spaces would make a long Chinese post a one-minute read.
//
// Rates: 200 English words and 250 Chinese characters a minute. Measured silent reading of plain prose is
// somewhat faster in both (about 230 words and 260 characters); a post with code and technical terms is read
// more slowly, and Docusaurus's 200 words a minute is what readers of documentation sites are used to.
const WORDS_PER_MINUTE = 200;
const HAN_PER_MINUTE = 250;

const HAN = /\p{Script=Han}/gu;
/**
 * A word: letters and digits, an apostrophe inside (don't, it’s). Intl.Segmenter's words count the same in
 * English prose, but it took half a second for 90 KB of text, this a millisecond.
 */
const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** Whole minutes, at least one. */
export function readingMinutes(text: string): number {
  const han = text.match(HAN)?.length ?? 0;
  const words = text.replace(HAN, ' ').match(WORD)?.length ?? 0;
  return Math.max(1, Math.round(han / HAN_PER_MINUTE + words / WORDS_PER_MINUTE));
}
