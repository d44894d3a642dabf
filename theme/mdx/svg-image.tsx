// A picture a Docusaurus project's component imports from an .svg file, which Docusaurus makes a component
// (`<Logo className="logo" role="img" />`): here the file itself, shown by an <img> with those props.
import type { ImgHTMLAttributes } from 'react';

export function svgImage(src: string) {
  return function SvgImage({ title, ...props }: ImgHTMLAttributes<HTMLImageElement>) {
    return <img src={src} alt={title ?? ''} title={title} {...props} />;
  };
}
