import { useMutation as useMutationWith } from '@tanstack/react-query';
import { useQueryClient } from 'shared-ui/query';

// TanStack Query's mutations, apart from 'shared-ui/query': a visitor's first screen only reads, so useMutation and
// its observer come with the contact form's chunk or the admin's, not with every first visit (bench P1). Not a
// shared module (each remote bundles this), so the hook is handed the page's one QueryClient from the shared
// 'shared-ui/query' rather than reading a React context of this bundle's own copy, which no provider sets.
export const useMutation: typeof useMutationWith = (options, queryClient) =>
  useMutationWith(options, useQueryClient(queryClient));
