import { ENERGY_CLASSES } from '#shared/properties/energy-certificate.ts';

/** A compact A+…H bar with the property's class raised. Decorative: the class is also given as text. */
export function EnergyScale({ energyClass }: { energyClass: string }) {
  const active = energyClass.trim().toUpperCase();
  return (
    <div className="flex items-end gap-1" aria-hidden>
      {ENERGY_CLASSES.map((cls) => {
        const isActive = cls === active;
        return (
          <div key={cls} className="energy-step">
            {/* Colours per class (A+ green … H red) are in styles.css. */}
            <span data-energy={cls} className={isActive ? 'energy-chip energy-chip-active' : 'energy-chip'}>
              {cls}
            </span>
          </div>
        );
      })}
    </div>
  );
}
