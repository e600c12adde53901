import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findUnsafeInput } from '@farewise/domain/api/text-input.rules';
import { badRequest } from '../shared/app-error.ts';

/**
 * The domain's text rule on every request of every route, before its schema runs: the path's
 * parameters, the query and the body are refused with a 400 envelope naming the field when they
 * carry a control character (NUL and the like) or nest too deeply. A hook on the root instance,
 * so routes added later by any module are covered without a line of their own.
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const problem =
        findUnsafeInput(request.params) ??
        findUnsafeInput(request.query) ??
        findUnsafeInput(request.body);
      if (problem) throw badRequest(problem.message, [problem]);
    });
  },
  { name: 'farewise-text-input' },
);
