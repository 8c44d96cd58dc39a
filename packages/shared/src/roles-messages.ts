/**
 * The staff roles' names and the refusal of a role (docs/product.md#staff-roles), part of the
 * catalogue: messages.ts takes them in whole, since the access rule's refusals are said by both
 * the member app and the back-office.
 */
export const rolesMessages = {
  staffRoleForbidden: 'O seu perfil na equipe do espaço não permite esta ação.',
  staffRoleRecepcao: 'Recepção',
  staffRoleFinanceiro: 'Financeiro',
  staffRoleAdmin: 'Administração',
} as const;
