import { adminSummary, healthAnswer, publicConfigAnswer } from './schemas.ts';
import { endpoint } from '../contract/endpoint.ts';

/** The server's own calls (docs/product.md#api-system). */

export const getHealth = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  tag: 'system',
  summary: 'Saúde do servidor, do banco e do Redis (quando configurado)',
  answers: { 200: healthAnswer, 503: healthAnswer },
});

export const getConfig = endpoint({
  method: 'GET',
  path: '/config',
  access: 'public',
  tag: 'system',
  summary: 'Configurações públicas que o app usa',
  answers: { 200: publicConfigAnswer },
});

export const getAdminSummary = endpoint({
  method: 'GET',
  path: '/admin/summary',
  access: 'staff',
  roles: ['recepcao', 'financeiro', 'admin'],
  tag: 'admin',
  summary: 'Cadastros pendentes e pedidos abertos (contadores)',
  answers: { 200: adminSummary },
});
