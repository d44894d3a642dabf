// An author's profiles elsewhere (authors.yml `socials`, as Docusaurus reads them): a handle or a URL per site.
const PROFILE_URLS: Record<string, string> = {
  github: 'https://github.com/',
  x: 'https://x.com/',
  twitter: 'https://x.com/',
  linkedin: 'https://www.linkedin.com/in/',
  stackoverflow: 'https://stackoverflow.com/users/',
  bluesky: 'https://bsky.app/profile/',
  instagram: 'https://www.instagram.com/',
  threads: 'https://www.threads.net/@',
  mastodon: 'https://mastodon.social/@',
  twitch: 'https://www.twitch.tv/',
  youtube: 'https://www.youtube.com/@',
};

/** A profile's URL: the URL given, or the site's profile address for a handle. */
export function socialUrl(site: string, handle: string): string {
  if (/^https?:\/\//.test(handle)) return handle;
  const base = PROFILE_URLS[site.toLowerCase()];
  return base ? base + handle.replace(/^@/, '') : handle;
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
