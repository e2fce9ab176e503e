/**
 * Cities and neighbourhoods of the seed: a real centre (lat/lng, WGS 84) per neighbourhood, price levels
 * and a few facts for the descriptions. Prices are per m² in reais: `sale` for the asking price, `rent` per
 * month; a neighbourhood's `factor` scales its city's levels.
 */

export interface City {
  key: string;
  name: string;
  state: string;
  /** Sale price per m² of an average apartment in the city (R$). */
  sale: number;
  /** Monthly rent per m² of an average apartment in the city (R$). */
  rent: number;
  /** Share of the default 600 listings. */
  weight: number;
  /** Relative frequency of houses (vs. apartments) in the city. */
  houses: number;
  /** Area code for phone numbers. */
  ddd: string;
}

export interface Neighbourhood {
  key: string;
  name: string;
  city: string;
  /** Preposition + article used before the name in Portuguese ("em Pinheiros", "na Vila Mariana"). */
  prep: string;
  lat: number;
  lng: number;
  /** Price level relative to the city average. */
  factor: number;
  /** First five digits of the neighbourhood's CEPs. */
  cep: string;
  streets: readonly string[];
  /** Short facts that complete "Localização privilegiada, …". */
  facts: readonly string[];
}

export const CITIES: readonly City[] = [
  { key: 'sao-paulo', name: 'São Paulo', state: 'SP', sale: 10800, rent: 50, weight: 220, houses: 0.25, ddd: '11' },
  { key: 'rio-de-janeiro', name: 'Rio de Janeiro', state: 'RJ', sale: 10000, rent: 45, weight: 110, houses: 0.15, ddd: '21' },
  { key: 'belo-horizonte', name: 'Belo Horizonte', state: 'MG', sale: 8800, rent: 35, weight: 50, houses: 0.3, ddd: '31' },
  { key: 'curitiba', name: 'Curitiba', state: 'PR', sale: 9800, rent: 36, weight: 50, houses: 0.35, ddd: '41' },
  { key: 'porto-alegre', name: 'Porto Alegre', state: 'RS', sale: 7600, rent: 32, weight: 45, houses: 0.3, ddd: '51' },
  { key: 'florianopolis', name: 'Florianópolis', state: 'SC', sale: 11200, rent: 44, weight: 45, houses: 0.45, ddd: '48' },
  { key: 'salvador', name: 'Salvador', state: 'BA', sale: 6800, rent: 31, weight: 40, houses: 0.2, ddd: '71' },
  { key: 'recife', name: 'Recife', state: 'PE', sale: 7200, rent: 31, weight: 40, houses: 0.2, ddd: '81' },
];

const n = (
  city: string,
  name: string,
  prep: string,
  lat: number,
  lng: number,
  factor: number,
  cep: string,
  streets: string[],
  facts: string[],
): Neighbourhood => ({
  key: `${city}/${slugify(name)}`,
  name,
  city,
  prep,
  lat,
  lng,
  factor,
  cep,
  streets,
  facts,
});

