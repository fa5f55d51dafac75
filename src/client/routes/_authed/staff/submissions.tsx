import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../../../components/layout/placeholder';

export const Route = createFileRoute('/_authed/staff/submissions')({ component: () => <Placeholder title="Staff submissions" /> });
