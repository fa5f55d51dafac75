import { css } from 'styled-system/css';

/**
 * The search field, drawn the same before and after its code loads, so the swap does not show. The
 * magnifier comes after the input in a box of position relative, so that it is drawn over it.
 */
export const fieldStyles = {
  icon: css({ position: 'absolute', insetInlineStart: '3', color: 'fg.muted', pointerEvents: 'none' }),
  input: css({
    width: 'full',
    height: '10',
    ps: '9',
    pe: '3',
    borderWidth: '1px',
    borderRadius: 'l2',
    textStyle: 'sm',
    _placeholder: { color: 'fg.muted' },
  }),
};

/** What was typed in the plain field before the search loaded. */
export type Draft = { value: string };
