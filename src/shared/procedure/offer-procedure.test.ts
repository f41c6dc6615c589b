import { describe, expect, it } from 'vitest';
import { procedureRefusalOf } from './offer-procedure';

const sealed = { mode: 'sealed' as const, minimumOffer: null, minimumStep: null, highestOffer: null };

describe('procedureRefusalOf', () => {
  it('takes any amount without a minimum, and the minimum itself', () => {
    expect(procedureRefusalOf('1.00', sealed)).toBeNull();
    expect(procedureRefusalOf('500000.00', { ...sealed, minimumOffer: '500000.00' })).toBeNull();
  });

  it('refuses below the minimum, naming it', () => {
    expect(procedureRefusalOf('499999.99', { ...sealed, minimumOffer: '500000.00' })).toEqual({
      reason: 'below-minimum',
      lowestAcceptable: '500000.00',
    });
  });

  it('refuses below the highest plus the step in the open procedure, naming the lowest it takes', () => {
    const open = {
      mode: 'open' as const,
      minimumOffer: '400000.00',
      minimumStep: '5000.00',
      highestOffer: '510000.00',
    };
    expect(procedureRefusalOf('514999.99', open)).toEqual({ reason: 'below-step', lowestAcceptable: '515000.00' });
    expect(procedureRefusalOf('515000.00', open)).toBeNull();
    // Below the minimum as well: the minimum is the reason.
    expect(procedureRefusalOf('300000.00', open)).toEqual({ reason: 'below-minimum', lowestAcceptable: '400000.00' });
  });
});
