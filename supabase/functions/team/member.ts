/** What the `team` Edge Function answers for one person: its own code and the admin portal's both read this type. */
export interface Member {
  id: string;
  email: string;
  role: 'admin' | 'member';
  status: 'invited' | 'active';
  invited_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  is_you: boolean;
}
