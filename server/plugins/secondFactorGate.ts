import fp from 'fastify-plugin';
import { ErrorCode } from '../../contract/errorCodes';
import { enrolmentOperations } from '../../contract/secondFactorRules';
import { ApiError } from '../errors';

const enrolmentFirst = () =>
  new ApiError(
    403,
    'Your role requires two-step sign-in. Add a passkey or an authenticator app from your profile to continue.',
    ErrorCode.SECOND_FACTOR_REQUIRED,
  );

/**
 * A session restricted to enrolment (docs/api.md "Second factors": its role requires a second
 * factor, the grace period has ended, and its person has none) reaches the enrolment operations
 * and its own profile; every other signed-in call answers 403 with errorCode 121.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!request.user?.enrolmentOnly) return;
      const { operation } = request.routeOptions.config;
      const ownProfile = operation === 'getProfile' && String((request.params as { id?: string }).id) === String(request.user.id);
      if (operation !== 'getProfile' && enrolmentOperations.includes(operation ?? '')) return;
      if (ownProfile) return;
      throw enrolmentFirst();
    });
  },
  { name: 'secondFactorGate', dependencies: ['auth'] },
);
