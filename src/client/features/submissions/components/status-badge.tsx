/** A submission's status as a badge: Pending yellow, Approved green, Rejected red. */
import { css } from 'styled-system/css';
import type { SubmissionStatus } from '../../../../shared/constants';
import { Badge } from '../../../components/ui/on-demand/badge';
import { submissionTexts as texts } from '../texts';

const tinted = { bg: 'colorPalette.a3', borderColor: 'colorPalette.a7', color: 'colorPalette.12' } as const;

const PALETTES: Record<SubmissionStatus, string> = {
  PENDING: css({ colorPalette: 'yellow', ...tinted }),
  APPROVED: css({ colorPalette: 'green', ...tinted }),
  REJECTED: css({ colorPalette: 'red', ...tinted }),
};

export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge className={PALETTES[status]} data-status={status}>
      {texts.status[status]}
    </Badge>
  );
}
