import type { ResourceOperations } from '../../dataProvider/resourceOperations';

/** The staff operations (contract/staff.ts) of a list of the given role(s): `'1,2'` admins, `4` editors. */
export function staffResourceOperations(role: string | number): ResourceOperations {
  return {
    list: 'listStaff',
    export: 'exportStaff',
    listQuery: { role },
    create: 'inviteStaffMember',
    actions: {
      block: 'blockUnblockUser',
      resendInvitation: 'resendStaffInvitation',
      changeRole: 'changeStaffRole',
      signOut: 'signOutStaffMember',
      resetSecondFactors: 'resetSecondFactors',
    },
  };
}
