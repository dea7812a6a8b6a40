import type { FastifyInstance } from 'fastify';
import { accountCalls as calls } from '@portal/shared';
import { registerCall } from '../../plugins/route.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import * as auth from '../auth/auth.service.ts';
import { sendCode } from '../auth/verify-code.service.ts';
import * as account from './account.service.ts';

/**
 * The account calls (registration, sign-in, passwords, the current user): parse → service → reply; nothing else.
 * Calls that answer with the signed-in user go through account.service (auth's answer plus `leader`); the others are
 * auth's alone.
 */
export function accountRoutes(app: FastifyInstance, deps: AuthDeps) {
  const tags = ['accounts'];
  registerCall(
    app,
    'sendVerifyCode',
    calls.sendVerifyCode,
    ({ ctx, body, request }) => sendCode(deps, body, request.ip, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'register',
    calls.register,
    ({ ctx, body, request }) => account.register(deps, body, request.ip, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'resetPassword',
    calls.resetPassword,
    ({ body, request }) => auth.resetPassword(deps, body, request.ip),
    tags,
  );
  registerCall(
    app,
    'changePassword',
    calls.changePassword,
    ({ body, ctx, request }) => auth.changePassword(deps, ctx, body, request.ip),
    tags,
  );
  registerCall(
    app,
    'loginByPassword',
    calls.loginByPassword,
    ({ ctx, body, request }) => account.loginByPassword(deps, body, request.ip, ctx.lang),
    tags,
  );
  registerCall(
    app,
    'loginBySms',
    calls.loginBySms,
    ({ ctx, body, request }) => account.loginBySms(deps, body, request.ip, ctx.lang),
    tags,
  );
  registerCall(app, 'logout', calls.logout, ({ ctx }) => auth.logout(deps, ctx), tags);
  registerCall(
    app,
    'getCurrentUser',
    calls.getCurrentUser,
    ({ ctx }) => account.currentUser(deps, ctx),
    tags,
  );
}
