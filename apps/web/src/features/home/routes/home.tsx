import { screenWords } from '@arena/shared/contract/screen-words';
import type { EndpointName } from '@arena/shared/contract/endpoints';
import { invoicesWords } from '@arena/shared/invoices/words';
import { usersWords } from '@arena/shared/users/words';
import { teamWords } from '@arena/shared/users/team-words';

import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useModal } from '../../../components/modal';
import { OverdueBlock } from '../../../components/overdue-block';
import { PageTitle } from '../../../components/page-title';
import { PlanUsage } from '../../../components/plan-usage';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { managerRefusal, refusalFor, useSession } from '../../../lib/session';
import { useConfig } from '../../../lib/use-config';
import { useLogout } from '../../../lib/use-logout';
import { useMe } from '../api/get-me';
import { NextBooking } from '../components/next-booking';
import { PendingNote, pendingText } from '../components/pending-note';
import { icons } from '../components/tile-icons';
import '../home.css';

/** `call`: the endpoint the tile's screen exists for, whose access rule greys the tile (packages/shared/src/<area>/calls.ts). */
type Tile = { label: string; icon: ReactNode; to?: string; call?: EndpointName; external?: 'news' };

// docs/product.md#screens, #access-rules: four tiles need status Ativo and level 2; Informativo and Atendimento are open.
// Cadastro and Gerenciar Equipe are the account holder's alone (docs/product.md#team-gerente).
const tiles: Tile[] = [
  { label: screenWords.tileAccount, icon: icons.account, to: paths.account, call: 'updateUser' },
  { label: screenWords.tileRoom, icon: icons.room, to: paths.room, call: 'storeAppointment' },
  { label: screenWords.tileStudio, icon: icons.studio, to: paths.studio, call: 'storeAppointment' },
  { label: screenWords.tileNews, icon: icons.news, external: 'news' },
  { label: screenWords.tileContact, icon: icons.contact, to: paths.contact },
  { label: screenWords.tileTeam, icon: icons.team, to: paths.team, call: 'getTeam' },
];

/** `/home`: welcome, status badge, banner, the six tiles and SAIR (docs/product.md#screens). */
export default function HomeRoute() {
  const me = useMe();
  const session = useSession();
  const config = useConfig();
  const modal = useModal();
  const navigate = useNavigate();
  const logout = useLogout();
  if (!session) return null;
  // docs/product.md#statuses-and-levels: the tiles a person cannot open look it, and say why (the server's own words).
  const refusal = managerRefusal(session);
  // A team gerente books, but Cadastro, the team and the money stay the account holder's.
  const holderRefusal = refusalFor(session, 'updateUser');
  const tileRefusal = (tile: Tile) => (tile.call ? refusalFor(session, tile.call) : null);
  const newsUrl = config.data?.news_url;
  // docs/product.md#registration-proof: a registration waits for its e-mail confirmation, then for finance.
  const pending = pendingText(
    session.email,
    (me.data ?? session).email_confirmed,
    config.data?.mail_delivered !== false,
  );

  const open = (tile: Tile) => {
    const why = tileRefusal(tile);
    if (why) return modal.show(why === 'pendingReview' ? pending : usersWords[why]);
    if (tile.to) navigate(tile.to);
  };

  return (
    <>
      <div className="welcome">
        <PageTitle>{screenWords.homeWelcome(session.name)}</PageTitle>
        <StatusBadge status={session.status} pending={pending} />
      </div>
      <div className="banner">
        <img src="/images/banner.svg" alt={screenWords.homeBanner} width="960" height="300" />
        <p className="banner-subtitle">{screenWords.homeBannerSubtitle}</p>
      </div>
      {/* docs/product.md#overdue: an overdue invoice that blocks new bookings, said on arrival. */}
      {refusal ? null : <OverdueBlock />}
      {/* docs/product.md#plans: the account's room hours of the month. */}
      {refusal ? null : <PlanUsage />}
      {holderRefusal ? null : (
        <p className="home-invoices">
          <Link to={paths.invoices}>{invoicesWords.invoicesLink}</Link>
        </p>
      )}
      {refusal ? null : <NextBooking />}
      {refusal === 'managersOnly' && me.data?.manager ? (
        // A team member: who manages the account, and what they may use (docs/product.md#team).
        <div className="tiles-note" id="tiles-refusal">
          <p>{teamWords.teamManagedBy(me.data.manager)}</p>
          <p>{teamWords.teamMemberMayUse}</p>
        </div>
      ) : refusal === 'pendingReview' ? (
        // docs/product.md#registration-proof: waiting for the e-mail confirmation, or for finance.
        <PendingNote email={session.email} confirmed={(me.data ?? session).email_confirmed} />
      ) : refusal ? (
        <p className="tiles-note" id="tiles-refusal">
          {usersWords[refusal]}
        </p>
      ) : holderRefusal ? (
        // A team gerente: what is theirs, and who keeps Cadastro and the team (docs/product.md#team-gerente).
        <p className="tiles-note" id="tiles-refusal">
          {me.data?.manager ? teamWords.teamGerenteOf(me.data.manager) : usersWords[holderRefusal]}
        </p>
      ) : null}
      <ul className="tiles">
        {tiles.map((tile) => (
          <li key={tile.label}>
            {tile.external && newsUrl ? (
              <a className="tile" href={newsUrl} target="_blank" rel="noopener noreferrer">
                {tile.icon}
                {tile.label}
                <span className="visually-hidden"> {usersWords.opensInNewTab}</span>
              </a>
            ) : tile.external ? (
              // Until GET /config answers there is no address: a link to '#' would open the app again.
              // While it loads the tile looks as usual, busy, not disabled (walk P4).
              <button
                type="button"
                className="tile"
                {...(config.isPending ? { 'aria-busy': true } : { 'aria-disabled': true })}
              >
                {tile.icon}
                {tile.label}
              </button>
            ) : tileRefusal(tile) ? (
              <button
                type="button"
                className="tile"
                aria-disabled="true"
                aria-describedby="tiles-refusal"
                onClick={() => open(tile)}
              >
                {tile.icon}
                {tile.label}
              </button>
            ) : (
              <button type="button" className="tile" onClick={() => open(tile)}>
                {tile.icon}
                {tile.label}
              </button>
            )}
          </li>
        ))}
      </ul>
      <button type="button" className="button button-ghost button-block" onClick={logout}>
        {screenWords.logout}
      </button>
    </>
  );
}
