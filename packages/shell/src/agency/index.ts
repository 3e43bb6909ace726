export { AgencyRegisterPage, type AgencyRegisterPageProps } from './AgencyRegisterPage';
export { AGENCY_COUNTDOWN_KEY } from './countdown';
