import { bookingsWords } from '@arena/shared/bookings/words';
import { screenWords } from '@arena/shared/contract/screen-words';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Logo } from '../components/logo';
import { paths } from '../config/paths';

/**
 * The inner frame as InnerLayout draws it on `/home` (no arrow, no name: the build knows no
 * member), with `children` in its main column.
 */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="inner-page">
      <header className="inner-header">
        <span className="back-button" aria-hidden="true" />
        <span className="greeting" />
        <Logo size={72} light />
      </header>
      <main className="inner-main">{children}</main>
    </div>
  );
}

/**
 * What the build draws ahead for a screen members often open first
 * (docs/decisions/036-first-visit-rendering.md): the frame and what of the screen needs no member
 * and no data — `/home`'s banner, `/room`'s title. The server writes it into `#root` of the page
 * it answers for that address, so it paints before the entry script has run; the app replaces it
 * once the router has the screen's code (main.tsx). The welcome line keeps its height, empty.
 */
const frames: Record<string, ReactNode> = {
  [paths.home]: (
    <Frame>
      <div className="welcome">
        <h1 className="page-title">{'\u00a0'}</h1>
      </div>
      <div className="banner">
        <img src="/images/banner.svg" alt={screenWords.homeBanner} width="960" height="300" />
        <p className="banner-subtitle">{screenWords.homeBannerSubtitle}</p>
      </div>
    </Frame>
  ),
  [paths.room]: (
    <Frame>
      <h1 className="page-title">{bookingsWords.roomTitle}</h1>
    </Frame>
  ),
};

/**
 * The markup of each address's first frame, for dist/first-paint.json. React puts a preload of each
 * picture ahead of the markup; the server already writes one in the head, so it is left out.
 */
export function firstFrames(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(frames).map(([path, node]) => [path, renderToStaticMarkup(node).replace(/^(<link [^>]*>)+/, '')]),
  );
}
