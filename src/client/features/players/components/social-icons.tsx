/** Brand marks drawn inline (lucide has no brand icons); simplified shapes, decorative only. */
import type { SVGProps } from 'react';

const base: SVGProps<SVGSVGElement> = { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true, width: 20, height: 20 };

export const YouTubeIcon = () => (
  <svg {...base}>
    <path d="M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15.1V8.9l5.7 3.1-5.7 3.1Z" />
  </svg>
);

export const TwitterIcon = () => (
  <svg {...base}>
    <path d="M18.2 2.3h3.4l-7.4 8.4 8.7 11.5h-6.8l-5.3-7-6.1 7H1.3l7.9-9L.9 2.3h7l4.8 6.4 5.5-6.4Zm-1.2 17.9h1.9L7.1 4.2H5.1L17 20.2Z" />
  </svg>
);

export const TwitchIcon = () => (
  <svg {...base}>
    <path d="M4.3 1.5 2 5.6v15h5v2.9h2.9l2.9-2.9h4.3l5.8-5.8V1.5H4.3Zm16.5 12.4-3.3 3.3h-5l-2.9 2.9v-2.9H5.4V3.6h15.4v10.3ZM17.5 7.3h-2v5.8h2V7.3Zm-5.4 0h-2v5.8h2V7.3Z" />
  </svg>
);

export const DiscordIcon = () => (
  <svg {...base}>
    <path d="M20.3 4.4A19.8 19.8 0 0 0 15.4 3l-.6 1.3a18.4 18.4 0 0 0-5.6 0L8.6 3a19.7 19.7 0 0 0-4.9 1.5C.6 9.1-.3 13.6.1 18a19.9 19.9 0 0 0 6 3l1.3-2a13 13 0 0 1-2-1l.5-.4a14.2 14.2 0 0 0 12.2 0l.5.4c-.6.4-1.3.7-2 1l1.3 2a19.8 19.8 0 0 0 6-3c.5-5.1-.8-9.6-3.6-13.6ZM8 15.3c-1.2 0-2.2-1.1-2.2-2.4S6.8 10.5 8 10.5s2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Zm8 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4Z" />
  </svg>
);
