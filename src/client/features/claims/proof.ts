/**
 * A claim's proof is free text: a link to a video, or a chat handle staff can ask. Only a web address
 * becomes a link (never `javascript:` or another scheme a player could type).
 */
export function proofLink(proof: string): string | null {
  if (!/^https?:\/\//i.test(proof.trim())) return null;
  try {
    return new URL(proof.trim()).href;
  } catch {
    return null;
  }
}
