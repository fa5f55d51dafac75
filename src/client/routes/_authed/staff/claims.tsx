import { createFileRoute } from '@tanstack/react-router';
import { StaffClaimsPage } from '../../../features/claims/components/staff-claims-page';

/** Staff claims: claims of players with no sign-in, waiting ones first; approve or refuse. */
export const Route = createFileRoute('/_authed/staff/claims')({ component: StaffClaimsPage });
