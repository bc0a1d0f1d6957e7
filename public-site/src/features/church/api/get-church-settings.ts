import { getPublicClient } from 'shared-ui/connection';
import { churchSettingsDomain, getChurchSettings } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';

/**
 * The church's details for every page (footer, contact, home, about, give, the live banner). The layout's
 * loader starts this read alongside the page's own (routes.tsx), so it adds no round trip before content;
 * open pages follow the office's edits over Realtime (public-layout.tsx).
 */
export const churchSettingsQuery = () =>
  queryOptions({
    queryKey: churchSettingsDomain.keys.detail('current'),
    queryFn: () => getChurchSettings(getPublicClient()),
  });

export const useChurchSettings = () => useQuery(churchSettingsQuery());

/** Where the church is, for a sentence ("Worship with us in Asokwa, Kumasi"); the city until the row arrives. */
export const useChurchTown = () => useChurchSettings().data?.locality || 'Kumasi';
