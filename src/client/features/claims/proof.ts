/**
 * A claim's proof is free text: a link to a video, or a chat handle staff can ask. Only a web address
 * becomes a link (never `javascript:` or another scheme a player could type).
 */
export function proofLink(proof: string): string | null {
  const text = proof.trim();
  // One address and nothing else: text around it (or a space in it) is a sentence, not a link.
  if (!/^https?:\/\/\S+$/i.test(text)) return null;
  try {
    const url = new URL(text);
    // A host with a name and a domain ('youtube.com'), not a word after 'https://'.
    return /^[^.]+(\.[^.]+)+$/.test(url.hostname) ? url.href : null;
  } catch {
    return null;
  }
}
