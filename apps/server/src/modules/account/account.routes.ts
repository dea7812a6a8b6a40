import type { FastifyInstance } from 'fastify';
import { accountCalls as calls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
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
    ({ body, request }) => sendCode(deps, body, request.ip, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'register',
    calls.register,
    ({ body, request }) => account.register(deps, body, request.ip, languageOf(request)),
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
    ({ body, user, request }) => auth.changePassword(deps, user, body, request.ip),
    tags,
  );
  registerCall(
    app,
    'loginByPassword',
    calls.loginByPassword,
    ({ body, request }) => account.loginByPassword(deps, body, request.ip, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'loginBySms',
    calls.loginBySms,
    ({ body, request }) => account.loginBySms(deps, body, request.ip, languageOf(request)),
    tags,
  );
  registerCall(app, 'logout', calls.logout, ({ user }) => auth.logout(deps, user), tags);
  registerCall(
    app,
    'getCurrentUser',
    calls.getCurrentUser,
    ({ user }) => account.currentUser(deps, user),
    tags,
  );
}
