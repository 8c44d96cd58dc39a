import {
  type RequestItem,
  type RequestStatus,
  type RequestType,
  requestStatuses,
  requestTypes,
} from '@arena/shared/requests/schemas';
import { requestsStaffWords } from '@arena/shared/requests/staff-words';

import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useModal } from '../../../../components/modal';
import { PageTitle } from '../../../../components/page-title';
import { errorMessage } from '../../../../lib/api-client';
import { useRequests } from '../api/get-requests';
import { useUpdateRequest } from '../api/update-request';
import { InboxFilter } from '../components/inbox-filter';
import { useSpaceZone } from '../../shell/components/inbox-format';
import { InboxList } from '../../shell/components/inbox-list';
import { RequestCard, requestTopic, typeLabels } from '../components/request-card';
import '../../shell/inbox.css';

type TypeFilter = RequestType | 'all';
type StatusFilter = RequestStatus | 'all';

const typeOptions: Array<{ value: TypeFilter; label: string }> = [
  { value: 'all', label: requestsStaffWords.inboxTypeAll },
  ...requestTypes.map((t) => ({ value: t, label: typeLabels[t] })),
];
const statusOptions: Array<{ value: StatusFilter; label: string }> = [
  { value: 'open', label: requestsStaffWords.inboxStatusOpen },
  { value: 'done', label: requestsStaffWords.inboxStatusDone },
  { value: 'all', label: requestsStaffWords.inboxStatusAll },
];

const isType = (v: string | null): v is RequestType => requestTypes.some((t) => t === v);
const isStatus = (v: string | null): v is RequestStatus => requestStatuses.some((s) => s === v);

/**
 * `/admin/requests` (docs/product.md#back-office): plan changes, studio requests and support messages,
 * newest first, open by default; the filters live in the address so a reload keeps them.
 */
export default function RequestsRoute() {
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const statusParam = params.get('status');
  const type: TypeFilter = isType(typeParam) ? typeParam : 'all';
  const status: StatusFilter = statusParam === 'all' ? 'all' : isStatus(statusParam) ? statusParam : 'open';
  const list = useRequests({
    type: type === 'all' ? undefined : type,
    status: status === 'all' ? undefined : status,
  });
  const requests = list.data ?? [];
  const update = useUpdateRequest();
  const modal = useModal();
  const zone = useSpaceZone();
  const [announce, setAnnounce] = useState('');

  const setFilter = (key: 'type' | 'status', value: string, fallback: string) => {
    const next = new URLSearchParams(params);
    if (value === fallback) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  const toggle = async (r: RequestItem) => {
    const next: RequestStatus = r.status === 'done' ? 'open' : 'done';
    setAnnounce('');
    try {
      await update.mutateAsync({ id: r.id, status: next });
      const text = next === 'done' ? requestsStaffWords.inboxMarkedDone : requestsStaffWords.inboxReopened;
      setAnnounce(text({ name: r.name, topic: requestTopic(r.type) }));
    } catch (error) {
      await modal.show(errorMessage(error));
    }
  };

  return (
    <div className="stack">
      <PageTitle>{requestsStaffWords.inboxRequestsTitle}</PageTitle>
      <p className="inbox-intro">{requestsStaffWords.inboxRequestsIntro}</p>
      <div className="inbox-filters">
        <InboxFilter
          legend={requestsStaffWords.inboxFilterType}
          options={typeOptions}
          value={type}
          onChange={(v) => setFilter('type', v, 'all')}
        />
        <InboxFilter
          legend={requestsStaffWords.inboxFilterStatus}
          options={statusOptions}
          value={status}
          onChange={(v) => setFilter('status', v, 'open')}
        />
      </div>
      <p role="status" className="inbox-announce">
        {announce}
      </p>
      <InboxList query={list} count={requests.length} empty={requestsStaffWords.inboxRequestsEmpty}>
        {requests.map((r) => (
          <RequestCard
            key={r.id}
            request={r}
            zone={zone}
            busy={update.isPending && update.variables?.id === r.id}
            onToggle={toggle}
          />
        ))}
      </InboxList>
    </div>
  );
}
