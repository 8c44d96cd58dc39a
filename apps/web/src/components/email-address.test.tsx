import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('an e-mail address on a narrow screen', () => {
  it('reads as the address, offers a break before the @ and each dot, and none at a hyphen', () => {
    const { container } = render(<EmailAddress email="bruno-2@minha-empresa.com.br" />);
    const box = container.querySelector('.email-address');
    expect(box?.textContent).toBe('bruno-2@minha-empresa.com.br');
    expect(box?.querySelectorAll('wbr')).toHaveLength(3);
    // Each hyphen is held to the letter after it.
    expect([...(box?.querySelectorAll('.email-hyphen') ?? [])].map((s) => s.textContent)).toEqual(['-2', '-e']);
    // The break before the domain comes right before the @.
    expect(box?.innerHTML).toMatch(/bruno<span class="email-hyphen">-2<\/span><wbr>@minha/);
  });
});
