import { activity } from './activity';
import { alerts } from './alerts';
import { appConfig } from './appConfig';
import { banners } from './banners';
import { customers } from './customers';
import type { ResourceDeclaration } from './declaration';
import { ebooks } from './ebooks';
import { feeds } from './feeds';
import { layout } from './layout';
import { orders } from './orders';
import { admins, editors } from './staff';
import { subscriptions } from './subscriptions';

/**
 * Every resource's declaration (contract/resources/declaration.ts), in the order search answers
 * its groups. A new resource joins here (docs/architecture.md "Add a resource").
 */
export const resourceDeclarations = [
  orders,
  customers,
  ebooks,
  subscriptions,
  feeds,
  banners,
  alerts,
  layout,
  appConfig,
  editors,
  admins,
  activity,
] as const satisfies readonly ResourceDeclaration[];

type Declared = (typeof resourceDeclarations)[number];
export type ResourceName = Declared['name'];

/** The names of the declarations that have `feature`, typed. */
export type NamesWith<Feature extends keyof ResourceDeclaration> = Extract<Declared, Record<Feature, unknown>>['name'];

/** The declarations that have `feature`, in order. */
export const declarationsWith = <Feature extends keyof ResourceDeclaration>(feature: Feature) =>
  resourceDeclarations.filter((declaration) => feature in declaration) as Extract<Declared, Record<Feature, unknown>>[];

/** The declaration named `name`. */
export const declarationOf = <Name extends ResourceName>(name: Name) =>
  resourceDeclarations.find((declaration) => declaration.name === name) as Extract<Declared, { name: Name }>;
