import type { RegisterDraftAnswer } from '@arena/shared/registration/schemas';
import { configure } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '../config/paths';
import { queryClient } from '../lib/query-provider';
import type { Draft } from '../features/register/components/draft-provider';
import BusinessDataStep from '../features/register/routes/business-data';
import EmailStep from '../features/register/routes/email';
import PasswordStep from '../features/register/routes/password';
import PersonalDataStep from '../features/register/routes/personal-data';
import RegisterLayout from '../features/register/routes/register-layout';
import SuccessStep from '../features/register/routes/success';
import TermsStep from '../features/register/routes/terms';
import { configHandler } from './fixtures';
import { renderApp } from './render-app';
import { refusal, server } from './server';

// Machines running several suites at once are slow: give async queries more than 1 s.
configure({ asyncUtilTimeout: 4000 });

/** The wizard as the router mounts it, opened at `path` with what earlier steps left. */
export function renderRegister(
  path: string,
  initialDraft?: Partial<Draft>,
  onServer: Partial<RegisterDraftAnswer> | null = null,
) {
  // The success step reads GET /config (mail_delivered); a later step opened with nothing in
  // memory asks for the server's draft (`onServer`; by default this browser has none, 404).
  // A test's own answers, declared after, win.
  server.use(configHandler, serverDraft(onServer));
  // The wizard shares the visit's query client: start each test with nothing cached, and with no
  // registration finished in this tab.
  queryClient.clear();
  sessionStorage.clear();
  return renderApp(
    [
      { path: paths.login, element: <p>Tela de login</p> },
      {
        path: paths.register.email,
        element: <RegisterLayout initialDraft={initialDraft} />,
        children: [
          { index: true, element: <EmailStep /> },
          { path: paths.register.personal, element: <PersonalDataStep /> },
          { path: paths.register.business, element: <BusinessDataStep /> },
          { path: paths.register.password, element: <PasswordStep /> },
          { path: paths.register.terms, element: <TermsStep /> },
          { path: paths.register.success, element: <SuccessStep /> },
        ],
      },
    ],
    { entry: path },
  );
}

/** A registration step's POST, answering `status` and `body` ({ message: 'ok' } by default). */
export function registerStep(path: string, status = 200, body: Record<string, unknown> = { message: 'ok' }) {
  return http.post(`/api${path}`, () => HttpResponse.json(body, { status }));
}

/** What the steps before `step` leave in the draft. */
const email = { email: 'ana@empresa.test' };
const personal = { ...email, name: 'Ana', lastname: 'Souza', tel: '(11) 91234-5678' };
const business = { ...personal, cnpj_cpf: '12.ABC.345/01DE-35', company_name: 'Estúdio Souza' };
const password = { ...business, password: 'senha123', passwordChosen: true };
export const draftAfter = { email, personal, business, password } satisfies Record<string, Partial<Draft>>;

/** GET /register-draft: the draft the server holds for this browser, or none (404). */
function serverDraft(draft: Partial<RegisterDraftAnswer> | null) {
  return http.get('/api/register-draft', () =>
    draft
      ? HttpResponse.json({ ...blankServerDraft, ...draft })
      : HttpResponse.json(refusal('registrationExpired'), { status: 404 }),
  );
}

const blankServerDraft: RegisterDraftAnswer = {
  email: '',
  firstname: '',
  lastname: '',
  phone: '',
  document: '',
  name_company: '',
  activity: '',
  phone_company: '',
  site: '',
  password_chosen: false,
};
