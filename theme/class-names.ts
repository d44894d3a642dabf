/** Class names joined, those not given left out: `classNames('navbar-link', active && 'navbar-link-active', item.className)`. */
export function classNames(...names: (string | false | undefined)[]): string | undefined {
  return names.filter(Boolean).join(' ') || undefined;
}
