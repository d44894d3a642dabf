// Files a stylesheet or a site's module names (fonts, pictures): copied as hashed assets. The server's bundle of
// React pages names them as the browser's does (same names, same hashes), so both render the same URL.
export const ASSET_NAMES = 'assets/[name]-[hash]';

const ASSET_EXTENSIONS = ['.woff', '.woff2', '.ttf', '.otf', '.eot', '.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico'];

export const ASSET_LOADERS = Object.fromEntries(ASSET_EXTENSIONS.map((extension) => [extension, 'file' as const]));
