import type { PageRoute } from '../../lib/paths';

/**
 * 001 §2 "Agency registration": the screen the standalone agency site shows too (from
 * @wallet/shell/agency); home is this site's /.
 */
export const agentRegisterRoute = {
  path: '/agent/register',
  access: 'public',
  page: () =>
    import('@wallet/shell/agency').then(({ AgencyRegisterPage }) => ({
      default: AgencyRegisterPage,
    })),
} as const satisfies PageRoute;
