import { describe, expect, it } from 'vitest';
import { formatClock, parseClockTime, parseRecordTime } from './duration';

const TIME = (1 * 60 + 10) * 1000 + 200; // 00:01:10.200

describe('parseRecordTime', () => {
  it('reads HH:mm:ss.SSS and an ISO 8601 duration', () => {
    expect(parseRecordTime('00:01:10.200')).toBe(TIME);
    expect(parseRecordTime('01:10:32.456')).toBe((3600 + 600 + 32) * 1000 + 456);
    expect(parseRecordTime('PT1M10.2S')).toBe(TIME);
  });

  it('refuses what is not the pattern: short fields, minutes or seconds past 59, no milliseconds', () => {
    for (const text of ['1:2:3', '00:61:00.000', '00:00:61.000', '1:10.200', '00:01:10', '00:01:10.20', '', 'PT', 'soon']) {
      expect(parseRecordTime(text), text).toBeNull();
    }
  });

  it('reads the separators a decimal keypad has in place of the colons and the dot', () => {
    for (const text of ['00.01.10.200', '00,01,10,200', '00:01:10,200', '00\u066B01\u066B10\u066B200'])
      expect(parseRecordTime(text), text).toBe(TIME);
  });

  it('reads Arabic-Indic digits', () => {
    expect(parseRecordTime('٠٠:٠١:١٠.٢٠٠')).toBe(TIME);
    expect(parseRecordTime('۰۰.۰۱.۱۰.۲۰۰')).toBe(TIME);
    expect(parseRecordTime('٠٠:٦١:٠٠.٠٠٠')).toBeNull();
  });
});

describe('parseClockTime', () => {
  it('reads clock times only, which formatClock writes back in the wire form', () => {
    expect(parseClockTime('PT1M10.2S')).toBeNull();
    expect(formatClock(parseClockTime('00.01.10.200')!)).toBe('00:01:10.200');
  });
});
