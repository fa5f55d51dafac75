/** A player's rank and region rank in a mode, as the `dd` lines under that mode's points. */
import { css } from 'styled-system/css';
import type { Place } from '../standing';
import { standingTexts as texts } from '../texts';
import type { StandingState } from '../use-standing';

const styles = {
  line: css({ textStyle: 'sm', fontVariantNumeric: 'tabular-nums' }),
  label: css({ color: 'fg.muted' }),
};

function Line({ label, place, pending }: { label: string; place: Place | undefined; pending: boolean }) {
  if (!place && !pending) return null;
  return (
    <dd className={styles.line}>
      <span className={styles.label}>{label}</span> {place ? texts.place(place) : texts.pending}
    </dd>
  );
}

export function StandingFacts({ standing }: { standing: StandingState }) {
  const { rank, regionRank, pending } = standing;
  if (rank === null) {
    return (
      <dd className={styles.line}>
        <span className={styles.label}>{texts.unranked}</span>
      </dd>
    );
  }
  return (
    <>
      <Line label={texts.rank} place={rank} pending={pending} />
      {regionRank === null ? null : <Line label={texts.regionRank} place={regionRank} pending={pending} />}
    </>
  );
}
