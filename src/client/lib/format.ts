/**
 * Display formats of the first screens: difficulty words, points with two decimals. Record values
 * (record-values.ts) load with the pages that show records.
 */

/** 'EXTREME_DEMON' → 'Extreme Demon': underscore-separated words, each capitalised. */
export function difficultyText(value: string): string {
  return value
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** Points always show two decimals: 500 → '500.00'. */
export function pointsText(points: number): string {
  return points.toFixed(2);
}
