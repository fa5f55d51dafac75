import { describe, expect, it } from 'vitest';
import { proofLink } from './proof';

describe('proofLink', () => {
  it('links web addresses only', () => {
    expect(proofLink('https://www.youtube.com/watch?v=abcdefghijk')).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(proofLink(' http://example.com/run ')).toBe('http://example.com/run');
    expect(proofLink('discord: player#1234')).toBeNull();
    expect(proofLink('javascript:alert(1)')).toBeNull();
    expect(proofLink('https://')).toBeNull();
  });
});
