import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { updateProfileRequestSchema } from '@/contract/accounts';
import { toCamelKeys, toSnakeKeys } from '@/contract/wire-case';
import { AVATAR_FIELD, AVATAR_MAX_BYTES } from '@/domain/account/avatar-rules';
import type { AppEnv, ServerContext } from '../../context';
import { AppError } from '../../http/app-error';
import { authenticate } from '../../http/auth';
import { answerRefusal } from '../../http/errors';
import { containsNul } from '../../http/nul';
import { limitsGuard } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { translate } from '../../messages/messages';
import { getProfile, updateProfile } from './account-service';
import { prepareAvatar, storeAvatar } from './avatar-service';

/** Room for the picture and the form's other fields. */
const MAX_MULTIPART_BYTES = AVATAR_MAX_BYTES + 64 * 1024;
const TOKEN_FIELDS = new Set(['access_token', 'accessToken']);
/** Form fields that are booleans on the JSON side. */
const BOOLEAN_FIELDS = new Set(['subscribeMarketingEmail']);
/** Optional fields a form clears by sending them empty (a form has no null). */
const CLEARABLE_FIELDS = new Set(['phone', 'birthday']);

/** Only a PUT with a multipart body is this form's; every other request passes on untouched. */
function isMultipart(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'PUT') return false;
  return (c.req.header('Content-Type') ?? '').toLowerCase().startsWith('multipart/form-data');
}

/**
 * PUT /users.json as the web client sends it: a multipart form with `access_token`, profile fields in
 * snake_case and an optional `avatar` picture (tests/server/accounts/avatar.test.ts). The same member
 * check, limits and field rules as the JSON form (which this passes on to the endpoint's mount); the
 * picture is checked and re-encoded (prepareAvatar), then stored (storeAvatar) and served resized by the image routes.
 */
export function multipartProfileUpdate(ctx: ServerContext): [MiddlewareHandler<AppEnv>, MiddlewareHandler<AppEnv>] {
  const guard = limitsGuard(ctx, 'account.profileUpload', { perClient: 20, perAddress: 100, windowSeconds: 60 * 60 });
  const limit = bodyLimit({
    maxSize: MAX_MULTIPART_BYTES,
    onError: (c) => answerRefusal(c as Context<AppEnv>, new AppError(413, 'avatarTooLarge', { max: AVATAR_MAX_BYTES / 1024 / 1024 }, { field: 'avatar' })),
  });
  return [
    async (c, next) => (isMultipart(c) ? limit(c, next) : next()),
    async (c, next) => {
      if (!isMultipart(c)) return next();
      const lang = c.get('lang');
      try {
        let form: Record<string, string | File>;
        try {
          form = await c.req.parseBody();
        } catch {
          throw new AppError(400, 'badForm');
        }
        const fields: Record<string, unknown> = {};
        let avatar: File | null = null;
        let token: string | undefined;
        for (const [name, value] of Object.entries(form)) {
          if (name === AVATAR_FIELD) {
            if (typeof value === 'string') throw new AppError(415, 'avatarType', {}, { field: 'avatar' });
            avatar = value;
          } else if (TOKEN_FIELDS.has(name)) {
            if (typeof value === 'string') token = value;
          } else if (typeof value === 'string') {
            fields[name] = value;
          }
        }
        if (containsNul([fields, token])) throw new AppError(400, 'nulCharacter');
        const user = await authenticate(ctx, c, 'member', token === undefined ? {} : { access_token: token });
        if (!user) throw new AppError(401, 'provideToken');
        await guard({ c, user });
        const camel = toCamelKeys<Record<string, unknown>>(fields);
        for (const name of BOOLEAN_FIELDS) {
          if (name in camel) camel[name] = camel[name] === 'true' || camel[name] === '1';
        }
        for (const name of CLEARABLE_FIELDS) {
          if (typeof camel[name] === 'string' && camel[name].trim() === '') camel[name] = null;
        }
        const body = validate(updateProfileRequestSchema, camel, lang);
        // Every check (the picture's, then the fields') before anything is kept.
        const image = avatar ? await prepareAvatar(avatar) : null;
        if (Object.keys(body).length > 0) await updateProfile(ctx, user, body);
        if (image) await storeAvatar(ctx, user.id, image);
        const data = await getProfile(ctx, user, lang);
        return c.json(toSnakeKeys<object>({ success: true, message: translate(lang, 'profileUpdated'), data }));
      } catch (err) {
        if (err instanceof AppError) return answerRefusal(c, err);
        throw err;
      }
    },
  ];
}
