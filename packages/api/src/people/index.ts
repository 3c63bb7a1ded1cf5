export {
  IdentitySchema,
  InviteUserSchema,
  PersonSchema,
  PersonUpdateSchema,
  TeamMemberSchema,
  TeamMembersAddSchema,
  TeamSchema,
} from './peopleSchemas';
export type { Identity, InviteUser, Person, PersonUpdate, Team, TeamMember, TeamMembersAdd } from './peopleSchemas';
