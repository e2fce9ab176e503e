import type { MarketingContent } from '../types';

const content: MarketingContent = {
  meta: {
    home: { title: 'Inmuebles en alquiler y venta', description: 'Casas y apartamentos para alquilar o comprar, visitas confirmadas y ofertas seguras. Busca en Lar.' },
    advertise: { title: 'Anuncia tu inmueble gratis', description: 'Anuncia tu inmueble gratis durante 60 días, recibe visitas confirmadas y negocia con seguridad.' },
    broker: { title: 'Para corredores', description: 'CRM, landing pages, automatización de marketing e informes para corredores. 30 días gratis.' },
    agency: { title: 'Para inmobiliarias', description: 'Panel, anuncios, equipo de corredores, ofertas y finanzas para tu inmobiliaria.' },
    about: { title: 'Sobre nosotros', description: 'Nuestra misión, visión, valores, historia desde 2019, liderazgo y cultura.' },
    support: { title: 'Centro de atención', description: 'Teléfono, WhatsApp, e-mail, preguntas frecuentes y formulario de contacto. Estamos para ayudarte.' },
    terms: { title: 'Términos de uso', description: 'Las reglas de uso de la plataforma para clientes, propietarios y profesionales.' },
    privacy: { title: 'Política de privacidad', description: 'Cómo tratamos tus datos personales y cómo ejercer tus derechos según la LGPD.' },
  },
  home: {
    hero: {
      title: 'Encuentra tu hogar',
      subtitle: 'Casas y apartamentos para alquilar o comprar, con visitas confirmadas y negociación sin complicaciones.',
      toggleLabel: 'Tipo de operación',
      rent: 'Alquilar',
      buy: 'Comprar',
      searchLabel: 'Ciudad, barrio o dirección',
      searchPlaceholder: 'Escribe una ciudad, barrio o calle',
      searchButton: 'Buscar inmuebles',
    },
    whyUs: {
      title: '¿Por qué elegir Lar?',
      subtitle: 'Todo lo que necesitas para encontrar y cerrar el trato, en un solo lugar.',
      items: [
        { title: 'Filtros y favoritos', text: 'Ajusta la búsqueda por precio, tipo y barrio, y guarda los inmuebles que te gustan para compararlos.' },
        { title: 'Visitas fáciles', text: 'Agenda visitas en pocos clics. Cada visita la confirma el propietario o el corredor.' },
        { title: 'Inmobiliaria asociada', text: 'Una inmobiliaria asociada se encarga del papeleo, el contrato y la inspección.' },
      ],
    },
    featured: { title: 'Inmuebles destacados', subtitle: 'Anuncios verificados, elegidos para ti.', empty: 'No se encontraron inmuebles', seeAll: 'Ver todos los inmuebles' },
    people: {
      title: 'Las personas primero',
      text: 'Creemos que alquilar o comprar un inmueble debe ser simple, transparente y humano. Por eso verificamos cada anuncio y confirmamos cada visita.',
      join: 'Únete',
    },
    pro: {
      title: 'Para profesionales del sector',
      subtitle: 'Herramientas para que corredores e inmobiliarias vendan y alquilen más.',
      broker: { title: 'Soy corredor', text: 'CRM, landing pages, automatización de marketing, informes y app. 30 días gratis.', cta: 'Conocer las herramientas' },
      agency: { title: 'Soy inmobiliaria', text: 'Panel, anuncios, invitaciones a corredores, ofertas y finanzas.', cta: 'Ver los planes' },
    },
    faq: {
      title: 'Preguntas frecuentes',
      items: [
        { q: '¿Cuánto cuesta usar Lar?', a: 'Para quien busca inmueble, Lar es gratis: buscar, guardar favoritos, agendar visitas y enviar ofertas no cuesta nada.' },
        { q: '¿Cómo anuncio mi inmueble?', a: 'Crea una cuenta de propietario y registra el inmueble. El anuncio básico es gratis y está publicado 60 días.' },
        { q: '¿Los anuncios están verificados?', a: 'Sí. Revisamos cada anuncio y pedimos al anunciante que confirme la disponibilidad periódicamente.' },
        { q: '¿Cómo agendo una visita?', a: 'En la página del inmueble, elige un día y hora libres. El propietario o el corredor la confirma y recibes un aviso.' },
        { q: '¿Cómo hago una oferta?', a: 'En la página del inmueble, indica el valor y un mensaje. Sigue respuestas, contraofertas e historial en Ofertas.' },
        { q: '¿Qué son los planes premium?', a: 'Los planes pagos destacan tu anuncio en la búsqueda y permiten más fotos.' },
        { q: '¿Ofrecen financiación?', a: 'Sí. Con Lar Cash simulas la financiación en línea y conoces las cuotas antes de hacer la oferta.' },
        { q: '¿Mis datos están seguros?', a: 'Tratamos tus datos según la LGPD. Consulta nuestra política de privacidad para ejercer tus derechos.' },
      ],
    },
    partners: { title: 'Inmobiliarias asociadas', empty: 'Pronto, nuevas inmobiliarias asociadas.' },
    cta: { title: '¿Listo para encontrar tu hogar?', text: 'Miles de inmuebles para alquilar y comprar te esperan.', button: 'Buscar inmuebles' },
    cash: {
      button: 'Conoce Lar Cash',
      title: 'Lar Cash: simula tu financiación',
      text: 'En cada inmueble en venta, el simulador de Lar Cash calcula el préstamo como un banco: SAC o Price, a partir del precio, la entrada, el FGTS, el plazo y la tasa anual.',
      points: ['Entrada desde el 20% del precio', 'Tasa anual editable (sugerida: {rate} anual)', 'Plazos de 60 a 420 meses (360 sugeridos)', 'Primera y última cuota, total pagado, intereses y renta familiar necesaria, sin compromiso'],
      example: 'Ejemplo: inmueble de R$ 500.000 con 20% de entrada en 360 meses por SAC, al {rate} anual. Primera cuota:',
    },
  },
  advertise: {
    hero: {
      title: 'Anuncia tu inmueble gratis',
      subtitle: 'Tu anuncio básico está publicado 60 días sin costo. Recibe visitas confirmadas y ofertas de personas reales.',
      register: 'Registrarse',
      login: 'Entrar',
      advertise: 'Anunciar mi inmueble',
      advertiseSignedIn: 'Anunciar mi inmueble',
    },
    steps: {
      title: 'Cómo funciona',
      items: [
        { title: 'Anuncio gratuito', text: 'Registra el inmueble con fotos y descripción. El anuncio básico es gratis por 60 días.' },
        { title: 'Análisis seguro', text: 'Revisamos el anuncio y a los interesados para tu seguridad.' },
        { title: 'Negociación fácil', text: 'Recibe ofertas, responde con contraofertas y sigue todo en un solo lugar.' },
        { title: 'Procesos simplificados', text: 'Agenda de visitas, documentos y contrato organizados.' },
        { title: 'Sin preocupaciones', text: 'Una inmobiliaria asociada puede encargarse de la inspección, el contrato y las llaves.' },
        { title: 'Hecho para ti', text: 'Tú eliges cómo anunciar: solo o con la ayuda de un profesional.' },
      ],
    },
    faq: {
      title: 'Dudas de propietarios',
      items: [
        { q: '¿Anunciar es gratis?', a: 'Sí. El anuncio básico es gratis y visible durante 60 días. Puedes renovarlo cuando quieras.' },
        { q: '¿Cuántas fotos puedo subir?', a: 'El anuncio básico acepta fotos suficientes para mostrar bien el inmueble; los planes premium permiten más fotos y destaque.' },
        { q: '¿Necesito una inmobiliaria?', a: 'No. Puedes anunciar solo o elegir una inmobiliaria asociada para la negociación.' },
        { q: '¿Cómo recibo las visitas?', a: 'Los interesados piden un horario y tú lo confirmas o rechazas desde tu cuenta.' },
        { q: '¿Cómo pauso o elimino el anuncio?', a: 'En Mis inmuebles, cambia el estado a pausado, alquilado o vendido, o elimina el anuncio.' },
      ],
    },
    help: { text: '¿Todavía tienes dudas?', link: 'Habla con el centro de atención' },
  },
  broker: {
    hero: { title: 'Vende más con Lar', subtitle: 'CRM, landing pages, automatización de marketing, informes y app para corredores inmobiliarios.', trial: '30 días gratis, sin tarjeta de crédito.' },
    benefits: {
      title: 'Todo para tu día a día',
      items: [
        { title: 'CRM completo', text: 'Organiza clientes, visitas y ofertas en un solo lugar.' },
        { title: 'Landing pages', text: 'Tu página pública con tus inmuebles, lista para compartir.' },
        { title: 'Automatización de marketing', text: 'Avisa a tus clientes de inmuebles nuevos sin trabajo manual.' },
        { title: 'Informes', text: 'Sigue visitas, ofertas y metas del mes.' },
      ],
    },
    results: {
      title: 'Resultados de quienes lo usan',
      items: [
        { value: '+40%', label: 'más visitas agendadas' },
        { value: '2x', label: 'más ofertas por inmueble' },
        { value: '-30%', label: 'menos tiempo para cerrar' },
      ],
    },
    advantages: { title: 'Ventajas', items: ['Contactos calificados de personas reales', 'Visitas confirmadas por la agenda', 'App para atender desde cualquier lugar', 'Soporte por teléfono, WhatsApp y e-mail'] },
    testimonial: { quote: 'Con Lar dejé de perder contactos en hojas de cálculo. Hoy sé exactamente quién visitó y quién hizo una oferta.', author: 'Mariana Costa', role: 'Corredora en São Paulo' },
    cta: { title: 'Empieza ahora', text: 'Crea tu cuenta de corredor y pruébala gratis durante 30 días.', button: 'Crear mi cuenta' },
  },
  agency: {
    hero: { title: 'Tu inmobiliaria en Lar', subtitle: 'Panel, anuncios, equipo de corredores, ofertas y finanzas en una sola plataforma.' },
    steps: {
      title: 'Cómo unirse',
      items: [
        { title: 'Registra la inmobiliaria', text: 'Indica los datos de la empresa, del responsable y de la operación.' },
        { title: 'Confirma el e-mail', text: 'Enviamos un enlace de confirmación al e-mail indicado.' },
        { title: 'Crea tu contraseña', text: 'Define la contraseña de acceso al panel.' },
        { title: 'Invita a tus corredores', text: 'Envía invitaciones y arma tu equipo.' },
        { title: 'Publica tus inmuebles', text: 'Registra anuncios y sigue visitas y ofertas.' },
        { title: 'Sigue los resultados', text: 'Panel con visitas, ofertas, contactos y finanzas.' },
      ],
    },
    stats: { title: 'Lar en números', listings: 'inmuebles anunciados', agencies: 'inmobiliarias asociadas', brokers: 'corredores registrados' },
    freePlan: { title: 'Plan de evaluación gratuito', text: 'Por tiempo limitado, prueba todas las herramientas sin costo antes de elegir un plan.', cta: 'Quiero probar gratis' },
    plans: {
      title: 'Planes',
      subtitle: 'Elige el plan ideal para tu inmobiliaria.',
      items: [
        { name: 'Mensual', plan: 'mensal', period: '/mes', note: 'Sin permanencia' },
        { name: 'Semestral', plan: 'semestral', period: '/mes', note: '6 meses · 30% de descuento' },
        { name: 'Anual', plan: 'anual', period: '/mes', note: '12 meses · 60% de descuento' },
      ],
      cta: 'Unirme ahora',
    },
  },
  about: {
    hero: { title: 'Sobre Lar', subtitle: 'Ayudamos a las personas a encontrar su hogar con simplicidad, seguridad y transparencia.' },
    mission: { title: 'Misión', text: 'Hacer que alquilar y comprar un inmueble sea simple, seguro y humano para todos.' },
    vision: { title: 'Visión', text: 'Ser la plataforma inmobiliaria más confiable de Brasil.' },
    values: {
      title: 'Valores',
      items: [
        { title: 'Las personas primero', text: 'Cada decisión empieza por lo mejor para quien usa Lar.' },
        { title: 'Transparencia', text: 'Precios, reglas y etapas claros, sin letra pequeña.' },
        { title: 'Seguridad', text: 'Anuncios verificados y datos protegidos.' },
        { title: 'Simplicidad', text: 'Menos burocracia, más tiempo para lo importante.' },
      ],
    },
    history: {
      title: 'Nuestra historia',
      text: 'Lar nació en 2019 en São Paulo, de la frustración de sus fundadores con anuncios desactualizados y visitas que nunca ocurrían.',
      milestones: [
        { year: '2019', text: 'Fundación de Lar en São Paulo.' },
        { year: '2021', text: 'Lanzamiento de las visitas confirmadas y las ofertas en línea.' },
        { year: '2023', text: 'Llegada de las inmobiliarias asociadas y las herramientas para corredores.' },
        { year: '2025', text: 'Lanzamiento de Lar Cash y de la app.' },
      ],
    },
    leadership: {
      title: 'Liderazgo',
      people: [
        { name: 'Ana Ribeiro', role: 'Cofundadora y CEO' },
        { name: 'Carlos Mendes', role: 'Cofundador y CTO' },
        { name: 'Juliana Alves', role: 'Directora de Operaciones' },
      ],
    },
    recognitions: { title: 'Reconocimientos', items: ['Startup inmobiliaria del año (2022)', 'Mejor experiencia del cliente (2023)', 'Top 10 proptechs de Brasil (2024)'] },
    culture: { title: 'Cultura', text: 'Somos un equipo diverso, que trabaja en remoto y en colaboración, aprende rápido y celebra cada familia que encuentra su hogar.' },
  },
  support: {
    hero: { title: 'Centro de atención', subtitle: '¿Cómo podemos ayudarte? Habla con nosotros por el canal que prefieras.' },
    cards: {
      phone: { title: 'Teléfono', text: 'Lun. a vie., de 8 a 18 h' },
      whatsapp: { title: 'WhatsApp', text: 'Atención 24 horas' },
      email: { title: 'E-mail', text: 'Respuesta en hasta 24 horas' },
    },
    faq: {
      title: 'Preguntas frecuentes',
      items: [
        { q: '¿Cómo creo mi cuenta?', a: 'Haz clic en Entrar, elige Registrarse, selecciona el tipo de cuenta y confirma el e-mail.' },
        { q: 'No recibí el e-mail de confirmación. ¿Y ahora?', a: 'Revisa la carpeta de spam. Si no está, intenta entrar de nuevo para recibir un nuevo enlace.' },
        { q: '¿Cómo cambio mi contraseña?', a: 'En Cambiar contraseña, indica la actual y la nueva. Si la olvidaste, usa Olvidé mi contraseña.' },
        { q: '¿Cómo cancelo una visita?', a: 'En Mis visitas, abre la visita y cancélala. Se avisa al anunciante.' },
        { q: '¿Cómo sigo mis ofertas?', a: 'En Ofertas ves el estado de cada una: pendiente, aceptada, rechazada o negociada.' },
        { q: '¿Cómo denuncio un anuncio?', a: 'Usa el formulario de contacto con el asunto Duda sobre anuncio e indica el código del inmueble.' },
        { q: '¿Cómo elimino mi cuenta?', a: 'En Mi cuenta (o Perfil, para inmobiliarias), usa \'Eliminar mi cuenta\' y confirma con tu contraseña. La Política de Privacidad explica qué se borra y qué queda anonimizado.' },
        { q: '¿Cuál es el horario de atención?', a: 'Lunes a viernes de 8 a 18 h, sábado de 8 a 14 h; WhatsApp 24 horas.' },
      ],
    },
    knowledgeBase: 'Base de conocimiento',
    hours: {
      title: 'Horario de atención',
      weekdays: 'Lunes a viernes: de 8 a 18 h',
      saturday: 'Sábado: de 8 a 14 h',
      sunday: 'Domingo: cerrado',
      whatsapp: 'WhatsApp: 24 horas',
      email: 'E-mail: respuesta en hasta 24 horas',
      form: 'Formulario: respuesta en hasta 24 horas hábiles',
    },
  },
  terms: {
    title: 'Términos de uso',
    updated: 'Actualizado el 21 de noviembre de 2026',
    sections: [
      { title: '1. Aceptación', paragraphs: ['Al crear una cuenta o usar Lar aceptas estos términos. Si no estás de acuerdo, no uses la plataforma.'] },
      { title: '2. Cuentas', paragraphs: ['Cada cuenta es personal y tiene un tipo: cliente, propietario, corredor o inmobiliaria. Eres responsable de la veracidad de tus datos y de custodiar tu contraseña.'] },
      { title: '3. Anuncios', paragraphs: ['El anunciante declara tener derecho a anunciar el inmueble y mantiene la información correcta. El anuncio básico es gratis y visible 60 días.', 'Podemos pausar o retirar anuncios falsos, desactualizados o ilegales.'] },
      { title: '4. Visitas y ofertas', paragraphs: ['Lar acerca a las partes; confirmar visitas y aceptar ofertas depende del anunciante. Los contratos se firman entre las partes.'] },
      { title: '5. Planes pagos', paragraphs: ['Los planes de inmobiliarias y destaques se cobran según la tabla vigente y pueden cancelarse en cualquier momento, respetando el período contratado.'] },
      { title: '6. Conductas prohibidas', paragraphs: ['Está prohibido publicar contenido ilegal, engañoso u ofensivo, recopilar datos de otros usuarios o acceder a áreas sin permiso.'] },
      { title: '7. Responsabilidad', paragraphs: ['Trabajamos para mantener la plataforma disponible y segura, pero no garantizamos un funcionamiento ininterrumpido.'] },
      { title: '8. Contacto', paragraphs: ['Dudas sobre estos términos: habla con el centro de atención.'] },
    ],
  },
  privacy: {
    title: 'Política de privacidad',
    updated: 'Actualizado el 21 de noviembre de 2026',
    sections: [
      { title: '1. Quiénes somos', paragraphs: ['Lar es el responsable de los datos personales tratados en la plataforma, según la Ley General de Protección de Datos de Brasil (Ley 13.709/2018, LGPD).'] },
      { title: '2. Datos que recopilamos', paragraphs: ['Datos de registro (nombre, e-mail, teléfono, CPF o CNPJ, dirección), datos de anuncios, visitas, ofertas y mensajes, y datos técnicos de uso (IP, navegador).'] },
      { title: '3. Para qué los usamos', paragraphs: ['Para crear y mantener tu cuenta, publicar anuncios, intermediar visitas y ofertas, atenderte, prevenir fraudes y cumplir obligaciones legales.'] },
      { title: '4. Compartición', paragraphs: ['Compartimos solo lo necesario con la otra parte de una visita u oferta, con la inmobiliaria asociada que elijas y con proveedores que operan la plataforma. Nunca vendemos datos personales.'] },
      {
        title: '5. Tus derechos según la LGPD',
        paragraphs: [
          'En cualquier momento puedes: confirmar si tratamos tus datos; acceder a ellos; corregir datos incompletos, inexactos o desactualizados; pedir la anonimización, el bloqueo o la eliminación de datos innecesarios; pedir la portabilidad; pedir la eliminación de los datos tratados con tu consentimiento; saber con quién los compartimos; y revocar el consentimiento.',
          'Para ejercer tus derechos, envía un mensaje por el formulario del centro de atención (asunto Otros) o escribe a privacidade@lar.dev. Respondemos en hasta 15 días. También puedes reclamar ante la Autoridad Nacional de Protección de Datos (ANPD).',
          'Descargar mis datos: en Mi cuenta (o Perfil, para inmobiliarias), \'Descargar mis datos\' genera al instante un archivo JSON con todo lo que guardamos sobre ti: cuenta y perfil, configuración, favoritos, visitas, propuestas (con su historial), contactos enviados a anuncios, mensajes al soporte, tus anuncios, notificaciones, plan y pagos, y la lista de tus archivos (foto e imágenes subidas).',
          'Eliminar mi cuenta: \'Eliminar mi cuenta\' pide tu contraseña de nuevo y luego borra tu cuenta de acceso, perfil, favoritos, notificaciones, dispositivos registrados para notificaciones push, configuración y archivos; tus anuncios salen del aire: los que nadie más negoció se borran, y los que tienen propuestas o visitas de otras personas quedan fuera del aire, sin vínculo contigo, para que su historial no se pierda. Lo que otras personas aún necesitan se queda con ellas sin tus datos personales: las propuestas que hiciste y las visitas que pediste quedan con el anunciante como \'Conta excluída\' (sin nombre, e-mail ni teléfono; las visitas abiertas se cancelan), y los contactos que enviaste quedan anonimizados. Los registros que la ley nos obliga a guardar (el plan, los cobros, los pagos con sus recibos y las compras de placas de una inmobiliaria) se mantienen por el plazo legal sin vínculo con tu cuenta; el plan y los cobros abiertos se cierran. Después, el mismo e-mail puede crear una cuenta nueva.',
        ],
      },
      { title: '6. Seguridad y conservación', paragraphs: ['Protegemos los datos con controles de acceso y cifrado en tránsito. Los conservamos mientras la cuenta esté activa y durante el plazo que exige la ley.'] },
      { title: '7. Cookies', paragraphs: ['Usamos solo las cookies necesarias: las de la sesión y las que recuerdan, en este navegador, el tema y la zona horaria elegidos en Configuración.'] },
      { title: '8. Encargado', paragraphs: ['Puedes contactar a nuestro encargado de datos en privacidade@lar.dev.'] },
    ],
  },
};

export default content;
