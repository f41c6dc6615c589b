/** The heating types an admin picks from (SPEC §3). */
export const HEATING_TYPES = ['Gas', 'Öl', 'Fernwärme', 'Wärmepumpe', 'Solar', 'Pellets', 'Elektro'] as const;
