// The dev server lives for hours and keeps what a large site's pages share alive (the route table and every
// page's text: about 300 MB at 10,000 pages per locale). V8 lets a heap grow to up to four times what is alive
// before it collects the old generation, so a run of edits took the process from 0.8 GB to 1.9 GB and back.
// Growing by at most twice what is alive bounds it, at the cost of an old-generation collection every few dozen
// edits (incremental, mostly on V8's helper threads). V8 reads the flag at every collection.
import { setFlagsFromString } from 'node:v8';

export function boundHeapGrowth(): void {
  setFlagsFromString('--heap-growing-percent=100');
}
