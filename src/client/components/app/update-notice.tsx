/**
 * The notice that a new build is ready: a small bar at the bottom that covers nothing the user is
 * working on and never reloads by itself; only its Reload button lets the new build in.
 */
import { RefreshCw } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button } from '../ui/first-visit/button';
import { appTexts } from './texts';

const style = css({
  position: 'fixed',
  insetInline: '0',
  insetBlockEnd: '4',
  mx: 'auto',
  zIndex: 'banner',
  width: 'fit-content',
  maxWidth: 'calc(100% - 1.5rem)',
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  ps: '4',
  pe: '2',
  py: '2',
  bg: 'bg.default',
  color: 'fg.default',
  textStyle: 'sm',
  borderWidth: '1px',
  borderRadius: 'l3',
  boxShadow: 'lg',
});

export default function UpdateNotice({ onReload }: { onReload: () => void }) {
  return (
    <div className={style}>
      <span>{appTexts.updateAvailable}</span>
      <Button variant="solid" size="md" onClick={onReload}>
        <RefreshCw aria-hidden="true" />
        {appTexts.reload}
      </Button>
    </div>
  );
}
