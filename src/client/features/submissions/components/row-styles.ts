/** The look shared by a stored submission's row and a queued one's. */
import { css } from 'styled-system/css';

export const rowStyles = {
  list: css({ display: 'grid', gap: '2' }),
  row: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '2',
    columnGap: '3',
    px: '3',
    py: '2',
    borderWidth: '1px',
    borderRadius: 'l2',
    bg: 'bg.default',
    minWidth: '0',
    '&[data-pending]': { borderStyle: 'dashed' },
    '&[data-deleting]': { opacity: '0.6' },
    // The submission a notification led to.
    '&[aria-current]': { borderColor: 'colorPalette.default', borderWidth: '2px', bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '2px' },
  }),
  main: css({ display: 'grid', flex: '1 1 12rem', minWidth: '0' }),
  name: css({ fontWeight: 'semibold', overflowWrap: 'anywhere' }),
  value: css({ textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' }),
  side: css({ display: 'flex', alignItems: 'center', gap: '1', flexWrap: 'wrap', marginInlineStart: 'auto' }),
  state: css({ textStyle: 'sm', color: 'fg.muted' }),
  reason: css({ textStyle: 'sm', color: 'fg.default', flexBasis: 'full', overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }),
  error: css({ textStyle: 'sm', color: 'fg.error', flexBasis: 'full', overflowWrap: 'anywhere' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: 'touch',
    height: 'touch',
    borderRadius: 'l2',
    color: 'fg.default',
    _hover: { bg: 'bg.subtle' },
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '1px' },
  }),
};
