import { Link } from '@tanstack/react-router';
import { Suspense, lazy, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { ListEditorsCard } from '../../features/site/components/list-editors-card';
import { buttonClass } from '../ui/first-visit/button';
import { Card } from '../ui/first-visit/card';

// The chat card comes last and matters least to a first screen: it loads after it (and, should that fail
// offline before the service worker has the file, the panel goes on without it).
const ChatWidget = lazy(() =>
  import('../../features/site/components/chat-widget').then((module) => ({ default: module.ChatWidget }), () => ({ default: (): ReactNode => null })),
);

/** The right-hand panel: list editors, the guidelines card, the community chat. */
export function RightPanel() {
  return (
    <aside aria-label="Community" className={css({ display: 'grid', gap: '4', alignContent: 'start', minWidth: '0' })}>
      <ListEditorsCard />
      <Card.Root>
        <Card.Header>
          <Card.Title>Guidelines</Card.Title>
          <Card.Description>The rules for records and submissions.</Card.Description>
        </Card.Header>
        <Card.Body>
          <Link to="/guidelines" className={buttonClass({ variant: 'outline' })}>
            Read the guidelines
          </Link>
        </Card.Body>
      </Card.Root>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </aside>
  );
}
