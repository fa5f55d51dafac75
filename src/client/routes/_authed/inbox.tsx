import { createFileRoute } from '@tanstack/react-router';
import { InboxPage } from '../../features/notifications/components/inbox-page';

/** The signed-in player's notifications; the top bar's bell keeps them fresh, so the page reads what is held. */
export const Route = createFileRoute('/_authed/inbox')({ component: InboxPage });
