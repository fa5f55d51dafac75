import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LOG_SUBJECT } from '../../../../shared/log-subjects';
import { AuditPage } from '../../../features/audit/components/audit-page';
import { AUDIT_FAMILIES } from '../../../features/audit/filter';

/** The audit log's filters: `actor` (a player id), `target` (`level:classic:123`, `player:7`…), `kind` (a family); a bad one is dropped. */
const SearchSchema = v.object({
  actor: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))), undefined),
  target: v.fallback(v.optional(v.pipe(v.string(), v.regex(LOG_SUBJECT))), undefined),
  kind: v.fallback(v.optional(v.picklist(AUDIT_FAMILIES)), undefined),
});

export const Route = createFileRoute('/_authed/staff/audit')({ validateSearch: SearchSchema, component: StaffAuditRoute });

function StaffAuditRoute() {
  const filter = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditPage filter={filter} onFilterChange={(next) => navigate({ search: next, replace: true, resetScroll: false })} />;
}
