import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document at /api/docs, generated from the route schemas (docs/product.md#api). */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Arena Cowork API',
          description: 'API do aplicativo de membros e do back-office do Arena Cowork.',
          version: '1.0.0',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      },
      transform: jsonSchemaTransform,
    });
    app.get('/api/docs', { schema: { hide: true }, config: { auth: 'public' } }, async () => app.swagger());
  },
  { name: 'arena-swagger' },
);
