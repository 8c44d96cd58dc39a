import { describe, expect, it } from 'vitest';
import { displayPhone, formatInstant, telHref, whatsappHref } from './inbox-format';

describe('inbox formats', () => {
  it('shows instants in the space’s zone, in pt-BR', () => {
    expect(formatInstant('2026-11-23T13:00:00.000Z', 'America/Sao_Paulo')).toBe('23/11/2026 às 10:00');
    expect(formatInstant('2026-11-24T02:30:00.000Z', 'America/Sao_Paulo')).toBe('23/11/2026 às 23:30');
    expect(formatInstant('2026-11-24T02:30:00.000Z', 'UTC')).toBe('24/11/2026 às 02:30');
  });

  it('links Brazilian phones to calls and WhatsApp, and leaves the rest alone', () => {
    expect(telHref('(11) 91234-5678')).toBe('tel:+5511912345678');
    expect(whatsappHref('(11) 91234-5678')).toBe('https://wa.me/5511912345678');
    expect(whatsappHref('3456-7890 / 11 3456-7890')).toBeNull();
    expect(whatsappHref('+55 11 91234-5678')).toBe('https://wa.me/5511912345678');
    expect(telHref('')).toBeNull();
    expect(displayPhone('11912345678')).toBe('(11) 91234-5678');
    expect(displayPhone('3456-7890')).toBe('3456-7890');
  });
});
