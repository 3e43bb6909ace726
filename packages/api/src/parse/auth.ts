import { object, string } from './decode';
import { done, filled, ok } from './fields';

export const login = object({
  // 000 §4 acts on 'REQUIRE_RESET_PASSWORD'; any other message is a plain success.
  message: string,
  token: filled,
});
export const registered = object({ status: ok, token: filled });
export const agentCode = object({ status: ok, reference_agent_id: filled });
export const passwordReset = done;
export const otpSent = done;
export const otpVerified = object({
  status: ok,
  message: string,
  token: filled,
});
export const passwordChanged = done;
