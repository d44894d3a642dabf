// A promise settled from outside, that knows whether it is.
export interface Deferred {
  promise: Promise<void>;
  settled: boolean;
  resolve(): void;
  reject(error: unknown): void;
}

export function deferred(): Deferred {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Awaited only while a request waits for it; nobody waiting is not an unhandled rejection.
  promise.catch(() => undefined);
  const state: Deferred = {
    promise,
    settled: false,
    resolve: () => ((state.settled = true), resolve()),
    reject: (error) => ((state.settled = true), reject(error)),
  };
  return state;
}
