import { PHONE_LENGTH } from '@wallet/domain';

/**
 * The public reads keyed by the phone a visitor is typing (the deposit's check, the withdrawal's
 * bank lookup, the register check): "at exactly 10 characters a check runs", never before.
 */
export const PHONE_LOOKUP = {
  request: (phone: string) => ({ params: { path: { phone } } }),
  enabled: (phone: string) => phone.length === PHONE_LENGTH,
};
