import type { LogoData } from '../src/shared/types.js';

/** A logo of the navbar or the footer; with `srcDark`, both images are in the page and the colour mode shows one (no flash before hydration). */
export function LogoImage({ logo, className }: { logo: LogoData; className: string }) {
  const image = (src: string, mode?: 'light' | 'dark') => (
    <img key={src} className={mode ? `${className} themed-image--${mode}` : className} src={src} alt={logo.alt} width={logo.width} height={logo.height} />
  );
  return logo.srcDark ? (
    <>
      {image(logo.src, 'light')}
      {image(logo.srcDark, 'dark')}
    </>
  ) : (
    image(logo.src)
  );
}
