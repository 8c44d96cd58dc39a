import { messages } from '@arena/shared/messages';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useModal } from '../../../components/modal';
import { PageTitle } from '../../../components/page-title';
import { PlanUsage } from '../../../components/plan-usage';
import { StatusBadge } from '../../../components/status-badge';
import { paths } from '../../../config/paths';
import { managerRefusal, useSession } from '../../../lib/session';
import { useConfig } from '../../../lib/use-config';
import { useLogout } from '../../../lib/use-logout';
import { useMe } from '../api/get-me';
import { NextBooking } from '../components/next-booking';
import { icons } from '../components/tile-icons';
import '../home.css';

type Tile = { label: string; icon: ReactNode; to?: string; managers?: boolean; external?: 'news' };

// docs/product.md#screens, #access-rules: four tiles need status Ativo and level 2; Informativo and Atendimento are open.
const tiles: Tile[] = [
  { label: messages.tileAccount, icon: icons.account, to: paths.account, managers: true },
  { label: messages.tileRoom, icon: icons.room, to: paths.room, managers: true },
  { label: messages.tileStudio, icon: icons.studio, to: paths.studio, managers: true },
  { label: messages.tileNews, icon: icons.news, external: 'news' },
  { label: messages.tileContact, icon: icons.contact, to: paths.contact },
  { label: messages.tileTeam, icon: icons.team, to: paths.team, managers: true },
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
  const newsUrl = config.data?.news_url;

  const open = (tile: Tile) => {
    if (tile.managers && refusal) return modal.show(messages[refusal]);
    if (tile.to) navigate(tile.to);
  };

  return (
    <>
      <div className="welcome">
        <PageTitle>{messages.homeWelcome(session.name)}</PageTitle>
        <StatusBadge status={session.status} />
      </div>
      <div className="banner">
        <img src="/images/banner.svg" alt={messages.homeBanner} width="960" height="300" />
        <p className="banner-subtitle">{messages.homeBannerSubtitle}</p>
      </div>
      {/* docs/product.md#plans: the account's room hours of the month. */}
      {refusal ? null : <PlanUsage />}
      {refusal ? null : (
        <p className="home-invoices">
          <Link to={paths.invoices}>{messages.invoicesLink}</Link>
        </p>
      )}
      {refusal ? null : <NextBooking />}
      {refusal === 'managersOnly' && me.data?.manager ? (
        // A team member: who manages the account, and what they may use (docs/product.md#team).
        <div className="tiles-note" id="tiles-refusal">
          <p>{messages.teamManagedBy(me.data.manager)}</p>
          <p>{messages.teamMemberMayUse}</p>
        </div>
      ) : refusal ? (
        <p className="tiles-note" id="tiles-refusal">
          {messages[refusal]}
        </p>
      ) : null}
      <ul className="tiles">
        {tiles.map((tile) => (
          <li key={tile.label}>
            {tile.external && newsUrl ? (
              <a className="tile" href={newsUrl} target="_blank" rel="noopener noreferrer">
                {tile.icon}
                {tile.label}
                <span className="visually-hidden"> {messages.opensInNewTab}</span>
              </a>
            ) : tile.external ? (
              // Until GET /config answers there is no address: a link to '#' would open the app again.
              <button type="button" className="tile" aria-disabled="true">
                {tile.icon}
                {tile.label}
              </button>
            ) : tile.managers && refusal ? (
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
        {messages.logout}
      </button>
    </>
  );
}
