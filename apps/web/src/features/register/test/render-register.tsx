import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { ModalProvider } from '../../../components/modal';
import { paths } from '../../../config/paths';
import type { Draft } from '../components/draft-provider';
import BusinessDataStep from '../routes/business-data';
import EmailStep from '../routes/email';
import PasswordStep from '../routes/password';
import PersonalDataStep from '../routes/personal-data';
import RegisterLayout from '../routes/register-layout';
import SuccessStep from '../routes/success';
import TermsStep from '../routes/terms';

// Machines running several suites at once are slow: give async queries more than 1 s.
configure({ asyncUtilTimeout: 4000 });

/** The wizard as the router mounts it, opened at `path` with what earlier steps left. */
export function renderRegister(path: string, initialDraft?: Partial<Draft>) {
  const router = createMemoryRouter(
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
    { initialEntries: [path] },
  );
  render(
    <ModalProvider>
      <RouterProvider router={router} />
    </ModalProvider>,
  );
  return router;
}

/** What the steps before `step` leave in the draft. */
export const draftAfter = {
  email: { email: 'ana@empresa.test' },
  personal: { email: 'ana@empresa.test', name: 'Ana', lastname: 'Souza', tel: '(11) 91234-5678' },
  business: {
    email: 'ana@empresa.test',
    name: 'Ana',
    lastname: 'Souza',
    tel: '(11) 91234-5678',
    cnpj_cpf: '12.ABC.345/01DE-35',
    company_name: 'Estúdio Souza',
  },
  password: {
    email: 'ana@empresa.test',
    name: 'Ana',
    lastname: 'Souza',
    tel: '(11) 91234-5678',
    cnpj_cpf: '12.ABC.345/01DE-35',
    company_name: 'Estúdio Souza',
    password: 'senha123',
  },
} satisfies Record<string, Partial<Draft>>;

type Reply = readonly [status: number, body: unknown];

/** Stubs fetch like the API: each path answers with a status and a JSON body. */
export function stubApi(answers: Record<string, Reply>) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    const reply = answers[url.replace(/^\/api/, '')];
    if (!reply) throw new Error(`unexpected call ${url}`);
    return new Response(JSON.stringify(reply[1]), {
      status: reply[0],
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    /** The JSON bodies sent to `path`, in order. */
    sent: (path: string): unknown[] =>
      fetch.mock.calls
        .filter(([url]) => url === `/api${path}`)
        .map(([, init]) => JSON.parse(String(init?.body ?? 'null'))),
  };
}

export const ok = [200, { message: 'ok' }] as const;
