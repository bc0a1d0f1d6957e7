import { queryOptions, useQuery } from 'shared-ui/query';
import { callTeam, teamKeys, type Member } from './team-function';

export const getTeam = async () => (await callTeam<{ members: Member[] }>('', 'GET')).members;

export const teamQueryOptions = () => queryOptions({ queryKey: teamKeys.adminList(), queryFn: getTeam });

export const useTeam = () => useQuery(teamQueryOptions());
