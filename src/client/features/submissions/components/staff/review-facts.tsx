/**
 * What a review weighs a run against: the level's place and requirement (classic: its list
 * percentage in main, 100 after; platformer: any time, a completion), and the player's record there
 * now, which an approval must beat (the level's public records: a banned player's are not among them).
 */
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { LevelType } from '../../../../../shared/constants';
import { classicRequirement, tierOf } from '../../../../../shared/points';
import { percentText, recordTimeText } from '../../../../lib/record-values/values';
import { isClassicLevel, isClassicRecord, levelRecordsQueryOptions, type Level } from '../../../levels/queries';
import type { StaffSubmission } from '../../staff-queries';
import { staffSubmissionTexts } from '../../staff-texts';

const texts = staffSubmissionTexts.review;

const styles = {
  facts: css({ display: 'grid', gap: '0.5', textStyle: 'sm', minWidth: '0', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted' }),
};

function ExistingRecord({ type, submission }: { type: LevelType; submission: StaffSubmission }) {
  const records = useQuery(levelRecordsQueryOptions(type, submission.level));
  if (records.isPending) return <li className={styles.muted}>{texts.existingLoading}</li>;
  if (records.isError) return <li className={styles.muted}>{texts.existingFailed}</li>;
  const own = records.data.find((record) => record.player === submission.player);
  if (!own) return <li data-existing-record="none">{texts.noExisting(submission.player)}</li>;
  const value = isClassicRecord(own) ? percentText(own.recordPercentage) : recordTimeText(own.recordTime);
  return <li data-existing-record>{texts.existing(submission.player, value)}</li>;
}

export function ReviewFacts({ type, submission, level }: { type: LevelType; submission: StaffSubmission; level: Level | undefined }) {
  return (
    <ul className={styles.facts} aria-label={texts.factsLabel} data-review-facts>
      {level ? (
        <>
          <li>{texts.place(level.ranking, texts.tiers[tierOf(level.ranking)])}</li>
          <li>
            {isClassicLevel(level)
              ? texts.requirement(percentText(classicRequirement(level.ranking, level.minimumCompletion)))
              : texts.requirementPlatformer}
          </li>
        </>
      ) : null}
      <ExistingRecord type={type} submission={submission} />
    </ul>
  );
}
