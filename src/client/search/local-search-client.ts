// Placeholder until the local index lands: every query fails as the hosted client does when it cannot reach
// a host, so the modal shows its error screen.
export function createLocalSearchClient(indexUrl: string) {
  const fail = () => Promise.reject(Object.assign(new Error(`The local search index ${indexUrl} is not available yet.`), { name: 'RetryError' }));
  return { search: fail, addAlgoliaAgent() {}, transporter: { algoliaAgent: { value: '', add() { return this; } } } } as never;
}
