import { screenWords } from '@arena/shared/contract/screen-words';
import { formatDay } from '@arena/shared/rules/dates';
import type { MyData } from '@arena/shared/privacy/schemas';
import { commonWords } from '@arena/shared/contract/words';
import { usersWords } from '@arena/shared/users/words';
import { privacyWords } from '@arena/shared/privacy/words';
import { formatDocument } from '@arena/shared/rules/documents';
import { formatMobile } from '@arena/shared/rules/phones';
import { privacyDeadline } from '@arena/shared/rules/privacy';

import { useState } from 'react';
import { Link } from 'react-router';
import { useModal } from '../../../components/modal';
import { PageTitle } from '../../../components/page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { refusalFor, useSession } from '../../../lib/session';
import { useConfig } from '../../../lib/use-config';
import { downloadMyData, useEndOtherSessions, useMyData, useRequestDeletion } from '../api/my-data';
import '../account.css';

const when = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** An ISO instant as São Paulo reads it (`27/11/2026, 10:00`); anything else as it came. */
function formatWhen(value: unknown): string {
  const date = typeof value === 'string' ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? when.format(date) : String(value ?? '');
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

function Held({ data }: { data: MyData }) {
  const { user, company } = data;
  const profile = [
    { term: screenWords.fieldName, value: `${text(user.name)} ${text(user.lastname)}`.trim() },
    { term: commonWords.fieldEmail, value: text(user.email) },
    { term: screenWords.fieldMobile, value: formatMobile(text(user.phone)) },
    { term: usersWords.accountPlan, value: text(user.plan) || usersWords.accountNoPlan },
    { term: privacyWords.myDataSince, value: formatWhen(user.created_at) },
  ];
  const business = company
    ? [
        { term: privacyWords.myDataCompany, value: text(company.name) },
        { term: privacyWords.myDataDocument, value: formatDocument(text(company.document)) },
        { term: privacyWords.myDataActivity, value: text(company.activity) },
      ]
    : [];
  const emails = [...data.emails].reverse().slice(0, 5);
  return (
    <>
      <section className="card account-card" aria-labelledby="my-data-profile">
        <h2 id="my-data-profile">{privacyWords.myDataProfile}</h2>
        <dl className="account-data">
          {[...profile, ...business].map(({ term, value }) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Link className="button button-block button-ghost" to={paths.accountEdit}>
          {usersWords.accountEditTitle}
        </Link>
      </section>
      <section className="card account-card stack my-data-card" aria-labelledby="my-data-held">
        <h2 id="my-data-held">{privacyWords.myDataHeld}</h2>
        <ul className="my-data-counts">
          <li>{privacyWords.myDataBookings(data.bookings.length)}</li>
          {data.guests.length > 0 && <li>{privacyWords.myDataGuests(data.guests.length)}</li>}
          {data.invoices.length > 0 && <li>{privacyWords.myDataInvoices(data.invoices.length)}</li>}
          <li>{privacyWords.myDataRequests(data.requests.length)}</li>
          <li>{privacyWords.myDataEmails(data.emails.length)}</li>
          <li>{privacyWords.myDataAudit(data.audit.length)}</li>
        </ul>
        <h3>{privacyWords.myDataRecentEmails}</h3>
        {emails.length === 0 ? (
          <p>{privacyWords.myDataNoEmails}</p>
        ) : (
          <ul className="my-data-emails">
            {emails.map((m) => (
              <li key={String(m.id)}>
                <span>{text(m.subject)}</span> <time>{formatWhen(m.created_at)}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/**
 * `/account/data`, _Meus dados_ (docs/product.md#my-data), for every member, team members
 * included: what the space holds about the person, `Baixar meus dados` (one JSON file) and
 * `Sair de todos os outros dispositivos` and `Solicitar exclusão`.
 */
export default function MyDataRoute() {
  const data = useMyData();
  const endOthers = useEndOtherSessions();
  // Editar dados is the account holder's (PUT /users): anyone else is sent to Atendimento (walk C15).
  const session = useSession();
  const mayEdit = session !== null && refusalFor(session, 'updateUser') === null;
  const deletion = useRequestDeletion();
  const modal = useModal();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
    } catch (err) {
      await modal.show(errorMessage(err));
    } finally {
      setDownloading(false);
    }
  };
  const leaveOthers = async () => {
    try {
      const answer = await endOthers.mutateAsync();
      await modal.show(privacyWords.myDataEndOthersDone(answer.ended));
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };
  const askDeletion = async () => {
    if (!(await modal.confirm(privacyWords.myDataDeleteConfirm))) return;
    try {
      const answer = await deletion.mutateAsync();
      await modal.show(answer.message);
    } catch (err) {
      await modal.show(errorMessage(err));
    }
  };
  const live = data.data?.sessions.filter((s) => s.live === true).length ?? 1;
  // An open deletion request: said with its deadline, instead of the button (walk C4).
  const config = useConfig().data;
  const open = data.data?.requests.find((r) => r.type === 'privacy' && r.status === 'open');
  const asked = typeof open?.created_at === 'string' && config ? open.created_at : null;

  return (
    <>
      <div className="welcome">
        <PageTitle>{privacyWords.myDataTitle}</PageTitle>
      </div>
      <p className="my-data-intro">{mayEdit ? privacyWords.myDataIntro : privacyWords.myDataIntroTeam}</p>
      {data.isPending ? <p>{privacyWords.myDataLoading}</p> : null}
      {data.error ? (
        <p className="field-error" role="alert">
          {errorMessage(data.error)}
        </p>
      ) : null}
      {data.data ? <Held data={data.data} /> : null}
      <section className="card account-card stack my-data-card" aria-labelledby="my-data-download">
        <h2 id="my-data-download">{privacyWords.myDataDownload}</h2>
        <p>{privacyWords.myDataDownloadHint}</p>
        <button type="button" className="button button-block" disabled={downloading} onClick={download}>
          {privacyWords.myDataDownload}
        </button>
      </section>
      <section className="card account-card stack my-data-card" aria-labelledby="my-data-sessions">
        <h2 id="my-data-sessions">{privacyWords.myDataSessions}</h2>
        {data.data ? <p>{privacyWords.myDataSessionsLine(live)}</p> : null}
        <button
          type="button"
          className="button button-block button-ghost"
          disabled={endOthers.isPending}
          onClick={leaveOthers}
        >
          {privacyWords.myDataEndOthers}
        </button>
      </section>
      <section className="card account-card stack my-data-card" aria-labelledby="my-data-delete">
        <h2 id="my-data-delete">{privacyWords.myDataDelete}</h2>
        <p>{privacyWords.myDataDeleteHint}</p>
        {asked && config ? (
          <p role="status">
            {privacyWords.myDataDeletionOpen({
              asked: formatDay(asked.slice(0, 10)),
              deadline: formatDay(privacyDeadline(asked, config.timezone)),
            })}
          </p>
        ) : (
          <button
            type="button"
            className="button button-block button-ghost"
            disabled={deletion.isPending}
            onClick={askDeletion}
          >
            {privacyWords.myDataDelete}
          </button>
        )}
      </section>
      <p>
        <Link to={paths.privacy}>{commonWords.privacyLink}</Link>
      </p>
    </>
  );
}
