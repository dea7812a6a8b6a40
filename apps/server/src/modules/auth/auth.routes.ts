import type { FastifyInstance } from 'fastify';
import { accountCalls as calls } from '@portal/shared';
import { languageOf } from '../../plugins/error-handler.ts';
import { registerCall } from '../../plugins/route.ts';
import type { AuthDeps } from './auth.deps.ts';
import * as service from './auth.service.ts';
import { sendCode } from './verify-code.service.ts';

/** Account calls: parse → service → reply; nothing else. */
export function authRoutes(app: FastifyInstance, deps: AuthDeps) {
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
    ({ body, request }) => service.register(deps, body, request.ip, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'resetPassword',
    calls.resetPassword,
    ({ body, request }) => service.resetPassword(deps, body, request.ip),
    tags,
  );
  registerCall(
    app,
    'changePassword',
    calls.changePassword,
    ({ body, user, request }) => service.changePassword(deps, user, body, request.ip),
    tags,
  );
  registerCall(
    app,
    'loginByPassword',
    calls.loginByPassword,
    ({ body, request }) => service.loginByPassword(deps, body, request.ip, languageOf(request)),
    tags,
  );
  registerCall(
    app,
    'loginBySms',
    calls.loginBySms,
    ({ body, request }) => service.loginBySms(deps, body, request.ip, languageOf(request)),
    tags,
  );
  registerCall(app, 'logout', calls.logout, ({ user }) => service.logout(deps, user), tags);
  registerCall(
    app,
    'getCurrentUser',
    calls.getCurrentUser,
    ({ user }) => service.currentUser(deps, user),
    tags,
  );
}
