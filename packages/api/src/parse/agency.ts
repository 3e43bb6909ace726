import { done } from './fields';

export const agentRegistered = done;
export { permission as agentPhone } from './fields';
