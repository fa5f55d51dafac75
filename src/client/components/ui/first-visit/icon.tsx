/**
 * The first screens' icons: lucide's drawings, read at build time (src/build/vite-plugins.ts), drawn
 * by this one small component rather than lucide-react's runtime, which stays with the parts that
 * load later; they use it too for these icons, so each drawing is shipped once. The
 * drawings are the same, and so are the attributes (24-unit box, 2-unit round strokes in the text's
 * colour); an icon is decorative (hidden from assistive technology) unless given a name. A part that
 * loads on every page after the first screen draws its icons the same way from a set of its own
 * (components/app/shell-icons.ts), so a visitor's first visit needs no lucide-react at all.
 */
import { createElement, type SVGProps } from 'react';
import drawings from 'virtual:lucide-drawings/chevron-down,circle-check,copy,image-off,menu,moon,search,sun,x';

export type IconName = 'chevron-down' | 'circle-check' | 'copy' | 'image-off' | 'menu' | 'moon' | 'search' | 'sun' | 'x';

/** A lucide drawing as the build reads it: its elements and their attributes. */
export type Drawing = readonly (readonly [string, Record<string, string>])[];

/** One of the first screens' icons by name, or any drawing (a later part's, from its own set). */
type Props = SVGProps<SVGSVGElement> &
  ({ icon: IconName; drawing?: never } | { icon?: never; drawing: Drawing | undefined }) & { size?: number };

export function Icon({ icon, drawing = icon && drawings[icon], size = 24, ...props }: Props) {
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
      {drawing?.map(([tag, attributes]) => createElement(tag, attributes))}
    </svg>
  );
}
