/**
 * A page's preview as the tags of its head: Open Graph (ogp.me: og:title, og:type, og:image with its
 * type, size and alt, og:url, og:description, og:site_name, og:locale) and X's card tags
 * (twitter:card, with its title, description, image and alt). Discord, Slack, WhatsApp and the
 * others read the same tags (docs/decisions/024-link-previews.md). Every value is escaped.
 */
import { escapeMarkup } from './plain-text';

export type PreviewImage = { url: string; width: number; height: number; alt: string };

export type Preview = {
  type: 'website' | 'profile';
  title: string;
  description: string;
  /** The page's absolute address. */
  url: string;
  siteName: string;
  locale: string;
  image: PreviewImage;
  /** A card of the page (a large image under the text), or the site's logo (a small one beside it). */
  large: boolean;
  /** A profile's username (profile:username). */
  username?: string;
};

/** X shows at most 70 characters of a title and 200 of a description; Discord cuts about there too. */
const TITLE_MAX = 70;
const DESCRIPTION_MAX = 200;
/** X reads at most 420 characters of an image's description. */
const ALT_MAX = 420;

/** At most `max` code points, the last an ellipsis when cut. */
function shortened(text: string, max: number): string {
  const points = [...text];
  return points.length <= max
    ? text
    : `${points
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

const tag = (attribute: 'property' | 'name', key: string, value: string | number) =>
  `<meta ${attribute}="${key}" content="${escapeMarkup(String(value))}">`;

export function previewTags(preview: Preview): string {
  const title = shortened(preview.title, TITLE_MAX);
  const description = shortened(preview.description, DESCRIPTION_MAX);
  const image = { ...preview.image, alt: shortened(preview.image.alt, ALT_MAX) };
  return [
    tag('property', 'og:site_name', preview.siteName),
    tag('property', 'og:type', preview.type),
    tag('property', 'og:locale', preview.locale),
    tag('property', 'og:url', preview.url),
    tag('property', 'og:title', title),
    tag('property', 'og:description', description),
    tag('property', 'og:image', image.url),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', image.width),
    tag('property', 'og:image:height', image.height),
    tag('property', 'og:image:alt', image.alt),
    ...(preview.username ? [tag('property', 'profile:username', preview.username)] : []),
    tag('name', 'twitter:card', preview.large ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', title),
    tag('name', 'twitter:description', description),
    tag('name', 'twitter:image', image.url),
    tag('name', 'twitter:image:alt', image.alt),
  ].join('');
}
