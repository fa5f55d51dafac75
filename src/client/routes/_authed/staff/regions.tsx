import { createFileRoute } from '@tanstack/react-router';
import { Placeholder } from '../../../components/layout/placeholder';

export const Route = createFileRoute('/_authed/staff/regions')({ component: () => <Placeholder title="Staff regions" /> });
