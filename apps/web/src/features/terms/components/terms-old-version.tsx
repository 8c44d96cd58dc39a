import { termsVersionName, termsWords } from '@arena/shared/terms/words';
import { Link } from 'react-router';
import { TermsDocument } from '../../../components/terms-document';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useTermsVersion } from '../api/terms-version';
import { TermsPrint } from './terms-print';

/**
 * `/termos?versao=` (docs/product.md#terms): a version no longer in force, as it was put in force,
 * so what a member accepted stays readable and printable (Decreto 7.962/2013 art. 4 IV).
 */
export function TermsOldVersion({ version }: { version: string }) {
  const text = useTermsVersion(version);
  if (text.isPending) return <p>{termsWords.termsRegion}…</p>;
  if (text.isError) return <p role="alert">{errorMessage(text.error)}</p>;
  return (
    <>
      <p className="terms-version">{termsWords.termsVersionLine(termsVersionName(text.data.version))}</p>
      {text.data.in_force ? null : <p className="terms-intro">{termsWords.termsOldVersionNote}</p>}
      <p className="terms-tools">
        <Link to={paths.terms}>{termsWords.termsReadInForce}</Link>
        <TermsPrint />
      </p>
      <TermsDocument sections={text.data.sections} />
    </>
  );
}
