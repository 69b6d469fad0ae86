import { describe, expect, it } from 'vitest';
import { billableSplit } from './billableShare';

describe('billableSplit', () => {
  it('splits the time into billable and non-billable, with the billable share', () => {
    expect(billableSplit({ time: 480, billable_time: 360 })).toEqual({ billable: 360, nonBillable: 120, share: 0.75 });
    expect(billableSplit({ time: 90, billable_time: 90 })).toEqual({ billable: 90, nonBillable: 0, share: 1 });
    expect(billableSplit({ time: 90, billable_time: 0 })).toEqual({ billable: 0, nonBillable: 90, share: 0 });
  });

  it('has no share for a period without time', () => {
    expect(billableSplit({ time: 0, billable_time: 0 })).toEqual({ billable: 0, nonBillable: 0, share: null });
  });
});
