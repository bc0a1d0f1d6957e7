/** The parts of the church's address the office fills in (the church_settings row). */
export interface AddressParts {
  street_address?: string | null;
  locality?: string | null;
  region?: string | null;
}

/**
 * "Plot 14, Asokwa Main Road, Asokwa, Kumasi, Ashanti Region": what the office filled in, in that order, as the
 * public pages, the admin's footer preview and the calendar feed's event locations all write it.
 */
export const addressLine = (parts: AddressParts): string =>
  [parts.street_address, parts.locality, parts.region]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
