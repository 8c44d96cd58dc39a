import { auditLogStaffWords } from '@arena/shared/audit-log/staff-words';
import { PageTitle } from '../../../../components/page-title';
import { useAudit } from '../api/get-audit';
import { AuditEntryCard } from '../components/audit-entry';
import { InboxList, LoadMoreButton } from '../../shell/components/inbox-list';
import { useSpaceZone } from '../../shell/components/inbox-format';
import '../../shell/inbox.css';

/** `/admin/audit` (docs/product.md#back-office): every staff action, newest first, read-only, a page at a time. */
export default function AuditRoute() {
  const audit = useAudit();
  const zone = useSpaceZone();
  const entries = audit.data?.pages.flat() ?? [];
  return (
    <div className="stack">
      <PageTitle>{auditLogStaffWords.inboxAuditTitle}</PageTitle>
      <p className="inbox-intro">{auditLogStaffWords.inboxAuditIntro}</p>
      <InboxList query={audit} count={entries.length} empty={auditLogStaffWords.inboxAuditEmpty}>
        {entries.map((e) => (
          <AuditEntryCard key={e.id} entry={e} zone={zone} />
        ))}
      </InboxList>
      <LoadMoreButton pages={audit} />
    </div>
  );
}
