import type { GlossaryFaqsBySlug } from '@/content/glossary/faqs/faq-types';

/** Hand-written follow-up questions for the most searched immobilien terms. */
export const immobilienFaqs: GlossaryFaqsBySlug = {
  baufinanzierung: [
    {
      q: 'Wie viel Immobilie kann ich mir mit meinem Einkommen leisten?',
      a: 'Als Faustregel sollte die Monatsrate für Zins und Tilgung nicht mehr als etwa 35 bis 40 % Ihres Nettohaushaltseinkommens ausmachen. Rechnen Sie ehrlich mit einer Haushaltsrechnung: Lebenshaltung, Versicherungen, Auto und Rücklagen für Reparaturen am eigenen Haus müssen danach noch bezahlbar sein. Planen Sie außerdem einen Puffer für steigende Zinsen bei der Anschlussfinanzierung ein.',
    },
    {
      q: 'Welche Unterlagen verlangt die Bank für eine Baufinanzierung?',
      a: 'Zur Person brauchen Sie meist die letzten drei Gehaltsabrechnungen, Kontoauszüge, einen Nachweis über das Eigenkapital und eine Selbstauskunft; Selbstständige legen Steuerbescheide und Bilanzen oder Einnahmenüberschussrechnungen der letzten Jahre vor. Zum Objekt gehören Exposé, Grundbuchauszug, Flurkarte, Wohnflächenberechnung, Fotos und bei Wohnungen die Teilungserklärung. Wer die Unterlagen vollständig einreicht, bekommt die Kreditzusage deutlich schneller.',
    },
    {
      q: 'Bis wann kann ich einen Immobilienkredit widerrufen?',
      a: 'Die Widerrufsfrist beginnt erst, wenn Sie den Vertrag und alle Pflichtangaben erhalten haben. Fehlen Angaben, verlängert sie sich, bei Immobiliar-Verbraucherdarlehen erlischt das Widerrufsrecht nach § 356b BGB aber spätestens zwölf Monate und 14 Tage nach Vertragsschluss. Ein Widerruf nach Unterschrift des Kaufvertrags befreit Sie nicht vom Kauf selbst, Sie müssten den Kaufpreis dann anders finanzieren.',
    },
  ],
  eigenkapital: [
    {
      q: 'Kann ich eine Immobilie ganz ohne Eigenkapital kaufen?',
      a: 'Möglich ist das, aber nur mit sehr gutem, sicherem Einkommen, und der Zinsaufschlag für den hohen Kreditanteil ist deutlich. Zudem müssen Sie mehr Schulden tilgen, bevor überhaupt Vermögen entsteht. Wenn Sie die Kaufnebenkosten wenigstens aus eigenen Mitteln zahlen, verbessern sich die Konditionen meist schon spürbar.',
    },
    {
      q: 'Was zählt die Bank alles als Eigenkapital?',
      a: 'Anerkannt werden neben Bankguthaben auch Wertpapiere, oft mit einem Sicherheitsabschlag für Kursschwankungen, Bausparguthaben, ein bereits bezahltes Grundstück und Geldgeschenke der Familie. Riester-Guthaben können Sie über den Wohn-Riester nach § 92a EStG für den Kauf einer selbst genutzten Immobilie entnehmen. Ein Privatdarlehen von Verwandten zählt nur dann wie Eigenkapital, wenn es nachrangig ist und die Bank es akzeptiert.',
    },
    {
      q: 'Müssen Eltern Steuern zahlen, wenn sie mir Geld für den Hauskauf schenken?',
      a: 'Kinder haben bei Schenkungen nach § 16 ErbStG einen Freibetrag von 400.000 € je Elternteil, der alle zehn Jahre neu genutzt werden kann. Die Schenkung muss dem Finanzamt nach § 30 ErbStG innerhalb von drei Monaten angezeigt werden, auch wenn keine Steuer anfällt. Für die Bank halten Sie am besten einen schriftlichen Schenkungsvertrag bereit, damit das Geld nicht als Darlehen gilt.',
    },
  ],
  kaufnebenkosten: [
    {
      q: 'Wer zahlt die Grunderwerbsteuer beim Hauskauf?',
      a: 'Im Kaufvertrag übernimmt fast immer der Käufer die Grunderwerbsteuer. Steuerschuldner sind nach § 13 GrEStG aber beide Vertragsparteien, sodass sich das Finanzamt notfalls an den Verkäufer halten kann. Erst wenn die Steuer bezahlt ist, erteilt das Finanzamt die Unbedenklichkeitsbescheinigung nach § 22 GrEStG, ohne die Sie nicht als Eigentümer eingetragen werden.',
    },
    {
      q: 'Kann ich die Kaufnebenkosten senken?',
      a: 'Mitverkaufte bewegliche Gegenstände wie eine Einbauküche oder Markisen können Sie im Kaufvertrag mit einem realistischen Preis gesondert ausweisen; auf diesen Teil fällt keine Grunderwerbsteuer an. Überhöhte Ansätze erkennt das Finanzamt und setzt sie herab. Verhandelbar ist außerdem die Maklerprovision, während Notar- und Grundbuchgebühren gesetzlich festgelegt sind.',
    },
    {
      q: 'Sind Kaufnebenkosten steuerlich absetzbar?',
      a: 'Bei einer selbst genutzten Immobilie wirken sie sich steuerlich nicht aus. Vermieten Sie, zählen Grunderwerbsteuer, Notar für den Kaufvertrag und Makler zu den Anschaffungskosten und werden, soweit sie auf das Gebäude entfallen, über die Abschreibung verteilt. Kosten für die Grundschuldbestellung sind dagegen Finanzierungskosten und sofort als Werbungskosten abziehbar.',
    },
  ],
  grundschuld: [
    {
      q: 'Muss ich die Grundschuld löschen lassen, wenn der Kredit abbezahlt ist?',
      a: 'Eine Pflicht dazu gibt es nicht. Lassen Sie sich von der Bank aber eine Löschungsbewilligung oder eine Abtretung der Grundschuld an Sie aushändigen, damit sie nicht mehr für die Bank verwertbar ist. Wer später wieder einen Kredit braucht, kann die bestehende Grundschuld erneut einsetzen und spart sich die Kosten einer Neubestellung.',
    },
    {
      q: 'Was kostet die Eintragung einer Grundschuld?',
      a: 'Notar und Grundbuchamt berechnen ihre Gebühren nach dem Gerichts- und Notarkostengesetz, und maßgeblich ist der Nennbetrag der Grundschuld, nicht der Kaufpreis. Eine Grundschuld über einen höheren Betrag als das Darlehen kostet daher etwas mehr, kann aber spätere Nachfinanzierungen ohne neue Eintragung ermöglichen. Die Gebühren für die Grundschuld werden im Regelfall vom Käufer getragen.',
    },
    {
      q: 'Was passiert mit der Grundschuld, wenn die Bank meinen Kredit verkauft?',
      a: 'Seit 2008 können Sie nach § 1192 Abs. 1a BGB Einwendungen aus dem Sicherungsvertrag auch gegenüber einem Käufer der Grundschuld geltend machen, etwa dass Sie Ihre Raten stets pünktlich gezahlt haben. Außerdem muss eine Sicherungsgrundschuld nach § 1193 BGB mit einer Frist von sechs Monaten gekündigt werden, bevor daraus vollstreckt werden darf. Ein neuer Gläubiger kann die Immobilie also nicht ohne Weiteres verwerten.',
    },
  ],
  beleihungsauslauf: [
    {
      q: 'Warum ist der Beleihungsauslauf höher als mein Finanzierungsanteil am Kaufpreis?',
      a: 'Die Bank rechnet nicht mit dem Kaufpreis, sondern mit ihrem vorsichtigeren Beleihungswert. Finanzieren Sie 80 % eines Kaufpreises von 400.000 € und setzt die Bank den Wert mit 360.000 € an, liegt der Beleihungsauslauf bei 320.000 € geteilt durch 360.000 €, also rund 89 %. Fragen Sie daher früh, welchen Beleihungswert die Bank ansetzt.',
    },
    {
      q: 'Lohnt es sich, den Beleihungsauslauf knapp unter eine Stufe zu drücken?',
      a: 'Oft ja, denn die Zinsaufschläge steigen nicht gleichmäßig, sondern springen an Grenzen wie 60, 80 oder 90 %. Liegen Sie knapp darüber, kann schon ein kleiner zusätzlicher Eigenkapitalbetrag den Zins für das ganze Darlehen senken. Lassen Sie sich von der Bank Angebote für zwei Darlehenshöhen machen und vergleichen Sie die Gesamtkosten über die Zinsbindung.',
    },
  ],
  anschlussfinanzierung: [
    {
      q: 'Wann sollte ich mich um die Anschlussfinanzierung kümmern?',
      a: 'Nach § 493 BGB muss Ihre Bank Sie spätestens drei Monate vor Ende der Zinsbindung informieren, ob sie eine neue Zinsvereinbarung anbietet. Darauf sollten Sie nicht warten: Mit einem Forward-Darlehen können Sie sich Konditionen bis zu mehreren Jahren im Voraus sichern. Beginnen Sie spätestens ein Jahr vorher mit dem Vergleich, dann bleibt Zeit für einen Bankwechsel.',
    },
    {
      q: 'Kann ich zum Ende der Zinsbindung einen Teil des Kredits zurückzahlen?',
      a: 'Ja, zum Ablauf der Zinsbindung dürfen Sie beliebige Beträge ohne Vorfälligkeitsentschädigung tilgen. Das ist der beste Zeitpunkt, um Erspartes, eine Erbschaft oder ein fälliges Bausparguthaben einzusetzen. Eine niedrigere Restschuld verbessert zudem den Beleihungsauslauf und damit oft den neuen Zinssatz.',
    },
    {
      q: 'Muss die Immobilie für die Anschlussfinanzierung neu bewertet werden?',
      a: 'Bei einem Bankwechsel ermittelt die neue Bank den Beleihungswert meist selbst, oft anhand von Fotos, Unterlagen und einer Innenbesichtigung. Hat sich der Wert seit dem Kauf erhöht oder ist das Darlehen gut getilgt, kann das zu besseren Konditionen führen. Halten Sie Grundbuchauszug, Wohnflächenberechnung und Nachweise über Modernisierungen bereit.',
    },
  ],
  'forward-darlehen': [
    {
      q: 'Was passiert, wenn ich ein Forward-Darlehen nicht abnehme?',
      a: 'Das Forward-Darlehen ist ein verbindlicher Kreditvertrag. Nehmen Sie das Geld nicht ab, etwa weil Sie das Haus verkauft haben oder die Zinsen gefallen sind, verlangt die Bank eine Nichtabnahmeentschädigung, die ähnlich wie eine Vorfälligkeitsentschädigung berechnet wird. Schließen Sie es deshalb nur ab, wenn Sie sicher sind, die Restschuld zum Stichtag weiter finanzieren zu müssen.',
    },
    {
      q: 'Kann ich ein Forward-Darlehen mit dem Kündigungsrecht nach zehn Jahren kombinieren?',
      a: 'Ja. Läuft Ihre Zinsbindung 15 Jahre, können Sie nach § 489 BGB schon zehn Jahre nach Vollauszahlung mit sechs Monaten Frist kündigen. Ein Forward-Darlehen lässt sich genau auf diesen Kündigungstermin abschließen, wenn der neue Zins niedriger ist als der alte. Achten Sie darauf, die Kündigung fristgerecht und schriftlich zu erklären.',
    },
    {
      q: 'Wie weit im Voraus kann ich ein Forward-Darlehen abschließen?',
      a: 'Die meisten Banken bieten Vorlaufzeiten bis etwa 60 Monate an, einzelne auch länger. Für kurze Vorlaufzeiten bis zu einigen Monaten verlangen manche Banken keinen Aufschlag, weil dies wie eine gewöhnliche Bereitstellungsfrist behandelt wird. Vergleichen Sie, ob sich der Aufschlag lohnt, indem Sie ausrechnen, wie stark der Zins bis zum Stichtag steigen müsste.',
    },
  ],
  bausparvertrag: [
    {
      q: 'Lohnt sich ein Bausparvertrag für mich?',
      a: 'Das hängt davon ab, ob Sie das Darlehen später wirklich brauchen und ob die Zinsen bis dahin steigen. Rechnen Sie die Abschlussgebühr, die Guthabenzinsen und den Darlehenszins zu einem Gesamteffektivzins über Spar- und Darlehensphase zusammen und vergleichen Sie ihn mit einem Bankdarlehen. Wohnungsbauprämie und Arbeitnehmersparzulage können die Rechnung verbessern, wenn Sie dafür berechtigt sind.',
    },
    {
      q: 'Darf die Bausparkasse meinen Bausparvertrag kündigen?',
      a: 'Ja, in zwei Fällen: wenn der Vertrag voll bespart ist, also das Guthaben die Bausparsumme erreicht, und nach einem Urteil des BGH von 2017, wenn der Vertrag seit zehn Jahren zuteilungsreif ist und Sie das Darlehen nicht abgerufen haben. Die Bausparkasse stützt sich dabei auf § 489 BGB. Wer einen alten Vertrag mit hohem Guthabenzins hat, sollte diese Fristen im Blick behalten.',
    },
    {
      q: 'Kann ich nur das Guthaben nehmen und auf das Bauspardarlehen verzichten?',
      a: 'Ja, nach der Zuteilung können Sie sich das Guthaben auszahlen lassen und auf das Darlehen verzichten; manche Tarife zahlen dafür sogar einen Zinsbonus. Für Verträge ab 2009 gibt es die Wohnungsbauprämie allerdings grundsätzlich nur bei wohnwirtschaftlicher Verwendung, mit einer Ausnahme für junge Sparer unter 25 Jahren. Lesen Sie vor der Auszahlung die Bedingungen Ihres Tarifs.',
    },
  ],
  'kfw-foerderung': [
    {
      q: 'Wann muss ich den KfW-Antrag stellen?',
      a: 'Der Antrag muss vor Beginn des Vorhabens gestellt sein. Beim Kauf gilt als Vorhabenbeginn in der Regel der Abschluss des notariellen Kaufvertrags, beim Neubau der Beginn der Bauarbeiten; Planung und Energieberatung dürfen vorher stattfinden. Wer erst nach dem Notartermin an die KfW denkt, verliert den Anspruch auf die Förderung.',
    },
    {
      q: 'Bei welcher Bank bekomme ich einen KfW-Kredit?',
      a: 'Die KfW vergibt ihre Wohnkredite nicht direkt, sondern über Finanzierungspartner wie Hausbanken, Sparkassen, Genossenschaftsbanken, Versicherungen und Kreditvermittler. Eine Bank ist nicht verpflichtet, ein KfW-Darlehen durchzuleiten; fragen Sie daher schon beim ersten Gespräch danach. Die durchleitende Bank prüft Ihre Bonität und übernimmt meist das Ausfallrisiko, deshalb gehört der KfW-Kredit in ihr Gesamtangebot.',
    },
  ],
  notar: [
    {
      q: 'Wer bezahlt den Notar beim Immobilienkauf?',
      a: 'Nach § 448 Abs. 2 BGB trägt der Käufer die Kosten der Beurkundung, der Auflassung und der Eintragung ins Grundbuch, und so steht es auch in fast jedem Kaufvertrag. Der Verkäufer zahlt dagegen die Löschung seiner eigenen Grundschulden. Gegenüber dem Notar haften allerdings beide als Gesamtschuldner, falls eine Seite nicht zahlt.',
    },
    {
      q: 'Kann ich mir den Notar selbst aussuchen?',
      a: 'Ja, die Wahl ist frei, und meist schlägt der Käufer den Notar vor, weil er die Kosten trägt. Preisunterschiede gibt es nicht: Die Gebühren sind gesetzlich festgelegt, und nach § 125 GNotKG sind abweichende Gebührenvereinbarungen unwirksam. Wählen Sie daher nach Erreichbarkeit und danach, wie verständlich der Notar den Vertrag erklärt.',
    },
    {
      q: 'Worauf sollte ich im Vertragsentwurf vom Notar achten?',
      a: 'Prüfen Sie vor allem die Fälligkeitsvoraussetzungen für den Kaufpreis, den Termin für die Übergabe, mitverkaufte Gegenstände und welche Rechte in Abteilung II des Grundbuchs bestehen bleiben. Klären Sie vor dem Termin, dass Ihre Finanzierung verbindlich zugesagt ist, denn die Zahlungspflicht hängt nicht davon ab. Fragen zum Entwurf können Sie dem Notar vorher schriftlich stellen; er muss beide Seiten neutral beraten.',
    },
  ],
  grundbuch: [
    {
      q: 'Wie bekomme ich als Kaufinteressent Einsicht ins Grundbuch?',
      a: 'Am einfachsten lassen Sie sich vom Verkäufer einen aktuellen Grundbuchauszug geben oder eine schriftliche Vollmacht zur Einsicht ausstellen. Alternativ können Sie beim Grundbuchamt des zuständigen Amtsgerichts Ihr berechtigtes Interesse belegen, etwa durch Schriftwechsel über ernsthafte Kaufverhandlungen. Spätestens der Notar sieht das Grundbuch vor der Beurkundung ein.',
    },
    {
      q: 'Was sollte ich in Abteilung II des Grundbuchs besonders prüfen?',
      a: 'Achten Sie auf Wege- und Leitungsrechte, Wohnrechte, Nießbrauch, Vorkaufsrechte sowie Vermerke über eine Zwangsversteigerung oder ein Sanierungsgebiet. Solche Rechte bleiben nach dem Kauf meist bestehen und können Nutzung, Wert und Beleihbarkeit stark einschränken. Lassen Sie sich unklare Einträge vom Notar erklären und fordern Sie gegebenenfalls die zugrunde liegende Bewilligung an.',
    },
    {
      q: 'Wie lange dauert die Eigentumsumschreibung im Grundbuch?',
      a: 'Das hängt stark vom Grundbuchamt ab und kann einige Wochen bis mehrere Monate dauern. Wirtschaftlich wird die Immobilie meist schon früher Ihre: Der Kaufvertrag regelt, dass Besitz, Nutzen und Lasten mit Zahlung des Kaufpreises übergehen. Bis zur Eintragung schützt Sie die Auflassungsvormerkung vor anderweitigen Verfügungen des Verkäufers.',
    },
  ],
  maklerprovision: [
    {
      q: 'Muss ich als Käufer zahlen, wenn nur der Verkäufer den Makler beauftragt hat?',
      a: 'Hat nur der Verkäufer den Makler beauftragt, darf er nach § 656d BGB höchstens die Hälfte der Provision auf Sie abwälzen. Ihr Anteil wird außerdem erst fällig, wenn der Verkäufer nachweist, dass er seinen Teil bezahlt hat. Diese Regeln gelten für Wohnungen und Einfamilienhäuser, wenn der Käufer Verbraucher ist.',
    },
    {
      q: 'Muss ich Provision zahlen, wenn ich das Objekt schon vorher kannte?',
      a: 'Eine Nachweisprovision setzt voraus, dass der Makler Ihnen die Gelegenheit zum Kauf erstmals nachgewiesen hat. Kannten Sie das Objekt bereits, etwa vom Verkäufer selbst, sollten Sie das dem Makler sofort und nachweisbar mitteilen. Wer schweigt und die Dienste des Maklers weiter annimmt, riskiert, dass die Vorkenntnis später nicht mehr anerkannt wird.',
    },
  ],
  erbbaurecht: [
    {
      q: 'Was passiert mit meinem Haus, wenn das Erbbaurecht abläuft?',
      a: 'Mit dem Ende des Erbbaurechts fällt das Gebäude an den Grundstückseigentümer, der dafür nach § 27 ErbbauRG eine Entschädigung zahlen muss. Dient das Haus dem Wohnbedürfnis minderbemittelter Bevölkerungskreise, muss sie mindestens zwei Drittel des gemeinen Werts betragen. Der Eigentümer kann die Entschädigung abwenden, indem er Ihnen vor Ablauf eine Verlängerung anbietet.',
    },
    {
      q: 'Braucht die Bank die Zustimmung des Grundstückseigentümers für meinen Kredit?',
      a: 'Häufig ja: Viele Erbbaurechtsverträge sehen nach § 5 Abs. 2 ErbbauRG vor, dass eine Belastung mit einer Grundschuld der Zustimmung des Grundstückseigentümers bedarf. Klären Sie das vor dem Kauf, weil sich die Auszahlung sonst verzögern kann. Auch der Verkauf des Erbbaurechts ist oft zustimmungspflichtig.',
    },
  ],
  indexmiete: [
    {
      q: 'Wie berechne ich eine Erhöhung der Indexmiete richtig?',
      a: 'Maßgeblich sind die Indexpunkte, nicht die jährlichen Inflationsraten: neue Miete gleich alte Miete mal neuer Indexstand geteilt durch Indexstand bei der letzten Anpassung. Nach § 557b Abs. 3 BGB muss der Vermieter die Erhöhung in Textform erklären und dabei die Indexänderung sowie die neue Miete in Euro angeben. Zu zahlen ist sie ab dem übernächsten Monat nach Zugang der Erklärung.',
    },
    {
      q: 'Gilt die Mietpreisbremse auch bei einer Indexmiete?',
      a: 'Ja, aber nach § 557b Abs. 4 BGB nur für die Ausgangsmiete bei Vertragsbeginn. Spätere Anpassungen an den Verbraucherpreisindex darf der Vermieter auch dann verlangen, wenn die Miete dadurch über die Grenze der Mietpreisbremse steigt. Prüfen Sie deshalb schon die Anfangsmiete besonders genau.',
    },
  ],
  mietpreisbremse: [
    {
      q: 'Wie finde ich heraus, ob meine Miete gegen die Mietpreisbremse verstößt?',
      a: 'Prüfen Sie zuerst in der Verordnung Ihres Bundeslandes, ob Ihre Gemeinde erfasst ist, und ermitteln Sie die Vergleichsmiete über den örtlichen Mietspiegel. Will der Vermieter sich auf eine Ausnahme berufen, etwa eine höhere Vormiete, muss er Sie nach § 556g Abs. 1a BGB vor Vertragsschluss darüber informieren. Tut er das nicht, kann er sich zunächst nicht darauf berufen.',
    },
    {
      q: 'Wie bekomme ich zu viel gezahlte Miete zurück?',
      a: 'Sie müssen den Verstoß nach § 556g Abs. 2 BGB in Textform gegenüber dem Vermieter rügen. Rügen Sie innerhalb von 30 Monaten nach Mietbeginn und läuft das Mietverhältnis noch, können Sie die überhöhte Miete ab Beginn zurückverlangen, sonst erst ab Zugang der Rüge. Mietervereine und spezialisierte Anwälte helfen bei der Berechnung.',
    },
  ],
  nebenkostenabrechnung: [
    {
      q: 'Wie prüfe ich meine Nebenkostenabrechnung?',
      a: 'Kontrollieren Sie, ob der Zeitraum höchstens zwölf Monate umfasst, ob nur im Mietvertrag vereinbarte und nach der Betriebskostenverordnung umlagefähige Posten enthalten sind und ob Verteilerschlüssel und Ihre Vorauszahlungen stimmen. Vergleichen Sie die Posten mit dem Vorjahr; starke Sprünge sollten erklärbar sein. Nach § 556 Abs. 3 BGB muss der Vermieter außerdem wirtschaftlich handeln; unangemessen teure Dienstleister dürfen Sie beanstanden.',
    },
    {
      q: 'Was gilt, wenn der Vermieter die Abrechnung zu spät schickt?',
      a: 'Eine Nachzahlung müssen Sie dann grundsätzlich nicht mehr leisten, es sei denn, der Vermieter hat die Verspätung nicht zu vertreten. Ein Guthaben steht Ihnen dagegen trotzdem zu. Solange die Abrechnung aussteht, dürfen Sie laufende Vorauszahlungen nach der Rechtsprechung des BGH zurückhalten, bis sie vorliegt.',
    },
    {
      q: 'Darf der Vermieter nach der Abrechnung die Vorauszahlungen erhöhen?',
      a: 'Ja, nach § 560 Abs. 4 BGB kann jede Seite nach einer Abrechnung die Vorauszahlungen auf eine angemessene Höhe anpassen, und zwar in Textform. Angemessen ist, was sich aus der letzten Abrechnung und konkret absehbaren Kostensteigerungen ergibt. Auch Sie als Mieter können eine Senkung verlangen, wenn Sie regelmäßig hohe Guthaben erhalten.',
    },
  ],
  wohngebaeudeversicherung: [
    {
      q: 'Geht die Wohngebäudeversicherung beim Hauskauf auf mich über?',
      a: 'Ja, nach § 95 VVG tritt der Käufer mit dem Eigentumsübergang in den bestehenden Vertrag ein. Sie können ihn aber nach § 96 VVG innerhalb eines Monats nach Eintragung ins Grundbuch kündigen und zu einem eigenen Versicherer wechseln. Vergleichen Sie deshalb schon vor dem Kauf Leistungsumfang und Beitrag des übernommenen Vertrags.',
    },
    {
      q: 'Wie vermeide ich eine Unterversicherung?',
      a: 'Lassen Sie die Versicherungssumme nach Wohnfläche und Ausstattung oder über einen Wertermittlungsbogen festlegen; dann verzichten die meisten Versicherer auf den Einwand der Unterversicherung. Melden Sie Ausbauten wie ein ausgebautes Dachgeschoss, einen Wintergarten oder eine Photovoltaikanlage, weil sie den Wiederaufbauwert erhöhen. Sonst kann der Versicherer die Leistung im Schadenfall anteilig kürzen.',
    },
    {
      q: 'Welche Pflichten habe ich als Versicherungsnehmer im Winter?',
      a: 'Unbewohnte oder ungenutzte Gebäude müssen Sie ausreichend beheizen oder die Wasserleitungen absperren und entleeren, sonst kann der Versicherer bei Frostschäden kürzen. Bei grober Fahrlässigkeit darf er die Leistung nach § 81 VVG im Verhältnis zur Schwere des Verschuldens mindern. Viele Tarife verzichten gegen geringen Aufpreis auf diese Kürzung, was sich im Vergleich lohnt.',
    },
  ],
  vorfaelligkeitsentschaedigung: [
    {
      q: 'Wie kann ich eine Vorfälligkeitsentschädigung vermeiden oder senken?',
      a: 'Schöpfen Sie vor der Ablösung alle vertraglichen Sondertilgungsrechte aus, denn dafür fällt keine Entschädigung an. Ziehen Sie nur um und kaufen Sie neu, können Sie der Bank einen Pfandtausch anbieten, bei dem das Darlehen mit der neuen Immobilie besichert weiterläuft. Nach § 493 Abs. 5 BGB muss die Bank Ihnen auf Verlangen die Berechnung erläutern; Verbraucherzentralen prüfen sie gegen eine Gebühr.',
    },
    {
      q: 'Muss ich eine Vorfälligkeitsentschädigung zahlen, wenn die Bank mir kündigt?',
      a: 'Kündigt die Bank das Darlehen, weil Sie mit den Raten in Verzug sind, darf sie nach einem Urteil des BGH von 2016 keine Vorfälligkeitsentschädigung verlangen. Sie kann dann nur Verzugszinsen nach § 497 BGB auf den offenen Betrag fordern. Das ist meist günstiger als die Entschädigung, ändert aber nichts daran, dass die Bank die Immobilie verwerten darf.',
    },
  ],
  prolongation: [
    {
      q: 'Muss ich das Prolongationsangebot meiner Bank annehmen?',
      a: 'Nein, Sie sind frei, stattdessen zu einer anderen Bank zu wechseln oder einen Teil der Restschuld zu tilgen. Manche Banken schicken das Angebot per Post und betrachten die Unterschrift als verbindliche Annahme, unterschreiben Sie daher erst nach einem Vergleich. Eine günstigere Konkurrenzofferte können Sie auch nutzen, um mit Ihrer Hausbank nachzuverhandeln.',
    },
    {
      q: 'Kann ich bei der Prolongation Rate und Tilgung neu festlegen?',
      a: 'Ja, die Verlängerung ist eine neue Zinsvereinbarung, bei der Sie Zinsbindung, Tilgungssatz und Sondertilgungsrechte neu verhandeln können. Prüfen Sie anhand eines Tilgungsplans, wann Sie mit der neuen Rate schuldenfrei sind. Ist Ihr Einkommen gestiegen, lohnt sich eine höhere Tilgung, weil dadurch weniger Zinsen anfallen.',
    },
  ],
  'anfaengliche-tilgung': [
    {
      q: 'Warum dauert die Rückzahlung bei niedrigen Zinsen trotz gleicher Tilgung länger?',
      a: 'Bei einem Annuitätendarlehen wächst der Tilgungsanteil nur in dem Maß, in dem Zinsen wegfallen. Ist der Zins niedrig, wird wenig frei, und die Tilgung steigt nur langsam: Mit 2 % Tilgung und 1 % Zins dauert die Rückzahlung gut 40 Jahre, bei 3,5 % Zins knapp 30 Jahre. In Niedrigzinsphasen sollten Sie deshalb eher höher tilgen.',
    },
    {
      q: 'Wie finde ich die passende anfängliche Tilgung für mich?',
      a: 'Lassen Sie sich einen Tilgungsplan erstellen und prüfen Sie zwei Werte: die Restschuld am Ende der Zinsbindung und das Alter, in dem Sie schuldenfrei sind. Ideal ist, wenn das Darlehen vor Rentenbeginn abbezahlt ist und die Rate trotzdem noch Reserven lässt. Vereinbaren Sie zusätzlich Sondertilgungsrechte oder einen Tilgungssatzwechsel, damit Sie später nachsteuern können.',
    },
  ],
};
