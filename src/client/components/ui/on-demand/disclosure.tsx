/**
 * A disclosure (the WAI-ARIA pattern): a button that shows or hides the part it controls, saying
 * which with aria-expanded; the part is left out of the page while hidden. The long reorders of the
 * changelog, a level's history and the audit trail open to every move with it, and where history
 * begins opens to the list as it stood.
 */
import { useId, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../first-visit/button';
import { Icon } from '../first-visit/icon';

const styles = {
  root: css({ display: 'grid', justifyItems: 'start', gap: '1', minWidth: '0' }),
  toggle: css({ px: '1', gap: '1', height: 'auto', minHeight: '6', textAlign: 'start', whiteSpace: 'normal' }),
  chevron: css({ flexShrink: '0', transition: 'transform 0.2s', '[aria-expanded=true] > &': { transform: 'rotate(180deg)' } }),
  part: css({ width: 'full', minWidth: '0' }),
};

export function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.root}>
      <Button variant="link" size="sm" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {label}
        <Icon icon="chevron-down" size={16} className={styles.chevron} />
      </Button>
      <div id={id} hidden={!open} className={styles.part}>
        {open ? children : null}
      </div>
    </div>
  );
}
