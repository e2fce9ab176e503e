import type { MarketingContent } from '../types';

const content: MarketingContent = {
  meta: {
    home: {
      title: 'Imóveis para alugar e comprar',
      description: 'Casas e apartamentos para alugar ou comprar, visitas confirmadas e propostas seguras. Busque no Lar.',
    },
    advertise: {
      title: 'Anunciar imóvel grátis',
      description: 'Anuncie seu imóvel grátis por 60 dias, receba visitas confirmadas e negocie com segurança.',
    },
    broker: {
      title: 'Para corretores',
      description: 'CRM, landing pages, automação de marketing e relatórios para corretores. 30 dias grátis.',
    },
    agency: {
      title: 'Para imobiliárias',
      description: 'Painel, gestão de anúncios, equipe de corretores, propostas e financeiro para a sua imobiliária.',
    },
    about: {
      title: 'Sobre nós',
      description: 'Nossa missão, visão, valores, história desde 2019, liderança e cultura.',
    },
    support: {
      title: 'Central de Atendimento',
      description: 'Telefone, WhatsApp, e-mail, perguntas frequentes e formulário de contato. Estamos aqui para ajudar.',
    },
    terms: { title: 'Termos de uso', description: 'As regras de uso da plataforma para clientes, proprietários e profissionais.' },
    privacy: {
      title: 'Política de privacidade',
      description: 'Como tratamos seus dados pessoais e como exercer seus direitos pela LGPD.',
    },
  },
  home: {
    hero: {
      title: 'Encontre o seu lar',
      subtitle: 'Casas e apartamentos para alugar ou comprar, com visitas confirmadas e negociação sem complicação.',
      toggleLabel: 'Tipo de negócio',
      rent: 'Alugar',
      buy: 'Comprar',
      searchLabel: 'Cidade, bairro ou endereço',
      searchPlaceholder: 'Digite uma cidade, bairro ou rua',
      searchButton: 'Buscar imóveis',
    },
    whyUs: {
      title: 'Por que escolher o Lar?',
      subtitle: 'Tudo o que você precisa para encontrar e fechar negócio em um só lugar.',
      items: [
        {
          title: 'Filtros e favoritos',
          text: 'Refine a busca por preço, tipo e bairro e guarde os imóveis de que mais gostou para comparar depois.',
        },
        {
          title: 'Visitas fáceis',
          text: 'Agende visitas em poucos cliques. Cada visita é confirmada pelo proprietário ou pelo corretor.',
        },
        {
          title: 'Imobiliária parceira',
          text: 'Uma imobiliária parceira cuida da papelada, do contrato e da vistoria para você.',
        },
      ],
    },
    featured: {
      title: 'Imóveis em destaque',
      subtitle: 'Anúncios verificados, escolhidos a dedo para você.',
      empty: 'Nenhum imóvel encontrado',
      seeAll: 'Ver todos os imóveis',
    },
    people: {
      title: 'Pessoas em primeiro lugar',
      text: 'Acreditamos que alugar ou comprar um imóvel deve ser simples, transparente e humano. Por isso cada anúncio é verificado e cada visita é confirmada.',
      join: 'Faça parte',
    },
    pro: {
      title: 'Para profissionais do mercado',
      subtitle: 'Ferramentas para corretores e imobiliárias venderem e alugarem mais.',
      broker: {
        title: 'Sou corretor',
        text: 'CRM, landing pages, automação de marketing, relatórios e aplicativo. 30 dias grátis.',
        cta: 'Conhecer as ferramentas',
      },
      agency: {
        title: 'Sou imobiliária',
        text: 'Painel, gestão de anúncios, convites para corretores, propostas e financeiro.',
        cta: 'Ver os planos',
      },
    },
    faq: {
      title: 'Perguntas frequentes',
      items: [
        { q: 'Quanto custa usar o Lar?', a: 'Para quem procura imóvel, o Lar é gratuito: buscar, favoritar, agendar visitas e enviar propostas não custa nada.' },
        { q: 'Como anuncio meu imóvel?', a: 'Crie uma conta de proprietário e cadastre o imóvel. O anúncio básico é gratuito e fica no ar por 60 dias.' },
        { q: 'Os anúncios são verificados?', a: 'Sim. Conferimos os dados de cada anúncio e pedimos que o anunciante confirme a disponibilidade periodicamente.' },
        { q: 'Como agendo uma visita?', a: 'Na página do imóvel, escolha um dia e horário livres. O proprietário ou o corretor confirma a visita e você recebe um aviso.' },
        { q: 'Como faço uma proposta?', a: 'Na página do imóvel, informe o valor e uma mensagem. Você acompanha a resposta, as contrapropostas e o histórico em Propostas.' },
        { q: 'O que são os planos premium?', a: 'Planos pagos dão destaque na busca e permitem mais fotos, para o seu anúncio ser visto por mais pessoas.' },
        { q: 'Vocês oferecem financiamento?', a: 'Sim. Com o Lar Cash você simula o financiamento on-line e conhece as parcelas antes de fazer a proposta.' },
        { q: 'Meus dados estão seguros?', a: 'Seus dados são tratados conforme a LGPD. Veja a nossa política de privacidade para saber como exercer seus direitos.' },
      ],
    },
    partners: { title: 'Imobiliárias parceiras', empty: 'Em breve, novas imobiliárias parceiras.' },
    cta: {
      title: 'Pronto para encontrar o seu lar?',
      text: 'Milhares de imóveis para alugar e comprar esperam por você.',
      button: 'Buscar imóveis',
    },
    cash: {
      button: 'Conheça o Lar Cash',
      title: 'Lar Cash: simule o seu financiamento',
      text: 'Na página de cada imóvel à venda, o simulador do Lar Cash calcula o financiamento como um banco: tabela SAC ou Price, a partir do valor do imóvel, da entrada, do FGTS, do prazo e da taxa anual.',
      points: [
        'Entrada a partir de 20% do valor do imóvel',
        'Taxa anual editável (sugerida: {rate} a.a.)',
        'Prazos de 60 a 420 meses (360 sugeridos)',
        'Primeira e última parcela, total pago, juros e renda familiar necessária, sem compromisso',
      ],
      example: 'Exemplo: imóvel de R$ 500.000 com 20% de entrada em 360 meses pela tabela SAC, a {rate} a.a. Primeira parcela:',
    },
  },
  advertise: {
    hero: {
      title: 'Anuncie seu imóvel grátis',
      subtitle: 'Seu anúncio básico fica no ar por 60 dias sem custo. Receba visitas confirmadas e propostas de pessoas reais.',
      register: 'Cadastrar',
      login: 'Entrar',
      advertise: 'Anunciar meu imóvel',
      advertiseSignedIn: 'Anunciar meu imóvel',
    },
    steps: {
      title: 'Como funciona',
      items: [
        { title: 'Anúncio gratuito', text: 'Cadastre o imóvel com fotos e descrição. O anúncio básico é gratuito por 60 dias.' },
        { title: 'Análise segura', text: 'Conferimos os dados do anúncio e dos interessados para a sua segurança.' },
        { title: 'Negociação fácil', text: 'Receba propostas, responda com contrapropostas e acompanhe tudo em um só lugar.' },
        { title: 'Processos simplificados', text: 'Agenda de visitas, documentos e contrato organizados, sem idas e vindas.' },
        { title: 'Sem preocupações', text: 'Uma imobiliária parceira pode cuidar da vistoria, do contrato e das chaves.' },
        { title: 'Feito para você', text: 'Você escolhe como quer anunciar: sozinho ou com a ajuda de um profissional.' },
      ],
    },
    faq: {
      title: 'Dúvidas de proprietários',
      items: [
        { q: 'Anunciar é gratuito?', a: 'Sim. O anúncio básico é gratuito e fica visível por 60 dias. Você pode renovar quando quiser.' },
        { q: 'Quantas fotos posso enviar?', a: 'O anúncio básico aceita fotos suficientes para mostrar bem o imóvel; os planos premium permitem mais fotos e destaque na busca.' },
        { q: 'Preciso de uma imobiliária?', a: 'Não. Você pode anunciar sozinho ou escolher uma imobiliária parceira para cuidar da negociação.' },
        { q: 'Como recebo as visitas?', a: 'Os interessados pedem um horário e você confirma ou recusa pela sua conta.' },
        { q: 'Como pauso ou removo o anúncio?', a: 'Em Meus imóveis, altere o status para pausado, alugado ou vendido, ou exclua o anúncio.' },
      ],
    },
    help: { text: 'Ainda tem dúvidas?', link: 'Fale com a Central de Atendimento' },
  },
  broker: {
    hero: {
      title: 'Venda mais com o Lar',
      subtitle: 'CRM, landing pages, automação de marketing, relatórios e aplicativo para corretores de imóveis.',
      trial: '30 dias grátis, sem cartão de crédito.',
    },
    benefits: {
      title: 'Tudo para o seu dia a dia',
      items: [
        { title: 'CRM completo', text: 'Organize clientes, visitas e propostas em um só lugar.' },
        { title: 'Landing pages', text: 'Sua página pública com os seus imóveis, pronta para compartilhar.' },
        { title: 'Automação de marketing', text: 'Avise clientes sobre imóveis novos sem trabalho manual.' },
        { title: 'Relatórios', text: 'Acompanhe visitas, propostas e metas do mês.' },
      ],
    },
    results: {
      title: 'Resultados de quem usa',
      items: [
        { value: '+40%', label: 'mais visitas agendadas' },
        { value: '2x', label: 'mais propostas por imóvel' },
        { value: '-30%', label: 'menos tempo para fechar negócio' },
      ],
    },
    advantages: {
      title: 'Vantagens',
      items: [
        'Leads qualificados de pessoas reais',
        'Visitas confirmadas pela agenda',
        'Aplicativo para atender de qualquer lugar',
        'Suporte por telefone, WhatsApp e e-mail',
      ],
    },
    testimonial: {
      quote: 'Com o Lar eu parei de perder contatos em planilhas. Hoje sei exatamente quem visitou e quem fez proposta.',
      author: 'Mariana Costa',
      role: 'Corretora em São Paulo',
    },
    cta: { title: 'Comece agora', text: 'Crie sua conta de corretor e experimente grátis por 30 dias.', button: 'Criar minha conta' },
  },
  agency: {
    hero: {
      title: 'Sua imobiliária no Lar',
      subtitle: 'Painel, anúncios, equipe de corretores, propostas e financeiro em uma só plataforma.',
    },
    steps: {
      title: 'Como aderir',
      items: [
        { title: 'Cadastre a imobiliária', text: 'Informe os dados da empresa, do responsável e da operação.' },
        { title: 'Confirme o e-mail', text: 'Enviamos um link de confirmação para o e-mail informado.' },
        { title: 'Crie a sua senha', text: 'Defina a senha de acesso ao painel da imobiliária.' },
        { title: 'Convide seus corretores', text: 'Envie convites e monte a sua equipe na plataforma.' },
        { title: 'Publique seus imóveis', text: 'Cadastre os anúncios e acompanhe visitas e propostas.' },
        { title: 'Acompanhe os resultados', text: 'Painel com visitas, propostas, leads e financeiro.' },
      ],
    },
    stats: {
      title: 'O Lar em números',
      listings: 'imóveis anunciados',
      agencies: 'imobiliárias parceiras',
      brokers: 'corretores cadastrados',
    },
    freePlan: {
      title: 'Plano de avaliação gratuito',
      text: 'Por tempo limitado, experimente todas as ferramentas sem custo antes de escolher um plano.',
      cta: 'Quero avaliar grátis',
    },
    plans: {
      title: 'Planos',
      subtitle: 'Escolha o plano ideal para a sua imobiliária.',
      items: [
        { name: 'Mensal', plan: 'mensal', period: '/mês', note: 'Sem fidelidade' },
        { name: 'Semestral', plan: 'semestral', period: '/mês', note: '6 meses · 30% de desconto' },
        { name: 'Anual', plan: 'anual', period: '/mês', note: '12 meses · 60% de desconto' },
      ],
      cta: 'Aderir agora',
    },
  },
  about: {
    hero: { title: 'Sobre o Lar', subtitle: 'Ajudamos pessoas a encontrar o seu lar com simplicidade, segurança e transparência.' },
    mission: { title: 'Missão', text: 'Tornar o aluguel e a compra de imóveis simples, seguros e humanos para todas as pessoas.' },
    vision: { title: 'Visão', text: 'Ser a plataforma imobiliária mais confiável do Brasil.' },
    values: {
      title: 'Valores',
      items: [
        { title: 'Pessoas em primeiro lugar', text: 'Cada decisão começa pelo que é melhor para quem usa o Lar.' },
        { title: 'Transparência', text: 'Preços, regras e etapas claros, sem letras miúdas.' },
        { title: 'Segurança', text: 'Anúncios verificados e dados protegidos.' },
        { title: 'Simplicidade', text: 'Menos burocracia, mais tempo para o que importa.' },
      ],
    },
    history: {
      title: 'Nossa história',
      text: 'O Lar nasceu em 2019, em São Paulo, da frustração de seus fundadores com anúncios desatualizados e visitas que nunca aconteciam.',
      milestones: [
        { year: '2019', text: 'Fundação do Lar em São Paulo.' },
        { year: '2021', text: 'Lançamento das visitas confirmadas e das propostas on-line.' },
        { year: '2023', text: 'Chegada das imobiliárias parceiras e das ferramentas para corretores.' },
        { year: '2025', text: 'Lançamento do Lar Cash e do aplicativo.' },
      ],
    },
    leadership: {
      title: 'Liderança',
      people: [
        { name: 'Ana Ribeiro', role: 'Cofundadora e CEO' },
        { name: 'Carlos Mendes', role: 'Cofundador e CTO' },
        { name: 'Juliana Alves', role: 'Diretora de Operações' },
      ],
    },
    recognitions: {
      title: 'Reconhecimentos',
      items: ['Startup imobiliária do ano (2022)', 'Melhor experiência do cliente (2023)', 'Top 10 proptechs do Brasil (2024)'],
    },
    culture: {
      title: 'Cultura',
      text: 'Somos um time diverso, que trabalha de forma remota e colaborativa, aprende rápido e celebra cada família que encontra o seu lar.',
    },
  },
  support: {
    hero: { title: 'Central de Atendimento', subtitle: 'Como podemos ajudar? Fale com a gente pelo canal que preferir.' },
    cards: {
      phone: { title: 'Telefone', text: 'Seg. a sex., 8h às 18h' },
      whatsapp: { title: 'WhatsApp', text: 'Atendimento 24 horas' },
      email: { title: 'E-mail', text: 'Resposta em até 24 horas' },
    },
    faq: {
      title: 'Perguntas frequentes',
      items: [
        { q: 'Como crio minha conta?', a: 'Clique em Entrar, escolha Cadastrar, selecione o tipo de conta e confirme o e-mail.' },
        { q: 'Não recebi o e-mail de confirmação. E agora?', a: 'Verifique a caixa de spam. Se não estiver lá, tente entrar de novo para receber um novo link.' },
        { q: 'Como altero minha senha?', a: 'Em Trocar senha, informe a senha atual e a nova senha. Se esqueceu, use Esqueci minha senha.' },
        { q: 'Como cancelo uma visita?', a: 'Em Minhas visitas, abra a visita e escolha cancelar. O anunciante é avisado.' },
        { q: 'Como acompanho minhas propostas?', a: 'Em Propostas você vê o status de cada uma: pendente, aceita, rejeitada ou negociada.' },
        { q: 'Como denuncio um anúncio?', a: 'Use o formulário de contato com o assunto Dúvida sobre anúncio e informe o código do imóvel.' },
        { q: 'Como excluo minha conta?', a: 'Em Minha conta (ou Perfil, para imobiliárias), use \'Excluir minha conta\' e confirme com sua senha. A Política de Privacidade explica o que é apagado e o que fica anonimizado.' },
        { q: 'Quais são os horários de atendimento?', a: 'Segunda a sexta das 8h às 18h, sábado das 8h às 14h; WhatsApp 24 horas.' },
      ],
    },
    knowledgeBase: 'Base de conhecimento',
    hours: {
      title: 'Horário de atendimento',
      weekdays: 'Segunda a sexta: 8h às 18h',
      saturday: 'Sábado: 8h às 14h',
      sunday: 'Domingo: fechado',
      whatsapp: 'WhatsApp: 24 horas',
      email: 'E-mail: resposta em até 24 horas',
      form: 'Formulário: resposta em até 24 horas úteis',
    },
  },
  terms: {
    title: 'Termos de uso',
    updated: 'Atualizado em 21 de novembro de 2026',
    sections: [
      { title: '1. Aceitação', paragraphs: ['Ao criar uma conta ou usar o Lar você concorda com estes termos. Se não concordar, não use a plataforma.'] },
      { title: '2. Contas', paragraphs: ['Cada conta é pessoal e tem um tipo: cliente, proprietário, corretor ou imobiliária. Você é responsável pela veracidade dos dados e pela guarda da senha.'] },
      { title: '3. Anúncios', paragraphs: ['O anunciante declara ter direito de anunciar o imóvel e mantém as informações corretas e atualizadas. O anúncio básico é gratuito e fica visível por 60 dias.', 'Podemos pausar ou remover anúncios falsos, desatualizados ou que violem a lei.'] },
      { title: '4. Visitas e propostas', paragraphs: ['O Lar aproxima as partes; a decisão de confirmar visitas e aceitar propostas é do anunciante. Contratos são firmados entre as partes.'] },
      { title: '5. Planos pagos', paragraphs: ['Planos de imobiliárias e destaques são cobrados conforme a tabela vigente e podem ser cancelados a qualquer tempo, respeitado o período contratado.'] },
      { title: '6. Condutas proibidas', paragraphs: ['É proibido publicar conteúdo ilegal, enganoso ou ofensivo, coletar dados de outros usuários ou tentar acessar áreas sem permissão.'] },
      { title: '7. Responsabilidade', paragraphs: ['Trabalhamos para manter a plataforma disponível e segura, mas não garantimos funcionamento ininterrupto.'] },
      { title: '8. Contato', paragraphs: ['Dúvidas sobre estes termos: fale com a Central de Atendimento.'] },
    ],
  },
  privacy: {
    title: 'Política de privacidade',
    updated: 'Atualizado em 21 de novembro de 2026',
    sections: [
      { title: '1. Quem somos', paragraphs: ['O Lar é o controlador dos dados pessoais tratados na plataforma, nos termos da Lei Geral de Proteção de Dados (Lei 13.709/2018, LGPD).'] },
      { title: '2. Dados que coletamos', paragraphs: ['Dados de cadastro (nome, e-mail, telefone, CPF ou CNPJ, endereço), dados dos anúncios, visitas, propostas e mensagens, e dados técnicos de uso (endereço IP, navegador).'] },
      { title: '3. Para que usamos', paragraphs: ['Para criar e manter sua conta, publicar anúncios, intermediar visitas e propostas, responder ao atendimento, prevenir fraudes e cumprir obrigações legais.'] },
      { title: '4. Compartilhamento', paragraphs: ['Compartilhamos apenas o necessário com a outra parte de uma visita ou proposta, com a imobiliária parceira escolhida e com fornecedores que operam a plataforma. Não vendemos dados pessoais.'] },
      {
        title: '5. Seus direitos pela LGPD',
        paragraphs: [
          'Você pode, a qualquer momento: confirmar se tratamos seus dados; acessar seus dados; corrigir dados incompletos, inexatos ou desatualizados; pedir a anonimização, o bloqueio ou a eliminação de dados desnecessários; pedir a portabilidade; pedir a eliminação dos dados tratados com o seu consentimento; saber com quem compartilhamos; e revogar o consentimento.',
          'Para exercer seus direitos, envie uma mensagem pelo formulário da Central de Atendimento (assunto Outros) ou escreva para privacidade@lar.dev. Respondemos em até 15 dias. Você também pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD).',
          'Baixar meus dados: em Minha conta (ou Perfil, para imobiliárias), o botão \'Baixar meus dados\' gera na hora um arquivo JSON com tudo o que guardamos sobre você: conta e perfil, configurações, favoritos, visitas, propostas (com o histórico), contatos enviados a anúncios, mensagens ao atendimento, seus anúncios, notificações, plano e pagamentos, e a lista dos seus arquivos (foto e imagens enviadas).',
          'Excluir minha conta: o botão \'Excluir minha conta\' pede sua senha de novo e então apaga sua conta de acesso, seu perfil, favoritos, notificações, aparelhos cadastrados para notificações push, configurações e seus arquivos; seus anúncios saem do ar: os que ninguém mais negociou são apagados, e os que têm propostas ou visitas de outras pessoas ficam fora do ar, sem vínculo com você, para que o histórico delas não se perca. O que outras pessoas ainda precisam fica com elas sem os seus dados pessoais: as propostas que você fez e as visitas que você pediu continuam com o anunciante como \'Conta excluída\' (sem nome, e-mail ou telefone; visitas em aberto são canceladas), e os contatos que você enviou ficam anonimizados. Registros que a lei nos obriga a guardar (o plano, as cobranças, os pagamentos e seus recibos e as compras de placas de uma imobiliária) são mantidos pelo prazo legal sem vínculo com a sua conta; o plano e as cobranças em aberto são encerrados. Depois disso, o mesmo e-mail pode criar uma conta nova.',
        ],
      },
      { title: '6. Segurança e retenção', paragraphs: ['Protegemos os dados com controles de acesso e criptografia em trânsito. Guardamos os dados enquanto a conta estiver ativa e pelo prazo exigido em lei.'] },
      { title: '7. Cookies', paragraphs: ['Usamos apenas cookies necessários: os da sessão e os que lembram neste navegador o tema e o fuso horário escolhidos em Configurações.'] },
      { title: '8. Encarregado', paragraphs: ['Nosso encarregado de dados pode ser contatado em privacidade@lar.dev.'] },
    ],
  },
};

export default content;
