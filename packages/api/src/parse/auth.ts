import { literal, object } from './decode';
import { done, filled, ok } from './fields';

export const login = object({
  message: literal('SUCCESS', 'REQUIRE_RESET_PASSWORD'),
  token: filled,
});
export const registered = object({ status: ok, token: filled });
export const agentCode = object({ status: ok, reference_agent_id: filled });
export const passwordReset = done('PASSWORD_RESET_SUCCESS');
export const otpSent = done('OTP_SENT');
export const otpVerified = object({
  status: ok,
  message: literal('OTP_VERIFIED'),
  token: filled,
});
export const passwordChanged = done('PASSWORD_CHANGED');
