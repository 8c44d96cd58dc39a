import { commonWords } from '@arena/shared/contract/words';
import { Link, useRouteError } from 'react-router';
import { paths } from '../config/paths';
import { Logo } from '../components/logo';

function Screen({ title, text }: { title: string; text: string }) {
  return (
    <main className="status-screen">
      <Logo size={140} />
      <h1>{title}</h1>
      <p>{text}</p>
      <Link className="button" to={paths.login}>
        {commonWords.backHome}
      </Link>
    </main>
  );
}

/** Replaces the router's English "Unexpected Application Error!" (docs/product.md#words). */
export function ErrorScreen() {
  const error = useRouteError();
  // The person sees the Portuguese screen; the console keeps the cause, for whoever debugs it.
  console.error(error);
  return <Screen title={commonWords.errorScreenTitle} text={commonWords.errorScreenText} />;
}

export function NotFoundScreen() {
  return <Screen title={commonWords.notFoundTitle} text={commonWords.notFoundText} />;
}
