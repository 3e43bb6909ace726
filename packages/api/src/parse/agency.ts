import { done } from './decode';

export const agentRegistered = done('SUCCESS');
export { permission as agentPhone } from './decode';
