/** The energy certificate's fixed values (GEG §87). */

export const ENERGY_CLASSES = ['A+', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;

/** GEG §87 certificate types: Bedarfsausweis (calculated demand), Verbrauchsausweis (measured use). */
export const ENERGY_CERTIFICATE_TYPES = ['demand', 'consumption'] as const;

/** GEG §87 main energy carriers for heating; each is shown through the key energyCarrier.<name>. */
export const ENERGY_CARRIERS = [
  'naturalGas',
  'heatingOil',
  'liquidGas',
  'districtHeating',
  'electricity',
  'woodPellets',
  'firewood',
  'ambientHeat',
  'solarThermal',
  'coal',
] as const;
