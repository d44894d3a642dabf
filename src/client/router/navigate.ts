// Lets code outside the React tree (the search modal) navigate as a link click would.
let current: ((url: string) => void) | null = null;

/** Registers the router's navigation; returns the function that unregisters it. */
export function setNavigator(navigate: (url: string) => void): () => void {
  current = navigate;
  return () => {
    if (current === navigate) current = null;
  };
}

export function navigateTo(url: string): void {
  if (current) current(url);
  else window.location.assign(url);
}
