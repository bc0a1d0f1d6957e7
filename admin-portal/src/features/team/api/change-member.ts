import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { callTeam, teamKeys, type Member } from './team-function';

export type MemberChange = 'make-admin' | 'remove-admin' | 'remove-account';

const REQUESTS: Record<
  MemberChange,
  { path: (id: string) => string; method: 'POST' | 'DELETE'; done: string }
> = {
  'make-admin': { path: (id) => `/members/${id}/admin`, method: 'POST', done: 'is now an administrator' },
  'remove-admin': {
    path: (id) => `/members/${id}/admin`,
    method: 'DELETE',
    done: 'is no longer an administrator',
  },
  'remove-account': { path: (id) => `/members/${id}`, method: 'DELETE', done: 'no longer has an account' },
};

export async function changeMember({ member, change }: { member: Member; change: MemberChange }) {
  const request = REQUESTS[change];
  await callTeam(request.path(member.id), request.method);
  return `${member.email} ${request.done}`;
}

export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMember,
    onSuccess: async (message) => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
    onError: (error) => toast.error(error.message),
  });
}
