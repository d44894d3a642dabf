// File texts kept from the last scan: a rebuild reads again only the files the watcher reported, which on a
// site of thousands of pages saves more time than anything else in the scan.
import { sep } from 'node:path';
import { readSourceText } from '../content/read-text.js';

export interface TextReader {
  read(file: string): string;
  /** Forgets the files named and everything under folders named; everything when `changed` is undefined. */
  forget(changed: string[] | undefined): void;
}

export function createTextReader(): TextReader {
  const texts = new Map<string, string>();
  return {
    read(file) {
      let text = texts.get(file);
      if (text === undefined) texts.set(file, (text = readSourceText(file)));
      return text;
    },
    forget(changed) {
      if (!changed) return texts.clear();
      for (const path of changed) {
        texts.delete(path);
        const folder = path + sep;
        for (const file of texts.keys()) if (file.startsWith(folder)) texts.delete(file);
      }
    },
  };
}
