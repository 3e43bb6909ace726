import { done } from './fields';

export const agentRegistered = done('SUCCESS');
export { permission as agentPhone } from './fields';
