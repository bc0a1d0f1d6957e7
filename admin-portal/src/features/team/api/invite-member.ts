import { toast } from 'shared-ui/notifications';
import { useMutation } from 'shared-ui/mutation';
import { useQueryClient } from 'shared-ui/query';
import { callTeam, teamKeys, type Member } from './team-function';

export const inviteMember = async (email: string) =>
  (await callTeam<{ member: Member }>('/invite', 'POST', { email })).member;

/** Errors stay with the form (it shows them beside the field and keeps what was typed). */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: async (member) => {
      toast.success(`Invitation sent to ${member.email}`);
      await queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
