/**
 * The top bar's outbox corner, shown while anything waits: a count that opens the panel, and, while
 * changes are held for a sign-in, a strip under the bar saying so. A refusal's toast opens the panel too (lib/outbox/panel.ts). Loaded only when the outbox has
 * entries (components/layout/top-bar.tsx).
 */
import { CloudUpload, TriangleAlert } from 'lucide-react';
import { css } from 'styled-system/css';
import { Button } from '../ui/first-visit/button';
import { useAuth } from '../../lib/auth/auth-store';
import { setOutboxPanelOpen, useOutboxPanelOpen } from '../../lib/outbox/panel';
import { useOutboxSummary } from '../../lib/outbox/summary';
import { outboxTexts as texts } from '../../lib/outbox/texts';
import { OutboxPanel } from './outbox-panel';

const styles = {
  count: css({ fontVariantNumeric: 'tabular-nums', fontWeight: 'semibold' }),
  strip: css({
    position: 'absolute',
    insetInlineStart: '0',
    insetInlineEnd: '0',
    top: '100%',
    px: '4',
    py: '1.5',
    bg: 'amber.subtle.bg',
    color: 'amber.subtle.fg',
    textStyle: 'sm',
    textAlign: 'center',
    borderBottomWidth: '1px',
  }),
};

export default function OutboxButton() {
  const { waiting, held, attention } = useOutboxSummary();
  const { user } = useAuth();
  const open = useOutboxPanelOpen();
  const total = waiting + held + attention;
  if (total === 0) return null;
  const label = attention > 0 ? texts.buttonAttention(attention) : texts.button(waiting + held);
  return (
    <>
      <Button variant="ghost" aria-label={label} title={label} onClick={() => setOutboxPanelOpen(true)} data-testid="outbox-button">
        {attention > 0 ? <TriangleAlert aria-hidden="true" /> : <CloudUpload aria-hidden="true" />}
        <span className={styles.count} aria-hidden="true">
          {total}
        </span>
      </Button>
      {held > 0 && !user ? (
        <p role="status" className={styles.strip}>
          {texts.signInToSend(held)}
        </p>
      ) : null}
      <OutboxPanel open={open} onOpenChange={setOutboxPanelOpen} />
    </>
  );
}
