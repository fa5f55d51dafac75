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

  it('leaves text that only starts like an address as text', () => {
    expect(proofLink('https://youtu.be/abc ask me on discord')).toBeNull();
    expect(proofLink('https://my channel')).toBeNull();
    expect(proofLink('https://mychannel')).toBeNull();
    expect(proofLink('https://.')).toBeNull();
  });
});
