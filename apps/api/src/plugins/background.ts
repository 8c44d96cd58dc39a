import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work that must not delay an answer, because the delay itself would tell something: recovery
 * issues its link only after answering, so a known e-mail is not slower than an unknown one
 * (docs/decisions/011-work-after-the-answer.md). Tasks start once the answer is on its way, their errors are
 * logged, and closing the app waits for them.
 */
export type Background = {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished. */
  idle(): Promise<void>;
};

export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    const running = new Set<Promise<unknown>>();
    const background: Background = {
      run(name, task) {
        const job = new Promise((resolve) => setImmediate(resolve))
          .then(task)
          .catch((err: unknown) => app.log.error({ err, task: name }, 'background task failed'))
          .finally(() => running.delete(job));
        running.add(job);
      },
      async idle() {
        while (running.size > 0) await Promise.allSettled([...running]);
      },
    };
    app.decorate('background', background);
    app.addHook('onClose', async () => {
      await background.idle();
    });
  },
  { name: 'arena-background' },
);
