import { usersStaffWords } from '@arena/shared/users/staff-words';
import { Link } from 'react-router';
import { PageTitle } from '../../../../components/page-title';
import type { Screen, Section } from '../sections';
import { ownerSentence } from '../sections';

type Props = {
  /** The screen opened, whose reading call the role may not make. */
  screen: Screen;
  /** Where the role starts: its first section. */
  home: Section | undefined;
};

/**
 * A back-office screen opened by address by a staff role that may not read it
 * (docs/product.md#staff-roles): said on arrival, with whose section it is and a way back,
 * instead of a screen that renders and then fails.
 */
export function NotYourSection({ screen, home }: Props) {
  return (
    <>
      <PageTitle>{screen.title}</PageTitle>
      <div className="card" role="alert">
        <p>{ownerSentence(screen.uses)}</p>
        {home ? (
          <p>
            <Link to={home.to}>{usersStaffWords.staffSectionBack(home.label)}</Link>
          </p>
        ) : null}
      </div>
    </>
  );
}
