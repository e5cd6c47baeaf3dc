import { z } from 'zod';
import { emailSchema, usernameSchema } from './account';
import { MIN_PASSWORD_LENGTH } from './auth';
import { FIELD_LABELS } from './field-labels';
import { messages } from './messages';
import { PERMISSION_KEYS, type PermissionKey, type Permissions } from './permissions';
import { isStorableText } from './text';

/** Body of POST /api/admin/subadmin. */
export const subAdminCreateBodySchema = z.object(
  {
    username: usernameSchema,
    email: emailSchema,
    password: z
      .string({ error: messages.login.passwordRequired })
      .min(1, messages.login.passwordRequired)
      .min(MIN_PASSWORD_LENGTH, messages.account.passwordTooShort(MIN_PASSWORD_LENGTH))
      .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.password)),
  },
  { error: messages.account.usernameRequired },
);
export type SubAdminCreateBody = z.infer<typeof subAdminCreateBodySchema>;

/** Body of PUT /api/admin/updatesubadmin/{id}. */
export const subAdminUpdateBodySchema = z.object(
  { username: usernameSchema, email: emailSchema },
  { error: messages.account.usernameRequired },
);
export type SubAdminUpdateBody = z.infer<typeof subAdminUpdateBodySchema>;

const permissionShape = Object.fromEntries(
  PERMISSION_KEYS.map((key) => [
    key,
    z.boolean({ error: messages.subadmin.permissionNotBoolean }).optional(),
  ]),
) as Record<PermissionKey, z.ZodOptional<z.ZodBoolean>>;

/**
 * Body of POST /api/admin/permissions: a partial map merged into the stored one, so the role matrix
 * can send just the toggled checkbox. Unknown keys are refused rather than silently dropped, so a
 * typo cannot look like a successful save.
 */
export const permissionsUpdateBodySchema = z.object(
  {
    subAdminId: z
      .string({ error: messages.subadmin.subAdminIdRequired })
      .trim()
      .min(1, messages.subadmin.subAdminIdRequired)
      .refine(isStorableText, messages.text.invalidCharacters(FIELD_LABELS.subAdmin)),
    permissions: z.strictObject(permissionShape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? messages.subadmin.unknownPermission(issue.keys.join(', '))
          : messages.subadmin.permissionsRequired,
    }),
  },
  { error: messages.subadmin.subAdminIdRequired },
);
export type PermissionsUpdateBody = z.infer<typeof permissionsUpdateBodySchema>;

/** A sub-admin as the list calls return it. */
export type SubAdmin = { _id: string; username: string; email: string; role: 'subadmin' };
/** A sub-admin with its permissions, as GET /api/admin/subadmins returns it for the role matrix. */
export type SubAdminWithPermissions = SubAdmin & { permissions: Permissions };
