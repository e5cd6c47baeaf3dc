import { z } from 'zod';
import { LOCALES, type Locale } from './i18n/locale';
import { languageMessages } from './language-messages';

/**
 * A person's chosen language, stored on the account (issue 26): `en` or `hi`; null until chosen.
 * The answers that describe an account (login, profile, permissions) carry it as `language`.
 */
export const languageSchema = z.enum(LOCALES, { error: languageMessages.invalid });

/** Body of PUT /api/account/language (any signed-in account, its own language). */
export const languageBodySchema = z.object({ language: languageSchema }, { error: languageMessages.invalid });
export type LanguageBody = { language: Locale };
