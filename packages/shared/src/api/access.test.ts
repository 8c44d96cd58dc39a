import { describe, expect, it } from 'vitest';
import { refusalOf } from './access.ts';

const member = { role: 'member', status: 'Ativo', level: 2 };

describe('refusalOf', () => {
  it('lets anyone call public and optional endpoints', () => {
    expect(refusalOf(null, 'public')).toBeNull();
    expect(refusalOf(null, 'optional')).toBeNull();
  });

  it('asks for a session everywhere else', () => {
    for (const access of ['user', 'manager', 'staff'] as const) expect(refusalOf(null, access)).toBe('unauthenticated');
  });

  it('names the status before the level, as the server answers', () => {
    expect(refusalOf({ ...member, status: 'Pendente', level: 1 }, 'manager')).toBe('pendingReview');
    expect(refusalOf({ ...member, status: 'Inativo' }, 'manager')).toBe('notActive');
    expect(refusalOf({ ...member, level: 1 }, 'manager')).toBe('managersOnly');
    expect(refusalOf(member, 'manager')).toBeNull();
    expect(refusalOf({ ...member, status: 'Pendente' }, 'user')).toBeNull();
  });

  it('keeps member calls for members: staff accounts book nothing and manage no team', () => {
    expect(refusalOf({ ...member, role: 'staff' }, 'manager')).toBe('membersOnly');
    expect(refusalOf({ ...member, role: 'staff' }, 'user')).toBeNull();
  });

  it('keeps staff calls for staff', () => {
    expect(refusalOf(member, 'staff')).toBe('staffOnly');
    expect(refusalOf({ ...member, role: 'staff' }, 'staff')).toBeNull();
  });
});
