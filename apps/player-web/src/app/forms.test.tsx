import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORM_ROWS, shows, type FormRow } from '../test/form-rows';
import { requestsTo } from '../test/render';
import { hold } from '../test/setup';

// Issue 45 §1: the form-submit rule, once for every form of the sites. `useForm`'s own contract
// (one request per submit, a corrected form submits again) is packages/ui's; this table proves
// each screen uses it: its fields, a mistake and the spec's words for it, the correction, then a
// double tap or a double Enter while the answer is held, and exactly one request reaches the
// upstream. A new form adds a row in src/test/form-rows.ts.

/** Types `value` in a field (a select: the option chosen), replacing what it held. */
async function enter(
  user: Awaited<ReturnType<FormRow['open']>>['user'],
  field: HTMLElement,
  value: string,
) {
  if (field instanceof HTMLSelectElement) return user.selectOptions(field, value);
  await user.clear(field);
  await user.type(field, value);
}

const valueOf = (value: string | (() => string)) => (typeof value === 'function' ? value() : value);

describe.each(FORM_ROWS)(
  '$form: a mistake, its message, the correction, exactly one request',
  (row) => {
    it.each(['tap', 'Enter'] as const)(`by %s (${row.mistake.spec})`, async (how) => {
      const page = await row.open();
      const { user, scope } = page;
      const fields = row.fields(scope);
      const [wrong, right] = fields[row.mistake.field]!;
      for (const [field, value] of fields) {
        await enter(user, field, field === wrong ? row.mistake.typed : valueOf(value));
      }
      // A tried submit: the spec's message, and nothing sent (or the upstream's one refusal).
      // A form whose submit waits for valid fields says why once the field is left for another.
      if (how === 'tap') await user.click(row.submit(scope));
      else {
        await user.type(wrong, '{Enter}');
        const other = fields.find(([field]) => field !== wrong)?.[0];
        if (other) await user.click(other);
      }
      await waitFor(() => expect(shows(row.mistake.message)).toBe(true));
      expect(requestsTo(row.call)).toBe(row.mistakeSends ?? 0);

      await enter(user, wrong, valueOf(right));
      await waitFor(() => expect(shows(row.mistake.message)).toBe(false));
      const targets = (await row.toSendStep?.(page, how)) ?? {
        tap: row.submit(scope),
        enter: fields.at(-1)![0],
      };

      // The answer is held until both taps or both Enters are in: the second meets a call on its way.
      const answer = hold('POST', row.call.slice('POST /api'.length));
      if (how === 'tap') await user.dblClick(targets.tap);
      else {
        act(() => targets.enter.focus());
        await user.keyboard('{Enter}{Enter}');
      }
      await answer.arrived;
      answer.release();
      await row.sent(page);
      await act(async () => {});
      expect(requestsTo(row.call)).toBe((row.mistakeSends ?? 0) + 1);
    });
  },
);
