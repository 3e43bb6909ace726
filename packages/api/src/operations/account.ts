import { READ_ON_RETURN } from '../freshness';
import { approvalAnswer, userAnswer } from '../parse/account';
import { defineRead } from '../read';

/** "On load, if an auth token is stored, the user info is fetched." */
export const getUserQuery = defineRead('getUser', '/user', {
  owner: 'player',
  decoder: userAnswer,
  pick: (answer) => answer.data,
  ...READ_ON_RETURN,
});

export const checkApprovalQuery = defineRead('checkApproval', '/player/check/approval', {
  owner: 'player',
  decoder: approvalAnswer,
  ...READ_ON_RETURN,
});