export const NEIGHBOURHOODS: readonly Neighbourhood[] = [
  // São Paulo
  n('sao-paulo', 'Barra Funda', 'na', -23.5256, -46.6669, 0.9, '01152',
    ['Rua Barra Funda', 'Avenida Francisco Matarazzo', 'Rua Brigadeiro Galvão', 'Rua Lopes Chaves', 'Rua do Bosque'],
    ['a poucos minutos do terminal Barra Funda, com metrô, trem e ônibus', 'perto do Memorial da América Latina', 'ao lado do Allianz Parque e do Bourbon Shopping', 'em uma região de antigos galpões que virou polo de restaurantes e estúdios']),
  n('sao-paulo', 'Pinheiros', 'em', -23.5650, -46.6870, 1.35, '05422',
    ['Rua dos Pinheiros', 'Rua Teodoro Sampaio', 'Rua Cardeal Arcoverde', 'Rua Fradique Coutinho', 'Rua Artur de Azevedo'],
    ['perto do Largo da Batata e da estação Faria Lima do metrô', 'cercado de bares, cafés e restaurantes premiados', 'a poucos minutos da Avenida Faria Lima', 'perto da estação Fradique Coutinho (linha 4-Amarela)']),
  n('sao-paulo', 'Moema', 'em', -23.6010, -46.6650, 1.3, '04077',
    ['Avenida Ibirapuera', 'Alameda dos Maracatins', 'Avenida Moema', 'Rua Gaivota', 'Alameda dos Jurupis'],
    ['a poucos passos do Parque Ibirapuera', 'perto da estação Moema (linha 5-Lilás)', 'em ruas planas e arborizadas, ótimas para caminhar', 'com padarias, escolas e comércio completo na vizinhança']),
  n('sao-paulo', 'Vila Mariana', 'na', -23.5890, -46.6340, 1.15, '04101',
    ['Rua Domingos de Morais', 'Rua Vergueiro', 'Rua França Pinto', 'Rua Joaquim Távora', 'Rua Sena Madureira'],
    ['perto das estações Ana Rosa e Vila Mariana do metrô', 'a poucos minutos da Cinemateca Brasileira', 'perto do Parque Ibirapuera', 'em um bairro tradicional com ótimas escolas e hospitais']),
  n('sao-paulo', 'Itaim Bibi', 'no', -23.5850, -46.6780, 1.6, '04532',
    ['Rua Joaquim Floriano', 'Rua Tabapuã', 'Rua Pedroso Alvarenga', 'Rua Bandeira Paulista', 'Rua Clodomiro Amazonas'],
    ['perto da Avenida Faria Lima e da Avenida Juscelino Kubitschek', 'a poucos minutos do Parque do Povo', 'com restaurantes, academias e escritórios a pé', 'perto do Shopping JK Iguatemi']),
  n('sao-paulo', 'Tatuapé', 'no', -23.5400, -46.5760, 0.85, '03306',
    ['Rua Tuiuti', 'Rua Itapura', 'Rua Serra de Bragança', 'Rua Emília Marengo', 'Rua Apucarana'],
    ['perto da estação Tatuapé (linha 3-Vermelha)', 'a poucos minutos do Parque do Piqueri', 'perto dos shoppings Metrô Tatuapé e Boulevard Tatuapé', 'em um bairro com comércio forte e vida de rua']),
  n('sao-paulo', 'Vila Madalena', 'na', -23.5530, -46.6910, 1.3, '05435',
    ['Rua Harmonia', 'Rua Aspicuelta', 'Rua Mourato Coelho', 'Rua Girassol', 'Rua Wisard'],
    ['perto do Beco do Batman e das galerias de arte', 'a poucos minutos da estação Vila Madalena do metrô', 'cercado de bares e botecos famosos', 'em ruas arborizadas e cheias de vida']),
  n('sao-paulo', 'Perdizes', 'em', -23.5370, -46.6760, 1.1, '05014',
    ['Rua Cardoso de Almeida', 'Rua Monte Alegre', 'Rua Ministro Godói', 'Rua Cayowaá', 'Rua Caiubi'],
    ['perto da PUC-SP', 'a poucos minutos do Allianz Parque', 'em um bairro residencial tranquilo e com muitas praças', 'com supermercados e padarias a poucos passos']),
  n('sao-paulo', 'Santana', 'em', -23.5020, -46.6250, 0.85, '02012',
    ['Rua Voluntários da Pátria', 'Rua Alfredo Pujol', 'Rua Doutor César', 'Rua Leite de Morais'],
    ['perto da estação Santana (linha 1-Azul)', 'a poucos minutos do Parque da Juventude', 'perto do Shopping Center Norte', 'em um bairro com comércio completo na Voluntários da Pátria']),
  n('sao-paulo', 'Mooca', 'na', -23.5580, -46.5990, 0.9, '03104',
    ['Rua da Mooca', 'Rua Taquari', 'Rua Javari', 'Rua dos Trilhos', 'Rua Juventus'],
    ['perto do Museu da Imigração', 'em um bairro tradicional, famoso pelas cantinas e padarias', 'a poucos minutos do centro', 'perto do estádio da Rua Javari']),
  n('sao-paulo', 'Jardim Paulista', 'no', -23.5680, -46.6590, 1.55, '01419',
    ['Alameda Santos', 'Rua Oscar Freire', 'Alameda Lorena', 'Rua Haddock Lobo', 'Alameda Jaú'],
    ['a poucos passos da Avenida Paulista', 'perto das lojas da Rua Oscar Freire', 'perto do MASP e do Parque Trianon', 'em uma das regiões mais arborizadas da cidade']),
  n('sao-paulo', 'Brooklin', 'no', -23.6120, -46.6920, 1.2, '04571',
    ['Rua Princesa Isabel', 'Rua Joaquim Nabuco', 'Rua Barão do Triunfo', 'Avenida Santo Amaro', 'Rua Nova York'],
    ['perto da Avenida Engenheiro Luís Carlos Berrini', 'a poucos minutos da estação Brooklin (linha 5-Lilás)', 'com o Shopping Morumbi e o Market Place por perto', 'em ruas tranquilas, com muitas casas e pequenos prédios']),
  n('sao-paulo', 'Campo Belo', 'no', -23.6230, -46.6710, 1.15, '04616',
    ['Rua Vieira de Morais', 'Avenida Vereador José Diniz', 'Rua Kansas', 'Rua Otávio Tarquínio de Sousa'],
    ['perto do Aeroporto de Congonhas', 'a poucos minutos da estação Campo Belo (linha 5-Lilás)', 'em um bairro residencial com praças e escolas', 'com comércio de bairro completo']),
  n('sao-paulo', 'Lapa', 'na', -23.5230, -46.7040, 0.95, '05074',
    ['Rua Clélia', 'Rua Guaicurus', 'Rua Tito', 'Rua Doze de Outubro'],
    ['perto da estação Lapa da CPTM', 'a poucos minutos do Mercado da Lapa', 'com o comércio da Rua Doze de Outubro a poucos passos', 'em um bairro com acesso rápido às marginais']),

  // Rio de Janeiro
  n('rio-de-janeiro', 'Copacabana', 'em', -22.9711, -43.1863, 1.15, '22041',
    ['Avenida Nossa Senhora de Copacabana', 'Rua Barata Ribeiro', 'Rua Santa Clara', 'Rua Figueiredo de Magalhães', 'Rua Bolívar'],
    ['a poucos quarteirões da praia de Copacabana', 'perto das estações Siqueira Campos e Cardeal Arcoverde do metrô', 'perto do Forte de Copacabana', 'com comércio 24 horas na vizinhança']),
  n('rio-de-janeiro', 'Ipanema', 'em', -22.9839, -43.2045, 1.9, '22411',
    ['Rua Visconde de Pirajá', 'Rua Prudente de Morais', 'Rua Barão da Torre', 'Rua Farme de Amoedo', 'Rua Garcia D’Ávila'],
    ['a poucos passos da praia de Ipanema e do Arpoador', 'perto da estação General Osório do metrô', 'perto da Feira Hippie da Praça General Osório', 'perto da Lagoa Rodrigo de Freitas']),
  n('rio-de-janeiro', 'Leblon', 'no', -22.9847, -43.2233, 2.1, '22440',
    ['Avenida Ataulfo de Paiva', 'Rua Dias Ferreira', 'Rua General Urquiza', 'Rua Bartolomeu Mitre', 'Rua José Linhares'],
    ['a poucos passos da praia do Leblon', 'perto dos restaurantes da Rua Dias Ferreira', 'perto do Mirante do Leblon', 'a poucos minutos do Shopping Leblon']),
  n('rio-de-janeiro', 'Botafogo', 'em', -22.9510, -43.1840, 1.15, '22250',
    ['Rua Voluntários da Pátria', 'Rua São Clemente', 'Rua Sorocaba', 'Rua Real Grandeza', 'Rua Dona Mariana'],
    ['com vista para a enseada e o Pão de Açúcar', 'perto da estação Botafogo do metrô', 'cercado de bares, cinemas e restaurantes', 'a poucos minutos do Botafogo Praia Shopping']),
  n('rio-de-janeiro', 'Tijuca', 'na', -22.9250, -43.2330, 0.7, '20520',
    ['Rua Conde de Bonfim', 'Rua Uruguai', 'Rua Haddock Lobo', 'Rua General Roca', 'Rua Desembargador Isidro'],
    ['perto da Praça Saens Peña e da estação do metrô', 'a poucos minutos da Floresta da Tijuca', 'perto do Maracanã', 'em um bairro tradicional com muitas escolas']),
  n('rio-de-janeiro', 'Barra da Tijuca', 'na', -23.0004, -43.3659, 1.05, '22620',
    ['Avenida das Américas', 'Avenida Lúcio Costa', 'Rua Olegário Maciel', 'Avenida Érico Veríssimo', 'Avenida Sernambetiba'],
    ['perto da praia da Barra', 'a poucos minutos do BarraShopping', 'em condomínio com muita área verde', 'perto da estação Jardim Oceânico do metrô']),
  n('rio-de-janeiro', 'Flamengo', 'no', -22.9330, -43.1760, 1.1, '22210',
    ['Rua Marquês de Abrantes', 'Rua Senador Vergueiro', 'Praia do Flamengo', 'Rua Paissandu', 'Rua Barão do Flamengo'],
    ['a poucos passos do Aterro do Flamengo', 'perto das estações Flamengo e Largo do Machado do metrô', 'com vista para a Baía de Guanabara', 'perto do Museu da República']),
  n('rio-de-janeiro', 'Laranjeiras', 'em', -22.9360, -43.1880, 1.0, '22240',
    ['Rua das Laranjeiras', 'Rua Pereira da Silva', 'Rua Alice', 'Rua Gago Coutinho', 'Rua Cardoso Júnior'],
    ['perto do Parque Guinle e do Palácio Guanabara', 'em um bairro arborizado e silencioso', 'a poucos minutos do Largo do Machado', 'perto da feira orgânica da Rua General Glicério']),

  // Belo Horizonte
  n('belo-horizonte', 'Savassi', 'na', -19.9370, -43.9340, 1.35, '30140',
    ['Rua Pernambuco', 'Rua Antônio de Albuquerque', 'Rua Tomé de Souza', 'Avenida Getúlio Vargas', 'Rua Fernandes Tourinho'],
    ['perto da Praça da Savassi', 'cercado de cafés, bares e livrarias', 'a poucos minutos da Praça da Liberdade', 'com comércio e serviços a pé']),
  n('belo-horizonte', 'Lourdes', 'em', -19.9310, -43.9440, 1.45, '30170',
    ['Rua Curitiba', 'Rua Santa Catarina', 'Rua São Paulo', 'Rua Marília de Dirceu', 'Rua Rio de Janeiro'],
    ['em um dos bairros mais valorizados da cidade', 'perto de restaurantes e bistrôs premiados', 'a poucos minutos da Praça da Liberdade', 'perto do Mercado Central']),
  n('belo-horizonte', 'Funcionários', 'no', -19.9330, -43.9300, 1.25, '30130',
    ['Rua Sergipe', 'Rua Alagoas', 'Rua Bernardo Guimarães', 'Rua Cláudio Manoel', 'Rua Gonçalves Dias'],
    ['perto do Circuito Liberdade e seus museus', 'a poucos passos da Praça da Liberdade', 'em ruas arborizadas, perto da Savassi', 'perto de hospitais e escolas tradicionais']),
  n('belo-horizonte', 'Pampulha', 'na', -19.8530, -43.9770, 1.0, '31270',
    ['Avenida Otacílio Negrão de Lima', 'Rua Expedicionário Benvindo Belém de Lima', 'Avenida Fleming', 'Rua Versília'],
    ['perto da Lagoa da Pampulha', 'a poucos minutos da Igreja de São Francisco de Assis, de Niemeyer', 'perto do Mineirão e da UFMG', 'em ruas tranquilas com casas amplas']),
  n('belo-horizonte', 'Buritis', 'no', -19.9750, -43.9680, 0.85, '30575',
    ['Avenida Professor Mário Werneck', 'Rua Henrique Badaró Portugal', 'Avenida Engenheiro Carlos Goulart', 'Rua Paulo Piedade Campos'],
    ['perto do Parque Aggeo Pio Sobrinho', 'com vista para a Serra do Curral', 'em um bairro com comércio completo', 'perto de boas escolas e faculdades']),
  n('belo-horizonte', 'Sion', 'no', -19.9530, -43.9320, 1.2, '30310',
    ['Avenida Uruguai', 'Rua Montevidéu', 'Rua Assunção', 'Avenida Bandeirantes', 'Rua Caracas'],
    ['perto da Praça JK', 'em ruas arborizadas e silenciosas', 'a poucos minutos da Savassi', 'perto do Parque das Mangabeiras']),

  // Curitiba
  n('curitiba', 'Batel', 'no', -25.4420, -49.2860, 1.4, '80420',
    ['Avenida do Batel', 'Rua Comendador Araújo', 'Alameda Dom Pedro II', 'Rua Bento Viana', 'Rua Bispo Dom José'],
    ['perto do Pátio Batel', 'cercado de restaurantes e cafés', 'a poucos minutos da Praça do Japão', 'em um bairro nobre e bem servido']),
  n('curitiba', 'Água Verde', 'no', -25.4550, -49.2830, 1.1, '80240',
    ['Avenida República Argentina', 'Rua Buenos Aires', 'Avenida Água Verde', 'Rua Chile', 'Rua Guilherme Pugsley'],
    ['perto da Praça do Japão', 'a poucos minutos da Arena da Baixada', 'em um bairro residencial com ótimo comércio', 'perto de escolas e parques']),
  n('curitiba', 'Centro Cívico', 'no', -25.4180, -49.2690, 1.05, '80530',
    ['Avenida Cândido de Abreu', 'Rua Deputado Mário de Barros', 'Rua Lysimaco Ferreira da Costa', 'Rua Mateus Leme'],
    ['perto do Museu Oscar Niemeyer', 'a poucos minutos do Bosque do Papa', 'perto do Passeio Público', 'com fácil acesso ao centro']),
  n('curitiba', 'Bigorrilho', 'no', -25.4340, -49.2950, 1.2, '80730',
    ['Avenida Padre Anchieta', 'Rua Martim Afonso', 'Rua Carlos Pioli', 'Rua Padre Agostinho'],
    ['a poucos minutos do Parque Barigui', 'perto do Shopping Crystal', 'em um bairro moderno, com muitos prédios novos', 'com padarias e mercados a pé']),
  n('curitiba', 'Cabral', 'no', -25.4080, -49.2560, 1.05, '80035',
    ['Avenida Paraná', 'Rua Augusto Stresser', 'Rua Bom Jesus', 'Rua Paulo Gorski'],
    ['perto do Parque São Lourenço', 'em ruas arborizadas e tranquilas', 'a poucos minutos do centro', 'com comércio de bairro completo']),

  // Porto Alegre
  n('porto-alegre', 'Moinhos de Vento', 'no', -30.0250, -51.2020, 1.5, '90570',
    ['Rua Padre Chagas', 'Rua Dinarte Ribeiro', 'Rua Mostardeiro', 'Rua Quintino Bocaiúva', 'Rua Hilário Ribeiro'],
    ['a poucos passos do Parcão', 'perto dos bares e cafés da Rua Padre Chagas', 'perto do Hospital Moinhos de Vento', 'em ruas arborizadas com casarões históricos']),
  n('porto-alegre', 'Bela Vista', 'no', -30.0400, -51.1980, 1.3, '90450',
    ['Rua Carlos Trein Filho', 'Avenida Nilo Peçanha', 'Rua Coronel Bordini', 'Rua Dona Laura'],
    ['em um bairro nobre e silencioso', 'a poucos minutos do Parcão', 'perto da Avenida Nilo Peçanha', 'com ótimas escolas na vizinhança']),
  n('porto-alegre', 'Menino Deus', 'no', -30.0520, -51.2220, 1.0, '90130',
    ['Avenida Getúlio Vargas', 'Rua José de Alencar', 'Rua Botafogo', 'Avenida Praia de Belas'],
    ['perto da Orla do Guaíba', 'a poucos minutos do Parque Marinha do Brasil', 'perto do estádio Beira-Rio', 'em um bairro tradicional com feiras e mercados']),
  n('porto-alegre', 'Cidade Baixa', 'na', -30.0410, -51.2220, 0.95, '90050',
    ['Rua da República', 'Rua João Alfredo', 'Rua Lima e Silva', 'Rua José do Patrocínio'],
    ['perto do Parque Farroupilha (Redenção)', 'cercado de bares e vida noturna', 'a poucos minutos do centro histórico', 'perto de universidades']),
  n('porto-alegre', 'Petrópolis', 'no', -30.0430, -51.1880, 1.1, '90470',
    ['Avenida Protásio Alves', 'Rua Lavradio', 'Rua Barão de Cotegipe', 'Rua Artur Rocha'],
    ['em ruas residenciais arborizadas', 'a poucos minutos do Shopping Iguatemi', 'perto da Avenida Protásio Alves', 'com comércio de bairro completo']),

  // Florianópolis
  n('florianopolis', 'Centro', 'no', -27.5960, -48.5490, 1.0, '88010',
    ['Rua Felipe Schmidt', 'Rua Esteves Júnior', 'Avenida Hercílio Luz', 'Rua Bocaiúva'],
    ['perto da Ponte Hercílio Luz', 'a poucos minutos do Mercado Público', 'perto da Avenida Beira-Mar Norte', 'com tudo a pé']),
  n('florianopolis', 'Trindade', 'na', -27.5900, -48.5220, 0.9, '88036',
    ['Rua Lauro Linhares', 'Rua Capitão Romualdo de Barros', 'Rua Professor Ayrton Roberto de Oliveira', 'Rua João Pio Duarte Silva'],
    ['perto do campus da UFSC', 'em um bairro com comércio e serviços completos', 'a poucos minutos do centro', 'perto do Shopping Iguatemi']),
  n('florianopolis', 'Lagoa da Conceição', 'na', -27.6040, -48.4670, 1.15, '88062',
    ['Avenida das Rendeiras', 'Rua Manoel Severino de Oliveira', 'Avenida Afonso Delambert Neto', 'Rua Laurindo Januário da Silveira'],
    ['a poucos passos da Lagoa da Conceição', 'perto das dunas da Joaquina', 'cercado de restaurantes e esportes náuticos', 'com clima de vila e muito verde']),
  n('florianopolis', 'Jurerê', 'em', -27.4380, -48.4960, 1.6, '88053',
    ['Avenida dos Búzios', 'Rua das Algas', 'Avenida Luiz Boiteux Piazza', 'Rua dos Lagostins'],
    ['a poucos passos da praia de Jurerê Internacional', 'em um bairro planejado e seguro', 'perto de beach clubs e restaurantes', 'com ciclovias e ruas tranquilas']),
  n('florianopolis', 'Campeche', 'no', -27.6800, -48.4860, 1.05, '88063',
    ['Avenida Pequeno Príncipe', 'Rua Otávio Cruz', 'Servidão Recanto do Campeche', 'Rua Francisco Vieira'],
    ['a poucos minutos da praia do Campeche', 'com vista para a Ilha do Campeche', 'em um bairro tranquilo e cheio de natureza', 'perto de escolas de surfe']),
  n('florianopolis', 'Agronômica', 'na', -27.5780, -48.5390, 1.15, '88025',
    ['Rua Delminda Silveira', 'Avenida Beira-Mar Norte', 'Rua Rui Barbosa', 'Rua Frei Caneca'],
    ['perto da Avenida Beira-Mar Norte', 'com vista para a baía', 'a poucos minutos do centro', 'em um bairro residencial bem servido']),

  // Salvador
  n('salvador', 'Barra', 'na', -13.0070, -38.5280, 1.2, '40140',
    ['Avenida Sete de Setembro', 'Rua Marquês de Caravelas', 'Avenida Oceânica', 'Rua Afonso Celso'],
    ['a poucos passos do Farol da Barra', 'perto do Porto da Barra, com um dos pores do sol mais bonitos do Brasil', 'perto do Shopping Barra', 'com a orla a poucos passos']),
  n('salvador', 'Rio Vermelho', 'no', -13.0110, -38.4910, 1.1, '41940',
    ['Rua da Paciência', 'Rua Fonte do Boi', 'Rua Guedes Cabral', 'Largo da Mariquita'],
    ['perto do Largo da Mariquita e do acarajé mais famoso da cidade', 'cercado de bares, restaurantes e vida cultural', 'a poucos passos da orla', 'em um bairro boêmio e cheio de charme']),
  n('salvador', 'Pituba', 'na', -13.0000, -38.4600, 1.05, '41810',
    ['Avenida Paulo VI', 'Rua Ceará', 'Rua Pernambuco', 'Avenida Manoel Dias da Silva'],
    ['perto da orla da Pituba', 'em um bairro com comércio completo', 'a poucos minutos do Parque da Cidade', 'perto de escolas e supermercados']),
  n('salvador', 'Graça', 'na', -13.0000, -38.5230, 1.15, '40150',
    ['Rua Euclides da Cunha', 'Rua Rio de São Pedro', 'Avenida Princesa Leopoldina', 'Rua Barão de Loreto'],
    ['perto do Corredor da Vitória', 'em um bairro residencial tradicional', 'a poucos minutos do Campo Grande', 'perto de escolas e hospitais']),
  n('salvador', 'Caminho das Árvores', 'no', -12.9820, -38.4560, 1.1, '41820',
    ['Rua das Hortênsias', 'Rua das Margaridas', 'Alameda das Espatódeas', 'Avenida Tancredo Neves'],
    ['perto do Salvador Shopping', 'a poucos minutos da Avenida Tancredo Neves', 'em um bairro planejado e arborizado', 'perto de centros empresariais']),
  n('salvador', 'Itaigara', 'no', -12.9880, -38.4640, 1.1, '41815',
    ['Rua Rubens Guelli', 'Avenida Antônio Carlos Magalhães', 'Rua Arthur de Azevêdo Machado', 'Rua Marechal Floriano'],
    ['perto do Parque da Cidade', 'em ruas tranquilas e seguras', 'a poucos minutos do Shopping da Bahia', 'com comércio completo']),

  // Recife
  n('recife', 'Boa Viagem', 'em', -8.1200, -34.9020, 1.2, '51020',
    ['Avenida Boa Viagem', 'Avenida Conselheiro Aguiar', 'Rua Barão de Souza Leão', 'Avenida Domingos Ferreira'],
    ['a poucos passos da praia de Boa Viagem', 'perto do Parque Dona Lindu', 'a poucos minutos do Shopping Recife', 'perto do aeroporto']),
  n('recife', 'Casa Forte', 'em', -8.0340, -34.9190, 1.15, '52061',
    ['Praça de Casa Forte', 'Rua Dr. José Maria', 'Estrada do Encanamento', 'Rua Santana'],
    ['perto da Praça de Casa Forte, projetada por Burle Marx', 'em um bairro arborizado e tranquilo', 'perto do Shopping Plaza', 'a poucos minutos do Parque da Jaqueira']),
  n('recife', 'Graças', 'nas', -8.0480, -34.8990, 1.1, '52011',
    ['Rua das Graças', 'Rua Amélia', 'Avenida Rui Barbosa', 'Rua Conselheiro Portela'],
    ['perto do Parque da Jaqueira', 'perto das margens do Rio Capibaribe', 'em um bairro com ótimas escolas', 'com comércio e serviços a pé']),
  n('recife', 'Espinheiro', 'no', -8.0430, -34.8930, 1.0, '52020',
    ['Rua do Espinheiro', 'Avenida Rosa e Silva', 'Rua Carneiro Vilela', 'Rua Doutor José Higino'],
    ['perto da Avenida Rosa e Silva', 'em um bairro residencial bem servido', 'a poucos minutos do centro', 'perto de hospitais e faculdades']),
  n('recife', 'Boa Vista', 'na', -8.0620, -34.8890, 0.85, '50050',
    ['Rua da Aurora', 'Rua da Imperatriz', 'Rua do Hospício', 'Avenida Conde da Boa Vista'],
    ['perto da Rua da Aurora e do Rio Capibaribe', 'a poucos minutos do Recife Antigo', 'com transporte e comércio na porta', 'perto de universidades']),
  n('recife', 'Pina', 'no', -8.0930, -34.8830, 1.0, '51011',
    ['Avenida Herculano Bandeira', 'Rua Tomé Gibson', 'Avenida Antônio de Góes', 'Rua Artur Muniz'],
    ['perto da praia do Pina', 'a poucos minutos do RioMar Shopping', 'perto do Recife Antigo', 'com vista para o mar']),
];

