import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../../../components/placeholder';

export const Route = createFileRoute('/_authed/staff/records')({ component: () => <Placeholder title="Staff records" /> });
