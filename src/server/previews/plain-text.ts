/**
 * Text that came from people (level and player names, regions, publishers) as the previews write it,
 * and the escapes of the two places it is written: HTML attributes and SVG (XML) text. A name loses
 * what would reach past it or break the document around it: control characters, the bidi controls
 * (an override inside a name would turn the rest of a preview's sentence around) and unpaired
 * surrogates, which no XML parser takes.
 */

/** What no XML parser takes: C0 controls but tab and line ends, U+FFFE, U+FFFF and unpaired surrogates. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/** What a name loses besides: the other controls, and the bidi marks, embeddings, overrides and isolates. */
const UNSHOWN = /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

/** A name as a preview shows it: the characters above removed, whitespace as single spaces. */
export function plainName(text: string): string {
  return text.replace(NOT_XML, '').replace(UNSHOWN, '').replace(/\s+/g, ' ').trim();
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/**
 * Safe inside a double- or single-quoted HTML or XML attribute, and as XML text: markup comes out as
 * the characters it is made of. The previews' own isolates (Arabic's) stay.
 */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&"'<>]/g, (character) => ESCAPES[character]!);
}
