import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { ChatWidget } from '../../features/site/components/chat-widget';
import { ListEditorsCard } from '../../features/site/components/list-editors-card';
import { buttonClass } from '../ui/first-visit/button';
import { Card } from '../ui/first-visit/card';

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
      <ChatWidget />
    </aside>
  );
}
