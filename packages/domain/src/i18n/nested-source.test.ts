import { afterAll, describe, expect, it } from 'vitest';
import { loginMessages } from '../login-messages';
import { messages } from '../messages';
import { catalogue, inLocale, installTranslations, localise } from './catalogue';
import { compileIcu, hindi as portalHindi } from './hi/index';

/*
 * A source registered on its own and nested in another at its own path (`messages.login`, kept apart
 * so the web's login page does not load all of `messages.ts`) is the same source under both names,
 * found and translated by the same keys.
 */

const inner = catalogue('test.outer.inner', { hello: 'Hello', greet: (name: string) => `Hello, ${name}` });
const outer = catalogue('test.outer', { inner, bye: 'Bye' });

installTranslations(
  'hi',
  {
    ...portalHindi,
    'test.outer.inner.hello': 'नमस्ते',
    'test.outer.inner.greet': 'नमस्ते, {0}',
    'test.outer.bye': 'अलविदा',
  },
  compileIcu,
);
afterAll(() => installTranslations('hi', portalHindi, compileIcu));

describe('a source nested at its own path', () => {
  it('stays the same source, in English and in Hindi', () => {
    expect(outer.inner).toBe(inner);
    expect(messages.login).toBe(loginMessages);
    expect(messages.login.invalidCredentials).toBe('Invalid email or password.');
    expect(inLocale(outer, 'hi').inner.hello).toBe('नमस्ते');
    expect(inLocale(inner, 'hi').greet('Asha')).toBe('नमस्ते, Asha');
    expect(inLocale(outer, 'hi').bye).toBe('अलविदा');
    expect(localise(outer.inner.greet('Ravi'), 'hi')).toBe('नमस्ते, Ravi');
    expect(inLocale(messages, 'hi').login.failed).toBe(inLocale(loginMessages, 'hi').failed);
    expect(inLocale(loginMessages, 'hi').failed).toMatch(/[\u0900-\u097F]/);
  });

  it('is refused at any other path', () => {
    expect(() => catalogue('test.elsewhere', { inner })).toThrow(/nested at test\.elsewhere\.inner/);
  });
});
