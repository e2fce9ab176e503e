import { guardRedirect } from '@/lib/security/private-routes';
import { roleHome, safeNextPath } from '@/lib/validations/auth';

describe('safeNextPath (no open redirect)', () => {
  it('keeps paths of this site with their query and hash', () => {
    expect(safeNextPath('/minha-conta')).toBe('/minha-conta');
    expect(safeNextPath('/buscar?cidade=S%C3%A3o+Paulo#mapa')).toBe('/buscar?cidade=S%C3%A3o+Paulo#mapa');
    expect(safeNextPath('/en/favoritos')).toBe('/en/favoritos');
  });
  it('refuses other sites, protocol-relative and backslash tricks', () => {
    expect(safeNextPath('https://evil.example/phish')).toBe('/');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('/\\evil.example')).toBe('/');
    expect(safeNextPath('\\\\evil.example')).toBe('/');
    expect(safeNextPath('javascript:alert(1)')).toBe('/');
    expect(safeNextPath('/%0d%0aLocation:%20x')).toBe('/%0d%0aLocation:%20x');
    expect(safeNextPath('/\u0000//evil.example')).toBe('/');
    expect(safeNextPath('', '/x')).toBe('/x');
    expect(safeNextPath(null, '/x')).toBe('/x');
  });
});

describe('roleHome', () => {
  it('maps each role to its home and anything else to the client home', () => {
    expect(roleHome('cliente')).toBe('/dashboard-cliente');
    expect(roleHome('proprietario')).toBe('/dashboard-proprietario');
    expect(roleHome('corretor')).toBe('/dashboard-corretor');
    expect(roleHome('imobiliaria')).toBe('/dashboard');
    expect(roleHome('admin')).toBe('/dashboard-cliente');
    expect(roleHome(null)).toBe('/dashboard-cliente');
  });
});

describe('guardRedirect', () => {
  it('sends signed-out visitors of the private client screens to /', () => {
    for (const p of ['/minha-conta', '/minhas-visitas', '/favoritos', '/propostas', '/propostas/']) {
      expect(guardRedirect(p, null)).toBe('/');
    }
    expect(guardRedirect('/completar-cadastro', null)).toBe('/');
  });
  it('sends signed-out visitors of the role homes to /login with next', () => {
    expect(guardRedirect('/dashboard', null)).toBe('/login?next=%2Fdashboard');
    expect(guardRedirect('/dashboard-corretor', null)).toBe('/login?next=%2Fdashboard-corretor');
  });
  it('lets public pages through', () => {
    expect(guardRedirect('/', null)).toBeNull();
    expect(guardRedirect('/buscar', null)).toBeNull();
    expect(guardRedirect('/imovel/100061', null)).toBeNull();
    expect(guardRedirect('/casa-paulista-imoveis', null)).toBeNull();
  });
  it("sends a signed-in user who opens another role's home to their own", () => {
    expect(guardRedirect('/dashboard', { role: 'cliente' })).toBe('/dashboard-cliente');
    expect(guardRedirect('/dashboard-cliente', { role: 'imobiliaria' })).toBe('/dashboard');
    expect(guardRedirect('/dashboard-corretor', { role: 'corretor' })).toBeNull();
    expect(guardRedirect('/minha-conta', { role: 'cliente' })).toBeNull();
    expect(guardRedirect('/dashboard', { role: null })).toBeNull();
  });
});
