import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../../../components/placeholder';

export const Route = createFileRoute('/_authed/staff/submissions')({ component: () => <Placeholder title="Staff submissions" /> });
