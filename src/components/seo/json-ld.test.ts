import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '@/components/seo/json-ld';

describe('serializeJsonLd', () => {
  it('escapes characters that could end the script element', () => {
    const output = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(output).not.toContain('<');
    expect(output).not.toContain('>');
    expect(output).toContain('\\u003c/script\\u003e');
  });

  it('escapes ampersands and the JavaScript line separators', () => {
    const output = serializeJsonLd({ text: 'A & B\u2028C\u2029D' });
    expect(output).toBe('{"text":"A \\u0026 B\\u2028C\\u2029D"}');
  });

  it('round-trips to the same data through JSON.parse', () => {
    const data = [{ '@type': 'Thing', name: 'Kredit <b>&</b> "Zinsen"', list: ['\u2028'] }];
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
