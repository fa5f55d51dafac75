import { createFileRoute } from '@tanstack/react-router';
import { StaffSubmissionsPage } from '../../../features/submissions/components/staff/staff-submissions-page';

/** Staff review of submissions: both level types' queues, with their status filters and pages. */
export const Route = createFileRoute('/_authed/staff/submissions')({ component: StaffSubmissionsPage });
