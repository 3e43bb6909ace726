import type { DefaultError, UseMutationOptions, WithRequired } from '@tanstack/react-query';

/** A mutation's options with the parts every operation has: its key and its function. */
export type OperationOptions<TData, TError, TVariables> = WithRequired<
  UseMutationOptions<TData, TError, TVariables>,
  'mutationKey' | 'mutationFn'
>;

/**
 * What TanStack Query's `mutationOptions` does (nothing at run time), typed so that `mutationFn`
 * stays required: an operation composed of others (`registerPlayerMutation`: the referral lookup,
 * then the registration; `addBankAccountMutation`: the add, then the saved accounts after a lost
 * answer) runs it without asserting it exists.
 */
export function defineMutation<TData, TError = DefaultError, TVariables = void>(
  options: OperationOptions<TData, TError, TVariables>,
): OperationOptions<TData, TError, TVariables> {
  return options;
}
