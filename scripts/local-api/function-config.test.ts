import { describe, expect, it } from 'vitest';
import { functionsWithoutJwtCheck } from './function-config';

describe('functionsWithoutJwtCheck', () => {
  it.each([
    ['no functions table', '[api]\nenabled = true\n', []],
    ['verify_jwt = false', '[functions.affiliate-postback]\nverify_jwt = false\n', ['affiliate-postback']],
    ['a quoted name and a comment', '[functions."affiliate-postback"]  # network calls it\nverify_jwt = false # no key\n', ['affiliate-postback']],
    ['verify_jwt = true', '[functions.generate-seo]\nverify_jwt = true\n', []],
    ['the setting under another table', '[functions.a]\nenabled = true\n[auth]\nverify_jwt = false\n', []],
    ['two functions', '[functions.a]\nverify_jwt = false\n[functions.b]\nverify_jwt = true\n', ['a']],
  ])('%s', (_case, toml, expected) => {
    expect([...functionsWithoutJwtCheck(toml)]).toEqual(expected);
  });
});
