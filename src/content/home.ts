export const homeHero = {
  title: 'Kredite & Kreditkarten smart vergleichen',
  lead: 'Finden Sie in wenigen Minuten den passenden Ratenkredit, die richtige Kreditkarte oder die günstigste Baufinanzierung. Unabhängig, kostenlos und unverbindlich.',
  primary: { label: 'Ratenkredit vergleichen', href: '/ratenkredit' },
  secondary: { label: 'Kreditkarten vergleichen', href: '/kreditkarten' },
  trustBadges: ['Unabhängiger Vergleich', 'Kostenlos & unverbindlich', 'SSL-verschlüsselt', 'Schufa-neutrale Anfrage'],
} as const;

export const homeStats = [
  { value: '20+', label: 'Banken im Vergleich' },
  { value: 'ab 0,68 %', label: 'effektiver Jahreszins' },
  { value: '24h', label: 'Kreditentscheidung' },
  { value: '4,8/5', label: 'Bewertung unserer Nutzer' },
] as const;

export const homeProducts = [
  {
    title: 'Ratenkredite',
    href: '/ratenkredit',
    text: '1.000 bis 100.000 € für Auto, Möbel oder Umschuldung, ab 0,68 % effektivem Jahreszins.',
  },
  {
    title: 'Kreditkarten',
    href: '/kreditkarten',
    text: 'Kostenlose Karten, Cashback und Premium-Leistungen für Alltag und Reisen.',
  },
  {
    title: 'Unternehmenskredite',
    href: '/unternehmenskredit',
    text: '5.000 bis 500.000 € für Selbstständige und KMU, ab 1,99 % effektivem Jahreszins.',
  },
  {
    title: 'Sparkonto',
    href: '/ratgeber/sparkonto',
    text: 'Tagesgeld und Festgeld mit bis zu 3,25 % p. a., gesetzlich abgesichert bis 100.000 €.',
  },
  {
    title: 'Baufinanzierung',
    href: '/baufinanzierung',
    text: 'Bis 500.000 € ab 2,5 % effektivem Jahreszins mit Zinsbindung von 5 bis 30 Jahren.',
  },
] as const;

export const homeReasons = [
  {
    title: 'Unabhängig',
    text: 'Wir vergleichen Angebote vieler Banken nach nachvollziehbaren Kriterien. Die Reihenfolge ist redaktionell festgelegt und offengelegt.',
  },
  {
    title: 'Kostenlos & unverbindlich',
    text: 'Der Vergleich kostet Sie nichts und verpflichtet Sie zu nichts. Wir erhalten eine Provision vom Partner, ohne Mehrkosten für Sie.',
  },
  {
    title: 'Schnell & einfach',
    text: 'In wenigen Minuten zum passenden Angebot. Viele Banken entscheiden innerhalb von 24 Stunden über Ihren Antrag.',
  },
] as const;

export const homeSteps = [
  { title: 'Bedarf festlegen', text: 'Wählen Sie Betrag, Laufzeit und Verwendungszweck.' },
  { title: 'Angebote vergleichen', text: 'Achten Sie auf den effektiven Jahreszins und die Gesamtkosten.' },
  { title: 'Direkt beantragen', text: 'Sie schließen den Vertrag direkt bei der Bank Ihrer Wahl ab.' },
] as const;

export const homeTopics = [
  { title: 'Beste Ratenkredite', href: '/ratenkredit/beste', text: 'Unsere Top 5 mit Testsieger.' },
  { title: 'Aktuelle Kreditzinsen', href: '/ratenkredit/zinsen', text: 'Alle Zinssätze in einer Tabelle.' },
  { title: 'Kredit ohne Schufa', href: '/ratenkredit/ohne-schufa', text: 'Risiken und seriöse Alternativen.' },
  { title: 'Finanzglossar', href: '/glossar', text: 'Über 600 Begriffe verständlich erklärt.' },
] as const;
