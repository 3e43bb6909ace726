import { describe, expect, it } from 'vitest';
import { localizedName } from './names';

describe('upstream names (000 §3 "a JSON string with a vn key"; 001 §3 "an \'en\' name is used")', () => {
  it('reads the asked key of the JSON', () => {
    const raw = JSON.stringify({ vn: 'Nổ hũ', en: 'Slots' });
    expect(localizedName(raw, 'vn')).toBe('Nổ hũ');
    expect(localizedName(raw, 'en')).toBe('Slots');
  });

  it('a JSON object without that key, or with it empty, is the fallback', () => {
    expect(localizedName(JSON.stringify({ en: 'Slots' }), 'vn', '7')).toBe('7');
    expect(localizedName(JSON.stringify({ vn: '' }), 'vn', '7')).toBe('7');
  });

  it('plain text (not JSON, or JSON that is no object) is shown as it came', () => {
    expect(localizedName('Bắn cá', 'vn')).toBe('Bắn cá');
    expect(localizedName('42', 'en', 'x')).toBe('42');
  });

  it('nothing to show is the fallback: an empty name, or no text at all', () => {
    expect(localizedName('', 'vn', '7')).toBe('7');
    expect(localizedName(null, 'en', '7')).toBe('7');
    expect(localizedName(undefined, 'vn')).toBe('');
  });
});
