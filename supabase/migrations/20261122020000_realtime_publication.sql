-- Live public pages: Realtime streams changes of these tables (each subscriber still sees only the rows
-- RLS lets it read). contact_messages stays out: visitors' messages are never broadcast.
alter publication supabase_realtime add table
  public.welcome_section, public.announcements, public.events, public.notices;