export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function cityOf(hood: Neighbourhood): City {
  const city = CITIES.find((c) => c.key === hood.city);
  if (!city) throw new Error(`unknown city ${hood.city}`);
  return city;
}

export function neighbourhoodsOf(cityKey: string): Neighbourhood[] {
  return NEIGHBOURHOODS.filter((h) => h.city === cityKey);
}

/** Largest distance of a listing from its neighbourhood's centre, in metres. */
export const MAX_JITTER_M = 600;

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle distance in metres. */
export function distanceM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(a));
}

/** The box a neighbourhood's listings must fall in: its centre ± MAX_JITTER_M on each axis. */
export function boxOf(hood: Neighbourhood) {
  const dLat = MAX_JITTER_M / 111_320;
  const dLng = MAX_JITTER_M / (111_320 * Math.cos((hood.lat * Math.PI) / 180));
  return { minLat: hood.lat - dLat, maxLat: hood.lat + dLat, minLng: hood.lng - dLng, maxLng: hood.lng + dLng };
}

/**
 * A point at most `maxM` metres from the centre, uniform over the disc, rounded to 6 decimals (~0.1 m).
 * `u1`, `u2` are two uniform draws in [0, 1).
 */
export function jitter(hood: Neighbourhood, u1: number, u2: number, maxM = MAX_JITTER_M): { lat: number; lng: number } {
  const r = maxM * Math.sqrt(u1) * 0.98; // stay clear of the edge once rounded
  const theta = 2 * Math.PI * u2;
  const dLat = (r * Math.cos(theta)) / 111_320;
  const dLng = (r * Math.sin(theta)) / (111_320 * Math.cos((hood.lat * Math.PI) / 180));
  return { lat: round6(hood.lat + dLat), lng: round6(hood.lng + dLng) };
}

function round6(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}
