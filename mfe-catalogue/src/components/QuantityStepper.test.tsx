import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './QuantityStepper';

describe('quantity stepper', () => {
  it('starts at 1, never goes below 1, and has no upper bound; a quantity can be typed too', async () => {
    const user = userEvent.setup();
    render(<QuantityStepper id="quantity" name="quantity" />);
    const field = screen.getByRole('spinbutton', { name: 'Quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    expect(field).toHaveValue(1);
    expect(decrease).toBeDisabled();
    for (let i = 0; i < 25; i += 1) await user.click(increase);
    expect(field).toHaveValue(26);
    await user.click(decrease);
    expect(field).toHaveValue(25);
    await user.clear(field);
    await user.type(field, '1');
    expect(decrease).toBeDisabled();
  });
});
