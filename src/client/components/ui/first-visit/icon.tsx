/**
 * The first screens' icons: lucide's drawings, read at build time (src/build/vite-plugins.ts), drawn
 * by this one small component rather than lucide-react's runtime, which stays with the parts that
 * load later; they use it too for these icons, so each drawing is shipped once. The
 * drawings are the same, and so are the attributes (24-unit box, 2-unit round strokes in the text's
 * colour); an icon is decorative (hidden from assistive technology) unless given a name.
 */
import { createElement, type SVGProps } from 'react';
import drawings from 'virtual:lucide-drawings/chevron-down,circle-check,copy,image-off,menu,moon,search,sun,x';

export type IconName = 'chevron-down' | 'circle-check' | 'copy' | 'image-off' | 'menu' | 'moon' | 'search' | 'sun' | 'x';

type Props = SVGProps<SVGSVGElement> & { icon: IconName; size?: number };

export function Icon({ icon, size = 24, ...props }: Props) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={props['aria-label'] ? undefined : true}
      {...props}
    >
      {drawings[icon]?.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}
