/**
 * The account area of the header (desktop) and of the mobile menu. Hand-off point between the layout and
 * the accounts feature: returning `undefined` lets SiteHeader show its default 'Entrar' link. The accounts
 * feature renders here the auth modal trigger, or 'Olá, {name}' with the role badge and the role's menu.
 */
export async function HeaderAccount(): Promise<React.ReactNode> {
  return undefined;
}

export async function MobileHeaderAccount(): Promise<React.ReactNode> {
  return undefined;
}
