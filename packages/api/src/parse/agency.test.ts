import { describe, expect, it } from 'vitest';
import { decodeWith, expectMalformed } from '../test/decode';
import { agentPhone, agentRegistered } from './agency';

describe('agency', () => {
  it('"status false means the phone is free": a status that is not a yes or no is unusable', () => {
    expect(decodeWith(agentPhone, { status: false }).value).toEqual({ status: false });
    expectMalformed(agentPhone, { status: 'false' });
  });

  it('a registration answer that is not a success is not taken for one', () => {
    expectMalformed(agentRegistered, { status: false, message: 'PHONE_ALREADY_REGISTERED' });
  });
});
