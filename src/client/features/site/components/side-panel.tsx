/**
 * The side panel: list editors, the guidelines card, the community chat. Beside the page from xl up,
 * under it below; either way it is not part of the first screen, so it loads after it (app-shell.tsx).
 */
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { buttonClass } from '../../../components/ui/first-visit/button';
import { Card } from '../../../components/ui/on-demand/card';
import { siteTexts } from '../texts';
import { ListEditorsCard } from './list-editors-card';

// The chat card comes last and matters least: it loads after the rest of the panel (and, should that
// fail offline before the service worker has the file, the panel goes on without it).
const ChatWidget = lazy(() =>
  import('./chat-widget').then(
    (module) => ({ default: module.ChatWidget }),
    () => ({ default: (): ReactNode => null }),
  ),
);

const texts = siteTexts.panel;

export default function SidePanel() {
  return (
    <aside aria-label={texts.label} className={css({ display: 'grid', gap: '4', alignContent: 'start', minWidth: '0' })}>
      <ListEditorsCard />
      <Card.Root>
        <Card.Header>
          <Card.Title>{texts.guidelines.title}</Card.Title>
          <Card.Description>{texts.guidelines.description}</Card.Description>
        </Card.Header>
        <Card.Body>
          <Link to="/guidelines" className={buttonClass({ variant: 'outline' })}>
            {texts.guidelines.read}
          </Link>
        </Card.Body>
      </Card.Root>
      <Suspense fallback={null}>
        <ChatWidget />
      </Suspense>
    </aside>
  );
}
