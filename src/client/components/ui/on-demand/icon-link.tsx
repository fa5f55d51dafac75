/**
 * A link to another site that holds only an icon, a touch target in size, opening in a new tab; the
 * label names it for screen readers and as a tooltip. Where a row has no such link, `IconLinkSlot`
 * keeps its place, so the controls of every row line up.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

const style = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 'touch',
  height: 'touch',
  borderRadius: 'l2',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.default', outlineOffset: '1px' },
});

export function IconLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={style} aria-label={label} title={label}>
      {children}
    </a>
  );
}

export function IconLinkSlot() {
  return <span className={style} aria-hidden="true" />;
}
