import { describe, expect, it } from 'vitest';
import { socialAddress } from '../../shared/social';
import { videoId } from '../../shared/video';
import { difficultyText, pointsText } from './format';
import { percentText, recordTimeText } from './record-values/values';

describe('time text', () => {
  it.each([
    ['01:10:32.456', '1h 10m 32s 456ms'],
    ['PT1H10M32.456S', '1h 10m 32s 456ms'],
    ['00:02:05.000', '2m 5s'],
    ['01:00:07.000', '1h 0m 7s'],
    ['00:00:09.050', '9s 50ms'],
    ['00:00:00.001', '0s 1ms'],
  ])('shows %s as %s', (time, text) => {
    expect(recordTimeText(time)).toBe(text);
  });

  it('shows N/A for a missing or unreadable time', () => {
    expect(recordTimeText(null)).toBe('N/A');
    expect(recordTimeText('')).toBe('N/A');
    expect(recordTimeText('soon')).toBe('N/A');
  });
});

describe('difficulty words', () => {
  it('capitalises each underscore-separated word', () => {
    expect(difficultyText('EXTREME_DEMON')).toBe('Extreme Demon');
    expect(difficultyText('EASY_DEMON')).toBe('Easy Demon');
    expect(difficultyText('MEDIUM')).toBe('Medium');
  });
});

describe('points and percentages', () => {
  it('always shows two decimals', () => {
    expect(pointsText(500)).toBe('500.00');
    expect(pointsText(143.6)).toBe('143.60');
    expect(pointsText(0)).toBe('0.00');
    expect(pointsText(90.175)).toMatch(/^90\.1[78]$/);
  });

  it('shows a percentage with %, or N/A when missing', () => {
    expect(percentText(100)).toBe('100%');
    expect(percentText(0)).toBe('0%');
    expect(percentText(null)).toBe('N/A');
    expect(percentText(undefined)).toBe('N/A');
  });
});

describe('video ids', () => {
  it('embeds only links with an 11-character id', () => {
    expect(videoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoId('https://youtu.be/dQw4w9WgXcQ?t=10')).toBe('dQw4w9WgXcQ');
    expect(videoId('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoId('https://www.youtube.com/watch?v=short')).toBeNull();
    expect(videoId('https://vimeo.com/123456789')).toBeNull();
    expect(videoId(null)).toBeNull();
  });
});

describe('social addresses', () => {
  it('adds the prefix to a handle, once', () => {
    expect(socialAddress('youtube', 'maker')).toBe('https://www.youtube.com/@maker');
    expect(socialAddress('youtube', '@maker')).toBe('https://www.youtube.com/@maker');
    expect(socialAddress('youtube', 'https://www.youtube.com/@maker')).toBe('https://www.youtube.com/@maker');
    expect(socialAddress('twitter', 'x.com/maker')).toBe('https://twitter.com/maker');
    expect(socialAddress('twitch', 'https://www.twitch.tv/maker')).toBe('https://www.twitch.tv/maker');
  });

  it('gives nothing for an empty input', () => {
    expect(socialAddress('twitch', '')).toBeNull();
    expect(socialAddress('twitch', null)).toBeNull();
  });
});
