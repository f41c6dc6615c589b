/** The heating types an admin picks from. */
export const HEATING_TYPES = ['Gas', 'Öl', 'Fernwärme', 'Wärmepumpe', 'Solar', 'Pellets', 'Elektro'] as const;
