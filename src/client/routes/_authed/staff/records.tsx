import { createFileRoute } from '@tanstack/react-router';
import { RecordsPage } from '../../../features/records/components/records-page';

/** Staff records: both level types' records, paged and filtered, with add, edit and delete. */
export const Route = createFileRoute('/_authed/staff/records')({ component: RecordsPage });
