import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { endpointRoute } from '../api/endpoint-route';
import { confirmSecondFactor, newSecondFactorSecret, stepOfCode } from './second-factor';
import type { SecondFactorKeys } from './second-factor-keys';

const ALREADY_ENROLLED = 'A second factor is already set up for this account';
const NOTHING_PENDING = 'Start the setup again: no new secret is waiting in this session';
const WRONG_CODE = 'The code does not match the new secret';

/**
 * /api/admin/second-factor: an admin sets up TOTP in the browser. The new secret waits in the
 * session (sealed) until a code of it comes back, so a secret the app never received is never
 * stored. Replacing or removing a second factor stays with the command line (npm run admin -- totp).
 */
export default async function secondFactorRoutes(app: FastifyInstance, options: { keys: SecondFactorKeys }) {
  const { keys } = options;

  endpointRoute(
    app,
    'startSecondFactor',
    async (request, reply) => {
      const user = request.user!;
      if (user.secondFactor === 'enrolled') return reply.code(409).send({ message: ALREADY_ENROLLED });
      const { secret, uri } = newSecondFactorSecret(user.username);
      request.session.set('pendingSecondFactor', keys.seal(secret));
      const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },
    { invalidates: [], audit: false },
  );

  endpointRoute(
    app,
    'confirmSecondFactor',
    async (request, reply) => {
      const user = request.user!;
      if (user.secondFactor === 'enrolled') return reply.code(409).send({ message: ALREADY_ENROLLED });
      const sealed = request.session.get('pendingSecondFactor');
      const secret = sealed ? keys.open(sealed) : null;
      if (!secret) return reply.code(409).send({ message: NOTHING_PENDING });
      const step = stepOfCode(user.username, secret, request.body.code);
      if (step === null) return reply.code(422).send({ message: WRONG_CODE });
      const recoveryCodes = await confirmSecondFactor(app.db, keys, {
        userId: user.id,
        secret,
        step,
        keepSessionId: request.session.sessionId,
      });
      if (!recoveryCodes) return reply.code(409).send({ message: ALREADY_ENROLLED });
      request.session.set('pendingSecondFactor', undefined);
      request.log.info({ userId: user.id }, 'second factor set up in the browser');
      return { recoveryCodes };
    },
    { invalidates: [], audit: () => ({ targetId: null }) },
  );
}
