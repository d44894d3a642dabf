interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/** No prefetching in data-saver mode or on 2G-class connections: the reader pays for every byte. */
export function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
}
