import { describe, expect, it } from 'vitest';
import { refusalOf } from './access.ts';

const member = { role: 'member', status: 'Ativo', level: 2 };

describe('refusalOf', () => {
  it('lets anyone call public and optional endpoints', () => {
    expect(refusalOf(null, 'public')).toBeNull();
    expect(refusalOf(null, 'optional')).toBeNull();
  });

  it('asks for a session everywhere else', () => {
    for (const access of ['user', 'manager', 'holder', 'staff'] as const)
      expect(refusalOf(null, access)).toBe('unauthenticated');
  });

  it('names the status before the level, as the server answers', () => {
    expect(refusalOf({ ...member, status: 'Pendente', level: 1 }, 'manager')).toBe('pendingReview');
    expect(refusalOf({ ...member, status: 'Inativo' }, 'manager')).toBe('notActive');
    expect(refusalOf({ ...member, level: 1 }, 'manager')).toBe('managersOnly');
    expect(refusalOf(member, 'manager')).toBeNull();
    expect(refusalOf({ ...member, status: 'Pendente' }, 'user')).toBeNull();
  });

  it('keeps the holder calls (Cadastro, the team) for the account holder: a team gerente books but is refused those', () => {
    const holder = { ...member, holder: true };
    const gerente = { ...member, holder: false };
    expect(refusalOf(holder, 'holder')).toBeNull();
    expect(refusalOf(gerente, 'manager')).toBeNull();
    expect(refusalOf(gerente, 'holder')).toBe('holdersOnly');
    // The status and the level speak first, as for the manager calls.
    expect(refusalOf({ ...gerente, level: 1 }, 'holder')).toBe('managersOnly');
    expect(refusalOf({ ...gerente, status: 'Inativo' }, 'holder')).toBe('notActive');
    expect(refusalOf({ ...member, role: 'staff', holder: false }, 'holder')).toBe('membersOnly');
    // A session stored before the flag existed is not refused here; the server decides.
    expect(refusalOf(member, 'holder')).toBeNull();
  });

  it('keeps member calls for members: staff accounts book nothing and manage no team', () => {
    expect(refusalOf({ ...member, role: 'staff' }, 'manager')).toBe('membersOnly');
    expect(refusalOf({ ...member, role: 'staff' }, 'user')).toBeNull();
  });

  it('keeps staff calls for staff of the roles the endpoint names', () => {
    expect(refusalOf(member, 'staff', ['recepcao', 'financeiro', 'admin'])).toBe('staffOnly');
    const reception = { ...member, role: 'staff', staff_role: 'recepcao' };
    expect(refusalOf(reception, 'staff', ['recepcao', 'admin'])).toBeNull();
    expect(refusalOf(reception, 'staff', ['financeiro', 'admin'])).toBe('staffRoleForbidden');
    expect(refusalOf({ ...reception, staff_role: 'admin' }, 'staff', ['admin'])).toBeNull();
    // A staff rule that names no roles lets no one in: administrators are never implied.
    expect(refusalOf({ ...reception, staff_role: 'admin' }, 'staff')).toBe('staffRoleForbidden');
    expect(refusalOf({ ...reception, staff_role: 'admin' }, 'staff', [])).toBe('staffRoleForbidden');
  });
});
