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
    {
      q: 'Wie verändert sich der Beleihungsauslauf bis zur Anschlussfinanzierung?',
      a: 'Weil Sie Jahr für Jahr tilgen, sinkt die Restschuld und mit ihr der Beleihungsauslauf. Bleibt der Beleihungswert bei 360.000 € und sind noch 200.000 € offen, liegen Sie nur noch bei rund 56 % und damit oft in einer günstigeren Zinsstufe als beim Kauf. Holen Sie deshalb bei der Anschlussfinanzierung Angebote anderer Banken ein, statt die alten Konditionen fortzuschreiben.',
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
      a: 'Der Antrag muss vor Beginn des Vorhabens gestellt sein. Beim Kauf gilt als Vorhabenbeginn in der Regel der Abschluss des notariellen Kaufvertrags, beim Neubau der Beginn der Bauarbeiten; Planung und Energieberatung dürfen vorher stattfinden. Wer erst nach dem Notartermin an die KfW denkt, kann die Förderung für diesen Kauf nicht mehr beantragen.',
    },
    {
      q: 'Bei welcher Bank bekomme ich einen KfW-Kredit?',
      a: 'Die KfW vergibt ihre Wohnkredite nicht direkt, sondern über Finanzierungspartner wie Hausbanken, Sparkassen, Genossenschaftsbanken, Versicherungen und Kreditvermittler. Eine Bank ist nicht verpflichtet, ein KfW-Darlehen durchzuleiten; fragen Sie daher schon beim ersten Gespräch danach. Die durchleitende Bank prüft Ihre Bonität und übernimmt meist das Ausfallrisiko, deshalb gehört der KfW-Kredit in ihr Gesamtangebot.',
    },
    {
      q: 'Was passiert, wenn ich die Förderbedingungen später nicht einhalte?',
      a: 'Die KfW verlangt je nach Programm Nachweise, etwa eine Bestätigung des Energieeffizienz-Experten nach Abschluss der Maßnahme oder die Selbstnutzung der Immobilie. Fehlen sie oder werden Fristen versäumt, kann sie einen Tilgungszuschuss zurückfordern oder die Zinsvergünstigung entziehen. Notieren Sie sich deshalb alle Nachweisfristen aus der Zusage.',
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
    {
      q: 'Muss ich die Provision zahlen, wenn der Kauf rückgängig gemacht wird?',
      a: 'Der Anspruch entsteht nach § 652 BGB mit einem wirksamen Kaufvertrag. Ist der Vertrag von Anfang an unwirksam, etwa nach einer Anfechtung wegen arglistiger Täuschung, entfällt die Provision. Treten Sie dagegen später wegen Mängeln vom Vertrag zurück, bleibt der Anspruch des Maklers nach der Rechtsprechung grundsätzlich bestehen.',
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
    {
      q: 'Kann ich das Grundstück später vom Eigentümer kaufen?',
      a: 'Ein Anspruch darauf besteht nur, wenn der Erbbaurechtsvertrag ein Ankaufsrecht vorsieht; sonst hängt es von der Bereitschaft des Eigentümers ab. Kirchen und Stiftungen verkaufen ihre Grundstücke oft grundsätzlich nicht, Kommunen manchmal unter Auflagen. Der Kaufpreis orientiert sich meist am aktuellen Bodenwert, den Sie mit dem Bodenrichtwert grob prüfen können.',
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
    {
      q: 'Darf der Vermieter bei einer Indexmiete Modernisierungskosten umlegen?',
      a: 'Nur eingeschränkt: Nach § 557b Abs. 2 BGB ist eine Mieterhöhung wegen Modernisierung nur zulässig, wenn der Vermieter die Maßnahme aufgrund von Umständen durchführen musste, die er nicht zu vertreten hat, etwa wegen einer gesetzlichen Pflicht. Freiwillige Modernisierungen kann er während der Indexmiete nicht umlegen. Betriebskostenerhöhungen sind davon unabhängig weiter möglich.',
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
    {
      q: 'Wie rechnet die Bank die Vorfälligkeitsentschädigung genau aus?',
      a: 'Üblich ist die Aktiv-Passiv-Methode: Die Bank vergleicht Ihren Vertragszins mit der Rendite, die sie bei Wiederanlage in sichere Pfandbriefe mit passender Laufzeit erzielt, und zinst den Unterschied auf heute ab. Davon muss sie ersparte Risiko- und Verwaltungskosten abziehen. Gerechnet werden darf nur bis zu dem Zeitpunkt, zu dem Sie nach § 489 BGB ohnehin hätten kündigen können.',
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
    {
      q: 'Habe ich bei einer Prolongation ein neues Widerrufsrecht?',
      a: 'Das hängt davon ab, wie die Verlängerung gestaltet ist. Wird nur innerhalb des bestehenden Darlehensvertrags ein neuer Zins vereinbart, entsteht nach der Rechtsprechung des BGH kein neues Widerrufsrecht. Schließen Sie dagegen einen neuen Darlehensvertrag ab, gelten die Regeln für Immobiliar-Verbraucherdarlehen einschließlich Widerrufsbelehrung erneut.',
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
  auflassungsvormerkung: [
    {
      q: 'Was kostet die Auflassungsvormerkung und wer beantragt sie?',
      a: 'Den Antrag stellt der Notar direkt nach der Beurkundung, damit zwischen Vertrag und Eintragung möglichst wenig Zeit vergeht. Das Grundbuchamt berechnet dafür eine halbe Gebühr nach dem GNotKG, bemessen am Kaufpreis; die Kosten trägt üblicherweise der Käufer. Nach der Eigentumsumschreibung wird die Vormerkung wieder gelöscht.',
    },
    {
      q: 'Was passiert mit der Vormerkung, wenn der Kauf scheitert?',
      a: 'Sie bleibt im Grundbuch stehen, bis der Käufer ihrer Löschung zustimmt, und blockiert damit einen neuen Verkauf. Deshalb enthalten Kaufverträge oft eine Vollmacht, mit der der Notar die Löschung beantragen darf, wenn der Käufer nicht zahlt und der Verkäufer wirksam zurückgetreten ist. Achten Sie als Verkäufer darauf, dass eine solche Regelung im Vertrag steht.',
    },
  ],
  bauspardarlehen: [
    {
      q: 'Wofür darf ich ein Bauspardarlehen verwenden?',
      a: 'Erlaubt sind wohnwirtschaftliche Zwecke: Kauf oder Bau einer Immobilie, Modernisierung und Renovierung, die Ablösung bestehender Baukredite und etwa der Erwerb von Anteilen an einer Wohnungsgenossenschaft. Kleinere Beträge vergeben viele Bausparkassen ohne Grundschuld, was bei Renovierungen Notarkosten spart. Für einen Autokauf oder eine Urlaubsreise ist das Darlehen nicht gedacht.',
    },
    {
      q: 'Was ist das Risiko bei der Kombination aus Vorausdarlehen und Bausparvertrag?',
      a: 'Beim sogenannten Kombikredit zahlen Sie zunächst nur Zinsen auf ein tilgungsfreies Bankdarlehen und sparen parallel in einen Bausparvertrag, der es später ablöst. Sie zahlen also Kreditzinsen auf die volle Summe, während Ihr Guthaben nur niedrig verzinst wird. Verzögert sich die Zuteilung, kann eine Finanzierungslücke entstehen; vergleichen Sie den Gesamteffektivzins mit einem normalen Annuitätendarlehen.',
    },
  ],
  bauzeitzinsen: [
    {
      q: 'Wie halte ich die Bauzeitzinsen möglichst niedrig?',
      a: 'Setzen Sie Ihr Eigenkapital zuerst ein, bevor Sie Darlehensbeträge abrufen, und zahlen Sie Rechnungen nur nach tatsächlichem Baufortschritt. Bei einem Verbraucherbauvertrag darf der Unternehmer nach § 650m BGB Abschläge insgesamt nur bis 90 % der Vergütung verlangen. Ein realistischer Bauzeitenplan hilft, die doppelte Belastung aus Bauzeitzinsen und Miete kurz zu halten.',
    },
    {
      q: 'Kann ich Bauzeitzinsen von der Steuer absetzen?',
      a: 'Bei einem selbst genutzten Eigenheim nicht. Bauen Sie eine Immobilie, die Sie vermieten wollen, sind die Zinsen während der Bauphase als vorweggenommene Werbungskosten bei den Einkünften aus Vermietung abziehbar. Heben Sie dazu die Zinsbescheinigungen der Bank auf und dokumentieren Sie die Vermietungsabsicht.',
    },
  ],
  bereitstellungszinsen: [
    {
      q: 'Ab wann muss ich Bereitstellungszinsen zahlen?',
      a: 'Die zinsfreie Zeit läuft in der Regel ab Abschluss des Darlehensvertrags, nicht ab Baubeginn. Danach berechnet die Bank die Zinsen monatlich auf den noch nicht abgerufenen Betrag. Vergleichen Sie deshalb bei Neubauangeboten nicht nur den Sollzins, sondern auch Dauer der freien Zeit und Höhe der Bereitstellungszinsen.',
    },
    {
      q: 'Sind Bereitstellungszinsen im Effektivzins enthalten?',
      a: 'Meist nicht spürbar, denn der Effektivzins wird nach der Preisangabenverordnung unter der Annahme berechnet, dass der Kredit sofort vollständig ausgezahlt wird. Bei einem Kauf spielt das keine Rolle, bei einem Neubau mit langer Bauphase aber schon. Rechnen Sie mit Ihrem Zahlungsplan selbst aus, welche Bereitstellungszinsen realistisch anfallen.',
    },
  ],
  beleihungswert: [
    {
      q: 'Was kann ich tun, wenn die Bank einen zu niedrigen Beleihungswert ansetzt?',
      a: 'Reichen Sie Belege nach, die den Wert stützen, etwa Rechnungen über Modernisierungen, eine genaue Baubeschreibung oder einen aktuellen Energieausweis. Banken bewerten unterschiedlich vorsichtig, daher kann ein Angebot einer anderen Bank deutlich besser ausfallen. Ein niedrigerer Wert verschlechtert vor allem Ihren Zinssatz, weil der Beleihungsauslauf steigt.',
    },
    {
      q: 'Wie ermittelt die Bank den Beleihungswert einer vermieteten Wohnung?',
      a: 'Bei Renditeobjekten steht der Ertragswert im Vordergrund: Die Bank setzt nicht die aktuelle, sondern eine dauerhaft erzielbare Miete an und zieht Bewirtschaftungskosten ab. Zusätzlich verwendet sie vorsichtige Kapitalisierungszinssätze nach der Beleihungswertermittlungsverordnung. Eine überdurchschnittlich hohe Miete wird daher oft nicht voll berücksichtigt.',
    },
  ],
  bodenrichtwert: [
    {
      q: 'Warum weicht der Preis meines Grundstücks vom Bodenrichtwert ab?',
      a: 'Der Bodenrichtwert gilt für ein gedachtes Richtwertgrundstück mit bestimmten Merkmalen wie Größe, Tiefe, Art der Bebauung und Erschließungszustand. Weicht Ihr Grundstück davon ab, etwa durch einen ungünstigen Zuschnitt, Hanglage oder eine höhere zulässige Bebauung, sind Zu- oder Abschläge nötig. Viele Gutachterausschüsse veröffentlichen dafür Umrechnungskoeffizienten.',
    },
    {
      q: 'Welche Rolle spielt der Bodenrichtwert bei Grundsteuer und Erbschaft?',
      a: 'Im Bundesmodell der Grundsteuer fließt der Bodenrichtwert direkt in den Grundsteuerwert ein; einige Länder wie Bayern verwenden eigene Modelle ohne Bodenwert. Bei Erbschaft und Schenkung bewertet das Finanzamt unbebaute Grundstücke nach § 179 BewG mit der Fläche mal Bodenrichtwert. Ist der tatsächliche Wert niedriger, können Sie ihn mit einem Gutachten nachweisen.',
    },
  ],
  eigenbedarfskuendigung: [
    {
      q: 'Wie kann ich mich gegen eine Eigenbedarfskündigung wehren?',
      a: 'Prüfen Sie zuerst, ob der Bedarf nachvollziehbar begründet ist und ob der Vermieter eine freie vergleichbare Wohnung im selben Haus hätte anbieten müssen. Bedeutet der Auszug für Sie eine besondere Härte, etwa wegen Krankheit oder hohem Alter, können Sie nach § 574 BGB widersprechen; der Widerspruch muss nach § 574b BGB schriftlich spätestens zwei Monate vor Mietende beim Vermieter sein. Ein Mieterverein hilft bei der Einschätzung.',
    },
    {
      q: 'Was kann ich verlangen, wenn der Eigenbedarf nur vorgetäuscht war?',
      a: 'Zieht nach Ihrem Auszug niemand aus dem angegebenen Personenkreis ein oder wird die Wohnung gleich teurer vermietet, spricht das für vorgetäuschten Eigenbedarf. Sie können dann Schadensersatz verlangen, etwa für Umzugskosten, Maklergebühren und die höhere Miete der neuen Wohnung. Fällt der Bedarf vor Ablauf der Kündigungsfrist weg, muss der Vermieter Sie darüber informieren.',
    },
  ],
  eigenleistung: [
    {
      q: 'Wie sind Freunde und Verwandte versichert, die beim Bau helfen?',
      a: 'Private Helfer am Bau sind kraft Gesetzes über die Berufsgenossenschaft der Bauwirtschaft unfallversichert, Ehe- und Lebenspartner ausgenommen. Sie als Bauherr müssen das Vorhaben innerhalb einer Woche nach Beginn der Arbeiten dort melden und die Beiträge zahlen. Versäumen Sie die Meldung, drohen ein Bußgeld und nach einem Unfall unter Umständen ein Regress.',
    },
    {
      q: 'Was bedeutet Eigenleistung für die Gewährleistung?',
      a: 'Für Ihre eigenen Arbeiten haftet niemand außer Ihnen selbst. Heikel sind die Schnittstellen: Baut ein Handwerker auf Ihrer Vorarbeit auf, etwa Fliesen auf selbst verlegtem Estrich, kann er bei Mängeln auf Ihre Leistung verweisen. Lassen Sie Ihre Vorarbeiten daher vor dem nächsten Gewerk abnehmen oder zumindest dokumentieren.',
    },
  ],
  elementarschadenversicherung: [
    {
      q: 'Bekomme ich eine Elementarversicherung auch in einem Hochwassergebiet?',
      a: 'Auch in der höchsten Gefährdungsklasse ist Schutz häufig möglich, allerdings oft nur nach individueller Prüfung, mit höherer Selbstbeteiligung oder baulichen Auflagen. Holen Sie mehrere Angebote ein und weisen Sie auf Schutzmaßnahmen wie Rückstauklappen oder wasserdichte Kellerfenster hin. Eine funktionierende Rückstausicherung ist in vielen Verträgen ohnehin Voraussetzung dafür, dass Rückstauschäden bezahlt werden.',
    },
    {
      q: 'Zahlt nicht der Staat, wenn ein Unwetter mein Haus beschädigt?',
      a: 'Einen Rechtsanspruch auf staatliche Hilfe gibt es nicht, und einige Bundesländer haben erklärt, Soforthilfen künftig nur noch Eigentümern zu gewähren, die sich nicht versichern konnten. Verlassen Sie sich deshalb nicht auf Hilfsprogramme. Beachten Sie beim Abschluss auch mögliche Wartezeiten, in denen noch kein Schutz besteht.',
    },
  ],
  energieausweis: [
    {
      q: 'Brauche ich einen Bedarfs- oder einen Verbrauchsausweis?',
      a: 'Für Wohngebäude mit weniger als fünf Wohnungen, deren Bauantrag vor dem 01.11.1977 gestellt wurde, ist nach § 80 GEG ein Bedarfsausweis vorgeschrieben. Das gilt nicht, wenn das Haus schon bei Fertigstellung oder durch spätere Modernisierung den Standard der Wärmeschutzverordnung von 1977 erreicht. Bei allen übrigen Gebäuden dürfen Sie wählen.',
    },
    {
      q: 'Wie schätze ich mit dem Energieausweis meine Heizkosten ab?',
      a: 'Multiplizieren Sie den Endenergiekennwert mit der Fläche und dem Preis pro Kilowattstunde Ihres Energieträgers. Beim Verbrauchsausweis hängt der Wert stark vom Verhalten der bisherigen Bewohner ab, beim Bedarfsausweis von genormten Annahmen. Fragen Sie zusätzlich nach den Heizkostenabrechnungen der letzten Jahre.',
    },
    {
      q: 'Gibt es Gebäude, für die kein Energieausweis nötig ist?',
      a: 'Ausgenommen sind nach § 79 GEG kleine Gebäude mit bis zu 50 m² Nutzfläche und Baudenkmäler. Für sie muss beim Verkauf oder bei der Vermietung kein Ausweis vorgelegt werden. Für ein Denkmal ist der Energiebedarf trotzdem relevant, lassen Sie ihn bei Kaufinteresse gegebenenfalls von einem Energieberater schätzen.',
    },
  ],
  erbbauzins: [
    {
      q: 'Kann ich den Erbbauzins von der Steuer absetzen?',
      a: 'Für das selbst bewohnte Haus nicht. Vermieten Sie das Gebäude, ist der laufende Erbbauzins als Werbungskosten abziehbar. Eine Einmalzahlung für mehr als fünf Jahre im Voraus müssen Sie nach § 11 Abs. 2 EStG gleichmäßig auf den Vorauszahlungszeitraum verteilen.',
    },
    {
      q: 'Was passiert, wenn ich den Erbbauzins nicht zahle?',
      a: 'Der Grundstückseigentümer kann einen Heimfall des Erbbaurechts verlangen, wenn das im Vertrag vereinbart ist. Wegen Zahlungsverzugs ist das nach § 9 Abs. 4 ErbbauRG aber erst möglich, wenn Sie mit mindestens zwei Jahresbeträgen im Rückstand sind. Beim Heimfall steht Ihnen eine angemessene Vergütung für das Erbbaurecht zu.',
    },
  ],
  erhaltungsruecklage: [
    {
      q: 'Wie hoch sollte die Erhaltungsrücklage sein?',
      a: 'Eine gesetzliche Mindesthöhe gibt es nicht, angemessen ist sie, wenn absehbare Reparaturen ohne große Sonderumlagen bezahlt werden können. Als Anhaltspunkte dienen die Peterssche Formel, die von den Herstellungskosten ausgeht, oder Erfahrungswerte je Quadratmeter nach Alter des Gebäudes. Vergleichen Sie die Rücklage mit anstehenden Maßnahmen aus den Protokollen der Eigentümerversammlung.',
    },
    {
      q: 'Darf ich meinen Anteil an der Rücklage beim Kauf aus der Grunderwerbsteuer herausrechnen?',
      a: 'Nein, nach einem Urteil des BFH von 2020 gehört die Rücklage zum Vermögen der Gemeinschaft und nicht zum Verkäufer. Ein im Kaufvertrag ausgewiesener Anteil mindert daher nicht die Bemessungsgrundlage der Grunderwerbsteuer. Anders ist es bei mitverkauftem Inventar.',
    },
    {
      q: 'Wann kann ich Zahlungen in die Rücklage bei einer vermieteten Wohnung absetzen?',
      a: 'Nicht schon bei der Zahlung, sondern erst, wenn der Verwalter das Geld tatsächlich für Erhaltungsmaßnahmen ausgibt. Den Betrag finden Sie in der Jahresabrechnung der Gemeinschaft. Den Rest Ihres Hausgeldes, etwa für Verwaltung und Versicherung, können Sie dagegen im Jahr der Zahlung als Werbungskosten ansetzen.',
    },
  ],
  erschliessungskosten: [
    {
      q: 'Zahlt der Käufer oder der Verkäufer offene Erschließungsbeiträge?',
      a: 'Nach § 436 BGB trägt der Verkäufer die Beiträge für Maßnahmen, die bis zum Vertragsschluss bautechnisch begonnen wurden, auch wenn der Bescheid erst später kommt. Der Kaufvertrag kann das anders regeln, und die Gemeinde schickt den Bescheid an denjenigen, der bei Bekanntgabe Eigentümer ist. Fragen Sie vorher bei der Gemeinde nach und lassen Sie eine klare Regelung in den Vertrag aufnehmen.',
    },
    {
      q: 'Kann ich Erschließungsbeiträge in Raten zahlen?',
      a: 'Die Gemeinde kann nach § 135 BauGB zur Vermeidung unbilliger Härten Zahlungserleichterungen gewähren. Möglich ist etwa eine Verrentung in höchstens zehn Jahresleistungen, die dann verzinst werden. Stellen Sie den Antrag zeitnah nach Erhalt des Bescheids und begründen Sie ihn mit Ihrer finanziellen Lage.',
    },
  ],
  'esis-merkblatt': [
    {
      q: 'Ist das ESIS-Merkblatt schon ein verbindliches Angebot?',
      a: 'Nein, das Merkblatt informiert über die geplanten Konditionen, bindend ist erst der unterschriebene Darlehensvertrag. Vergleichen Sie vor der Unterschrift, ob Zins, Rate, Laufzeit und Sondertilgungsrechte im Vertrag mit dem Merkblatt übereinstimmen. Abweichungen sollten Sie sich von der Bank erklären lassen.',
    },
    {
      q: 'Welche Abschnitte im ESIS-Merkblatt sind beim Vergleich am wichtigsten?',
      a: 'Entscheidend sind der effektive Jahreszins, der zurückzuzahlende Gesamtbetrag und die Abschnitte zu vorzeitiger Rückzahlung und flexiblen Merkmalen wie Sondertilgungen. Bei variablen Zinsen zeigt das Merkblatt zusätzlich ein Beispiel, wie sich eine Zinsänderung auf die Rate auswirkt. Fordern Sie die Merkblätter aller Banken mit gleicher Darlehenssumme und gleicher Zinsbindung an.',
    },
  ],
  gebaeudeenergiegesetz: [
    {
      q: 'Muss ich meine funktionierende Heizung wegen des GEG austauschen?',
      a: 'Nein, bestehende Heizungen dürfen weiterbetrieben und repariert werden. Eine Austauschpflicht trifft nur alte Konstanttemperaturkessel, Niedertemperatur- und Brennwertkessel sind ausgenommen. Eigentümer, die ihr Ein- oder Zweifamilienhaus schon vor Februar 2002 selbst bewohnten, sind nach § 73 GEG befreit; ein Käufer muss die Pflicht dann innerhalb von zwei Jahren nach dem Eigentumswechsel erfüllen.',
    },
    {
      q: 'Was gilt, wenn ich im Altbau eine neue Heizung einbaue?',
      a: 'Die Pflicht zu erneuerbaren Energien greift im Bestand erst, wenn für Ihre Gemeinde die gesetzlichen Fristen zur Wärmeplanung erreicht sind. Wer vorher noch eine Öl- oder Gasheizung einbaut, muss sich nach § 71 Abs. 11 GEG vorab beraten lassen und später zunehmend erneuerbare Brennstoffe einsetzen. Prüfen Sie vor der Entscheidung auch die Förderung für Wärmepumpen und andere klimafreundliche Heizungen.',
    },
  ],
  grundbuchauszug: [
    {
      q: 'Wie beantrage ich einen Grundbuchauszug?',
      a: 'Den Antrag stellen Sie beim Grundbuchamt des Amtsgerichts, in dessen Bezirk das Grundstück liegt, schriftlich oder persönlich mit Ausweis. Hilfreich sind Gemarkung, Blattnummer oder Flurstück, zur Not genügt die Adresse. Schneller geht es oft über einen Notar, der den Auszug elektronisch abrufen kann.',
    },
    {
      q: 'Wie aktuell muss der Grundbuchauszug für die Bank sein?',
      a: 'Banken verlangen meist einen aktuellen Auszug, häufig nicht älter als wenige Monate, weil sich Eintragungen jederzeit ändern können. Beim Kauf stellt der Verkäufer oder der Notar ihn bereit, bei einer Anschlussfinanzierung besorgen Sie ihn als Eigentümer selbst. Ein einfacher Ausdruck reicht vielen Banken, manche wünschen den amtlichen.',
    },
  ],
  hausgeld: [
    {
      q: 'Kann das Hausgeld nach dem Kauf steigen?',
      a: 'Ja, die Eigentümerversammlung beschließt jedes Jahr einen neuen Wirtschaftsplan, und steigende Energie-, Versicherungs- oder Verwaltungskosten erhöhen das Hausgeld. Hinzu kommen mögliche Sonderumlagen, wenn größere Sanierungen anstehen. Lassen Sie sich vor dem Kauf die letzten Jahresabrechnungen, Wirtschaftspläne und Protokolle geben.',
    },
    {
      q: 'Was passiert, wenn ein Eigentümer sein Hausgeld nicht zahlt?',
      a: 'Die Gemeinschaft kann den Rückstand einklagen und aus dem Urteil in die Wohnung vollstrecken. In der Zwangsversteigerung sind Hausgeldrückstände nach § 10 Abs. 1 Nr. 2 ZVG bis zu 5 % des Verkehrswerts sogar vor den Banken bevorrechtigt. Bis das Geld eingeht, müssen die übrigen Eigentümer die Lücke gegebenenfalls vorübergehend ausgleichen.',
    },
  ],
  hypothek: [
    {
      q: 'Wie lösche ich eine alte Hypothek im Grundbuch?',
      a: 'Sie benötigen vom Gläubiger eine löschungsfähige Quittung oder eine Löschungsbewilligung, die Ihre Zustimmung als Eigentümer ergänzt. Bei einer Briefhypothek muss zusätzlich der Hypothekenbrief beim Grundbuchamt vorgelegt werden. Den Antrag stellt meist ein Notar, der Ihre Unterschrift beglaubigt.',
    },
    {
      q: 'Was tun, wenn der Hypothekenbrief verloren gegangen ist?',
      a: 'Dann muss der Brief in einem gerichtlichen Aufgebotsverfahren nach § 1162 BGB für kraftlos erklärt werden. Den Antrag stellen Sie beim Amtsgericht, das Verfahren dauert wegen der öffentlichen Bekanntmachung mehrere Monate. Planen Sie diese Zeit ein, bevor Sie eine Immobilie mit alter Briefhypothek verkaufen.',
    },
  ],
  kaltmiete: [
    {
      q: 'Wann darf der Vermieter die Kaltmiete erhöhen?',
      a: 'Nur auf den gesetzlich vorgesehenen Wegen: durch Vereinbarung mit Ihnen, über eine vereinbarte Staffel- oder Indexmiete, durch Anpassung an die ortsübliche Vergleichsmiete nach § 558 BGB oder nach einer Modernisierung. Eine einseitige Erhöhung ohne diese Grundlage ist unwirksam. Einer Erhöhung auf die Vergleichsmiete müssen Sie ausdrücklich zustimmen.',
    },
    {
      q: 'Wie vergleiche ich Kaltmieten verschiedener Wohnungen richtig?',
      a: 'Teilen Sie die Nettokaltmiete durch die Wohnfläche und prüfen Sie, wie diese berechnet wurde, denn Balkone oder Dachschrägen zählen nur anteilig. Vergleichen Sie danach die Warmmiete, weil gut gedämmte Wohnungen trotz höherer Kaltmiete insgesamt günstiger sein können. Ein Blick in den Mietspiegel zeigt, ob der Preis ortsüblich ist.',
    },
  ],
  kappungsgrenze: [
    {
      q: 'Gilt die Kappungsgrenze auch bei einer neuen Vermietung?',
      a: 'Nein, sie schützt nur laufende Mietverhältnisse. Bei einer Neuvermietung kann der Vermieter die Miete grundsätzlich frei vereinbaren, in Gebieten mit Mietpreisbremse aber höchstens 10 % über der Vergleichsmiete. Wer umzieht, verliert also den Schutz der Kappungsgrenze für die neue Wohnung.',
    },
    {
      q: 'Wie oft darf der Vermieter die Miete auf die Vergleichsmiete anheben?',
      a: 'Nach § 558 Abs. 1 BGB muss die Miete zum Zeitpunkt der Erhöhung seit 15 Monaten unverändert sein, und das Verlangen darf frühestens ein Jahr nach der letzten Erhöhung gestellt werden. Für die Kappungsgrenze vergleichen Sie die neue Miete mit der Miete drei Jahre vor dem Wirksamwerden. Nach Zugang des Erhöhungsverlangens haben Sie bis zum Ende des übernächsten Monats Zeit zur Zustimmung.',
    },
  ],
  loeschungsbewilligung: [
    {
      q: 'Wie läuft die Löschung einer Grundschuld praktisch ab?',
      a: 'Sie gehen mit der Löschungsbewilligung der Bank zum Notar, der Ihre Zustimmung als Eigentümer beglaubigt, die nach § 27 GBO zusätzlich erforderlich ist. Der Notar reicht beides beim Grundbuchamt ein. Notar und Grundbuchamt berechnen ihre Gebühren nach dem Nennbetrag der Grundschuld; bei einer Briefgrundschuld muss auch der Brief vorgelegt werden.',
    },
    {
      q: 'Was ist eine Treuhandauflage bei der Löschungsbewilligung?',
      a: 'Verkaufen Sie eine noch belastete Immobilie, schickt Ihre Bank die Löschungsbewilligung an den Notar mit der Auflage, sie erst zu verwenden, wenn der Ablösebetrag bei ihr eingegangen ist. Der Käufer zahlt dann einen Teil des Kaufpreises direkt an Ihre Bank und den Rest an Sie. So wird der Käufer lastenfrei Eigentümer, ohne dass Sie vorher das Darlehen ablösen müssen.',
    },
  ],
  mietkaution: [
    {
      q: 'Wann muss der Vermieter die Kaution nach dem Auszug zurückzahlen?',
      a: 'Eine feste gesetzliche Frist gibt es nicht; die Rechtsprechung billigt dem Vermieter eine angemessene Prüfzeit zu, die oft mit einigen Monaten bemessen wird. Einen Teil darf er zurückbehalten, wenn eine Nachzahlung aus der noch ausstehenden Nebenkostenabrechnung zu erwarten ist. Ansprüche wegen Schäden an der Wohnung verjähren nach § 548 BGB allerdings schon sechs Monate nach Rückgabe.',
    },
    {
      q: 'Was passiert mit meiner Kaution, wenn die Wohnung verkauft wird?',
      a: 'Nach § 566a BGB tritt der neue Eigentümer in die Rechte und Pflichten aus der Sicherheitsleistung ein, Sie fordern die Kaution also später von ihm zurück. Kann der Erwerber nicht zahlen, haftet der frühere Vermieter weiter. Heben Sie deshalb Belege über Ihre Kautionszahlung sorgfältig auf.',
    },
    {
      q: 'Darf ich statt Barkaution eine Bürgschaft stellen?',
      a: 'Nur wenn der Vermieter damit einverstanden ist; einen Anspruch darauf haben Sie nicht. Kautionsbürgschaften oder Kautionsversicherungen schonen Ihre Ersparnisse, kosten aber eine jährliche Gebühr, die Sie nicht zurückbekommen. Rechnen Sie diese Kosten über die geplante Mietdauer gegen die Zinsen eines eigenen Kautionskontos.',
    },
  ],
  mietminderung: [
    {
      q: 'Wie zeige ich einen Mangel richtig an?',
      a: 'Melden Sie den Mangel schriftlich, mit Datum, genauer Beschreibung und Fotos, und setzen Sie eine angemessene Frist zur Beseitigung. Nach § 536c BGB müssen Sie Mängel unverzüglich anzeigen; solange Sie das versäumen, können Sie für diese Zeit nicht mindern. Bewahren Sie einen Nachweis über den Zugang auf, etwa per Einwurfeinschreiben.',
    },
    {
      q: 'Wann ist eine Mietminderung ausgeschlossen?',
      a: 'Kannten Sie den Mangel schon bei Vertragsschluss, ist die Minderung nach § 536b BGB ausgeschlossen, ebenso bei Mängeln, die Sie selbst verursacht haben. Eine nur unerhebliche Beeinträchtigung berechtigt ebenfalls nicht zur Minderung. Bei einer energetischen Modernisierung müssen Sie Beeinträchtigungen nach § 536 Abs. 1a BGB drei Monate lang ohne Minderung hinnehmen.',
    },
  ],
  mietrendite: [
    {
      q: 'Ab wann ist eine Mietrendite zu niedrig?',
      a: 'Eine feste Grenze gibt es nicht, aber ein wichtiger Vergleichswert ist Ihr Darlehenszins. Liegt die Nettomietrendite darunter, kostet jeder geliehene Euro mehr, als er an Miete einbringt, und die Rendite auf Ihr Eigenkapital sinkt mit jedem zusätzlichen Kredit. Dann lohnt sich der Kauf nur, wenn Sie mit deutlicher Wertsteigerung oder steigenden Mieten rechnen.',
    },
    {
      q: 'Wie berechne ich die Rendite auf mein eingesetztes Eigenkapital?',
      a: 'Ziehen Sie von der Jahresnettokaltmiete die nicht umlagefähigen Kosten und die Darlehenszinsen ab und teilen Sie das Ergebnis durch Ihr Eigenkapital. Beispiel: 10.500 € Reinertrag minus 8.750 € Zinsen ergibt 1.750 €, bei 80.000 € Eigenkapital also rund 2,2 % vor Steuern. Die Tilgung zählt nicht als Kosten, weil sie Ihre Schulden verringert.',
    },
    {
      q: 'Wie berücksichtige ich Leerstand und Reparaturen in der Rendite?',
      a: 'Setzen Sie für Mietausfall einen pauschalen Abschlag von der Jahresmiete an und bilden Sie eine Rücklage für Instandhaltung, bei Eigentumswohnungen zusätzlich zur Erhaltungsrücklage der Gemeinschaft. Ältere Gebäude brauchen höhere Rücklagen als Neubauten. Wer diese Posten vergisst, rechnet sich die Rendite schön.',
    },
  ],
  mietspiegel: [
    {
      q: 'Wie lese ich den Mietspiegel für meine Wohnung?',
      a: 'Suchen Sie zuerst das Feld, das Baujahr, Wohnungsgröße und Wohnlage Ihrer Wohnung entspricht; die Lage finden Sie meist in einem Straßenverzeichnis. Das Feld nennt einen Mittelwert und eine Spanne. Wo innerhalb der Spanne Ihre Wohnung liegt, ergibt sich aus den Zu- und Abschlägen für Ausstattung wie Bad, Küche, Balkon oder Heizung.',
    },
    {
      q: 'Was gilt, wenn meine Gemeinde keinen Mietspiegel hat?',
      a: 'Dann kann der Vermieter eine Erhöhung nach § 558a BGB mit einem Sachverständigengutachten, einer Mietdatenbank oder drei Vergleichswohnungen begründen. Zulässig ist nach § 558a Abs. 4 BGB auch der Verweis auf einen veralteten Mietspiegel oder den einer vergleichbaren Gemeinde. Als Mieter können Sie die genannten Vergleichswohnungen prüfen und bei Zweifeln einen Mieterverein einschalten.',
    },
  ],
  modernisierungsumlage: [
    {
      q: 'Was muss der Vermieter vor einer Modernisierung ankündigen?',
      a: 'Nach § 555c BGB muss er Ihnen spätestens drei Monate vor Beginn in Textform Art und Umfang, Beginn und Dauer der Arbeiten sowie die zu erwartende Mieterhöhung und die künftigen Betriebskosten mitteilen. Härtegründe müssen Sie bis zum Ende des Monats geltend machen, der auf den Zugang der Ankündigung folgt. Außerdem haben Sie nach § 555e BGB ein Sonderkündigungsrecht.',
    },
    {
      q: 'Was ist das vereinfachte Verfahren bei der Modernisierungsumlage?',
      a: 'Bei Kosten bis 10.000 € je Wohnung kann der Vermieter nach § 559c BGB pauschal 30 % als Erhaltungsanteil abziehen, statt ihn im Einzelnen zu berechnen. Der Einwand, die Erhöhung sei für Sie finanziell eine Härte, ist dann ausgeschlossen. Dafür darf der Vermieter in den folgenden fünf Jahren grundsätzlich keine weitere Modernisierungserhöhung verlangen.',
    },
  ],
  nebenkosten: [
    {
      q: 'Welche Kosten darf der Vermieter nicht als Nebenkosten umlegen?',
      a: 'Nicht umlagefähig sind Verwaltungskosten, Reparaturen und Instandhaltung, Rücklagen, Kontoführungsgebühren des Vermieters und Kosten leer stehender Wohnungen. Auch Anschaffungen wie neue Mülltonnen oder Gartengeräte sind keine Betriebskosten. Finden Sie solche Posten in der Abrechnung, können Sie die Zahlung insoweit verweigern.',
    },
    {
      q: 'Reicht es, wenn im Mietvertrag nur „Betriebskosten“ steht?',
      a: 'Ja, nach der Rechtsprechung des BGH genügt die Vereinbarung, dass der Mieter die Betriebskosten trägt, um alle in der Betriebskostenverordnung aufgeführten Kostenarten umzulegen. Eine Ausnahme sind die sonstigen Betriebskosten, die einzeln benannt sein müssen, etwa Dachrinnenreinigung. Fehlt jede Umlagevereinbarung, sind die kalten Nebenkosten mit der Miete abgegolten; Heizkosten müssen wegen der Heizkostenverordnung trotzdem nach Verbrauch abgerechnet werden.',
    },
    {
      q: 'Was ist der Unterschied zwischen Nebenkostenpauschale und Vorauszahlung?',
      a: 'Eine Pauschale ist ein fester Betrag, über den nicht abgerechnet wird; Nachzahlungen und Erstattungen gibt es dann nicht. Erhöhen darf der Vermieter sie nach § 560 Abs. 1 BGB nur, wenn das im Vertrag vorbehalten ist. Bei Vorauszahlungen wird dagegen jährlich mit den tatsächlichen Kosten abgerechnet.',
    },
  ],
  niessbrauch: [
    {
      q: 'Was ist der Unterschied zwischen Nießbrauch und Wohnrecht?',
      a: 'Der Nießbraucher darf die Immobilie selbst nutzen, vermieten und die Erträge behalten, trägt dafür aber auch die laufenden Lasten. Der Wohnungsberechtigte darf nur selbst wohnen, in der Regel mit Familie oder Pflegepersonen, aber nicht vermieten. Für Eltern, die Mieteinnahmen behalten wollen, ist daher der Nießbrauch die passende Gestaltung.',
    },
    {
      q: 'Welche steuerlichen Folgen hat eine Schenkung unter Nießbrauchsvorbehalt?',
      a: 'Der kapitalisierte Wert des Nießbrauchs wird vom Wert der Schenkung abgezogen, was die Schenkungsteuer deutlich senken kann. Die Höhe hängt vom Jahreswert und vom Alter des Berechtigten ab. Beachten Sie aber: Die Zehnjahresfrist für Pflichtteilsergänzungsansprüche nach § 2325 BGB beginnt nach der Rechtsprechung des BGH nicht, solange sich der Schenker die Nutzung vorbehält.',
    },
  ],
  'ortsuebliche-vergleichsmiete': [
    {
      q: 'Muss ich einer Mieterhöhung auf die Vergleichsmiete zustimmen?',
      a: 'Nur wenn sie formell korrekt begründet ist, die Sperrfristen und die Kappungsgrenze einhält und die neue Miete die Vergleichsmiete nicht übersteigt. Ist die Forderung teilweise überhöht, können Sie auch nur einem Teil zustimmen. Stimmen Sie nicht zu, muss der Vermieter nach § 558b BGB innerhalb von drei weiteren Monaten auf Zustimmung klagen.',
    },
    {
      q: 'Zählt eine gute Dämmung bei der Vergleichsmiete mit?',
      a: 'Ja, seit 2013 nennt § 558 Abs. 2 BGB ausdrücklich auch die energetische Ausstattung und Beschaffenheit als Vergleichsmerkmal. Viele Mietspiegel sehen deshalb Zu- oder Abschläge je nach Energieverbrauch vor. Prüfen Sie, ob Ihr Vermieter solche Merkmale korrekt angesetzt hat.',
    },
  ],
  schoenheitsreparaturen: [
    {
      q: 'Muss ich beim Auszug die Wohnung streichen?',
      a: 'Nur wenn die Renovierungsklausel im Mietvertrag wirksam ist und die Wohnung tatsächlich renovierungsbedürftig ist. Unabhängig davon kann der Vermieter nach der Rechtsprechung des BGH Schadensersatz verlangen, wenn Sie neutral übernommene Wände in kräftigen Farben gestrichen haben und so zurückgeben. Einen Fachbetrieb müssen Sie nicht beauftragen, fachgerechte Eigenarbeit genügt.',
    },
    {
      q: 'Kann ich vom Vermieter verlangen, dass er renoviert?',
      a: 'Ist die Klausel unwirksam, bleibt der Vermieter für Schönheitsreparaturen zuständig. Haben Sie die Wohnung unrenoviert übernommen, können Sie nach einem Urteil des BGH von 2020 eine Renovierung verlangen, wenn sich der Zustand deutlich verschlechtert hat, müssen sich aber in der Regel zur Hälfte an den Kosten beteiligen. Die hälftige Beteiligung beruht darauf, dass die Wohnung nach der Renovierung besser dasteht als bei Ihrem Einzug.',
    },
  ],
  sonderumlage: [
    {
      q: 'Wer zahlt eine Sonderumlage, wenn die Wohnung gerade verkauft wird?',
      a: 'Gegenüber der Gemeinschaft schuldet sie, wer bei Fälligkeit als Eigentümer im Grundbuch steht, nicht derjenige, der beim Beschluss Eigentümer war. Im Kaufvertrag können Käufer und Verkäufer intern eine andere Verteilung vereinbaren. Fragen Sie vor dem Kauf nach bereits beschlossenen, aber noch nicht fälligen Umlagen.',
    },
    {
      q: 'Kann ich mich gegen eine beschlossene Sonderumlage wehren?',
      a: 'Sie können den Beschluss mit einer Anfechtungsklage beim Amtsgericht angreifen, die nach § 45 WEG innerhalb eines Monats nach der Beschlussfassung erhoben und innerhalb von zwei Monaten begründet werden muss. Erfolg hat sie nur bei Fehlern, etwa einer falschen Kostenverteilung oder einer nicht ordnungsgemäßen Einladung. Nach Fristablauf ist der Beschluss bindend.',
    },
  ],
  staffelmiete: [
    {
      q: 'Darf bei einer Staffelmiete die Kündigung ausgeschlossen werden?',
      a: 'Ja, nach § 557a Abs. 3 BGB kann das Kündigungsrecht des Mieters für höchstens vier Jahre ab Vertragsschluss ausgeschlossen werden. Eine längere Bindung ist insoweit unwirksam. Danach gilt die normale Kündigungsfrist von drei Monaten.',
    },
    {
      q: 'Was gilt, wenn eine spätere Staffel über der Mietpreisbremse liegt?',
      a: 'Nach § 557a Abs. 4 BGB wird jede Staffel für sich an der Mietpreisbremse gemessen, und zwar anhand der Vergleichsmiete zum Zeitpunkt, zu dem sie wirksam wird. Unwirksam ist nur der Teil, der die zulässige Höhe übersteigt. Den überhöhten Betrag müssen Sie wie bei jeder Überschreitung rügen.',
    },
  ],
  teilungserklaerung: [
    {
      q: 'Worauf sollte ich in der Teilungserklärung vor dem Wohnungskauf achten?',
      a: 'Prüfen Sie, ob die Räume als Wohnung oder als Teileigentum ausgewiesen sind, denn ein Hobbyraum im Keller darf nicht ohne Weiteres bewohnt werden. Wichtig sind außerdem Sondernutzungsrechte an Garten oder Stellplatz, die Verteilung der Kosten und Beschränkungen wie ein Verbot der Ferienvermietung. Abweichungen zwischen Plan und tatsächlichem Zustand sollten Sie vor dem Kauf klären.',
    },
    {
      q: 'Kann die Teilungserklärung nachträglich geändert werden?',
      a: 'Die Gemeinschaftsordnung lässt sich grundsätzlich nur durch eine Vereinbarung aller Eigentümer ändern, die im Grundbuch eingetragen wird. Einzelne Punkte kann die Versammlung per Mehrheitsbeschluss ändern, etwa eine Öffnungsklausel nutzen oder nach § 16 Abs. 2 WEG die Verteilung bestimmter Kosten neu regeln. Wer eine Änderung anstrebt, sollte sich früh mit dem Verwalter abstimmen.',
    },
  ],
  verkehrswert: [
    {
      q: 'Wie finde ich heraus, was meine Immobilie ungefähr wert ist?',
      a: 'Einen ersten Anhaltspunkt liefern der Bodenrichtwert und Vergleichspreise aus Immobilienportalen oder dem Grundstücksmarktbericht des Gutachterausschusses. Kostenlose Online-Bewertungen und Maklereinschätzungen sind grob und nicht immer neutral. Für Verkauf, Erbteilung oder Finanzamt ist ein Gutachten eines Sachverständigen die belastbarere Grundlage.',
    },
    {
      q: 'Kann ich dem Finanzamt einen niedrigeren Wert nachweisen?',
      a: 'Ja, bei Erbschaft und Schenkung erlaubt § 198 BewG den Nachweis eines niedrigeren gemeinen Werts, meist durch ein Gutachten eines Sachverständigen oder des Gutachterausschusses. Das lohnt sich etwa bei Bauschäden, Wohnrechten oder einer schlechten Lage, die das pauschale Bewertungsverfahren nicht abbildet. Die Kosten des Gutachtens sollten Sie mit der möglichen Steuerersparnis vergleichen.',
    },
  ],
  vollfinanzierung: [
    {
      q: 'Welche Voraussetzungen muss ich für eine Vollfinanzierung erfüllen?',
      a: 'Banken erwarten ein hohes und sicheres Einkommen, idealerweise unbefristet und außerhalb der Probezeit, sowie keine weiteren Kredite. Eine Notfallreserve auf dem Konto zeigt, dass Sie unerwartete Ausgaben ohne neuen Kredit bewältigen. Das Objekt sollte gut verkäuflich sein, weil die Bank kaum Sicherheitspuffer hat.',
    },
    {
      q: 'Was passiert, wenn ich nach einer Vollfinanzierung schnell verkaufen muss?',
      a: 'In den ersten Jahren liegt die Restschuld meist über dem Verkaufserlös, denn die Kaufnebenkosten sind verloren und viel getilgt ist noch nicht. Hinzu kommt eine mögliche Vorfälligkeitsentschädigung. Die Differenz müssen Sie aus eigenem Vermögen oder mit einem neuen Kredit ausgleichen.',
    },
  ],
  vorkaufsrecht: [
    {
      q: 'Was passiert mit meinem Kaufvertrag, wenn ein Vorkaufsrecht ausgeübt wird?',
      a: 'Mit der Ausübung kommt ein Kaufvertrag zwischen Verkäufer und Vorkaufsberechtigtem zu denselben Bedingungen zustande, Ihr eigener Vertrag bleibt aber rechtlich bestehen. Deshalb sehen Kaufverträge für diesen Fall ein Rücktrittsrecht und die Verteilung der bereits angefallenen Kosten vor. Zahlen Sie den Kaufpreis nicht, bevor der Notar die Fälligkeit mitteilt.',
    },
    {
      q: 'Kann ich das Vorkaufsrecht der Gemeinde abwenden?',
      a: 'Nach § 27 BauGB können Sie die Ausübung abwenden, wenn Sie sich verpflichten, das Grundstück binnen angemessener Frist so zu nutzen, wie es die Ziele der Gemeinde vorsehen, etwa nach dem Bebauungsplan. Die Verpflichtung müssen Sie vor Ablauf der Ausübungsfrist erklären. In vielen Fällen verzichtet die Gemeinde ohnehin und stellt dies dem Notar gegenüber fest.',
    },
  ],
  warmmiete: [
    {
      q: 'Darf der Vermieter die Heizkosten als feste Pauschale verlangen?',
      a: 'In der Regel nicht: Die Heizkostenverordnung schreibt eine verbrauchsabhängige Abrechnung vor und geht abweichenden Vereinbarungen im Mietvertrag vor. Ausgenommen ist vor allem ein Zweifamilienhaus, in dem der Vermieter selbst wohnt. Rechnet der Vermieter nicht nach Verbrauch ab, dürfen Sie Ihren Kostenanteil nach § 12 HeizkostenV um 15 % kürzen.',
    },
    {
      q: 'Wie erkenne ich, ob die angegebene Warmmiete realistisch ist?',
      a: 'Lassen Sie sich die letzte Betriebs- und Heizkostenabrechnung zeigen und vergleichen Sie die tatsächlichen Kosten mit den Vorauszahlungen. Der Energieausweis gibt zusätzlich einen Hinweis auf den Wärmebedarf des Gebäudes. Liegen die Vorauszahlungen auffällig niedrig, droht nach dem ersten Jahr eine hohe Nachzahlung.',
    },
  ],
  wohnflaeche: [
    {
      q: 'Nach welcher Methode wird die Wohnfläche beim Kauf berechnet?',
      a: 'Für Kaufverträge gibt es keine Pflichtmethode; üblich sind die Wohnflächenverordnung, daneben die DIN 277, die auch Keller und Nebenräume als Grundfläche erfasst. Dieselbe Wohnung kann deshalb je nach Methode unterschiedlich groß erscheinen. Fragen Sie nach der Berechnungsgrundlage und prüfen Sie, ob der Kaufvertrag eine bestimmte Fläche zusichert oder sie ausdrücklich nicht garantiert.',
    },
    {
      q: 'Welche Wohnfläche zählt bei Mieterhöhung und Nebenkosten?',
      a: 'Nach der Rechtsprechung des BGH ist für Mieterhöhungen und für die Verteilung der Betriebskosten die tatsächliche Wohnfläche maßgeblich, nicht die im Mietvertrag genannte. Ist die Wohnung kleiner als angegeben, zahlen Sie entsprechend weniger Nebenkosten. Lassen Sie die Fläche bei Zweifeln nachmessen.',
    },
  ],
  wohnrecht: [
    {
      q: 'Wer trägt bei einem Wohnrecht die Kosten für Reparaturen und Nebenkosten?',
      a: 'Ohne abweichende Vereinbarung trägt der Berechtigte nach § 1093 in Verbindung mit § 1041 BGB die gewöhnlichen Erhaltungskosten der Wohnung, zu größeren Instandsetzungen ist nach dem Gesetz keine Seite verpflichtet. Verbrauchskosten wie Strom und Heizung zahlt der Bewohner. Weil die gesetzliche Regel oft nicht passt, sollte der Übertragungsvertrag die Kosten ausdrücklich verteilen.',
    },
    {
      q: 'Was passiert mit dem Wohnrecht, wenn der Berechtigte ins Pflegeheim zieht?',
      a: 'Das Wohnrecht erlischt dadurch nicht automatisch. Der Berechtigte darf die Wohnung ohne Gestattung des Eigentümers aber nicht vermieten, und ob ihm ein Geldausgleich zusteht, hängt vom Vertrag ab. Regeln Sie den Pflegefall deshalb schon bei der Bestellung, etwa mit einer Verzichts- oder Vermietungsklausel.',
    },
  ],
  zuteilungsreife: [
    {
      q: 'Muss ich das Bauspardarlehen sofort bei Zuteilungsreife abrufen?',
      a: 'Nein, Sie können die Zuteilung zunächst ablehnen und weiter sparen, der Vertrag läuft dann fort. Bedenken Sie aber, dass Bausparkassen lange ungenutzte zuteilungsreife Verträge unter Umständen kündigen dürfen. Planen Sie den Abruf möglichst passend zu Ihrem Kauf- oder Modernisierungstermin.',
    },
    {
      q: 'Wie kann ich die Zuteilung meines Bausparvertrags beschleunigen?',
      a: 'Sonderzahlungen erhöhen das Guthaben und damit die Bewertungszahl, die sich aus Sparbetrag und Spardauer ergibt. Auch eine höhere monatliche Rate bringt Sie schneller ans Mindestsparguthaben. Die Mindestsparzeit lässt sich dadurch aber nicht verkürzen; fragen Sie Ihre Bausparkasse nach der voraussichtlichen Zuteilung.',
    },
  ],
  zwangsversteigerung: [
    {
      q: 'Welche Kosten kommen beim Ersteigern zum Gebot hinzu?',
      a: 'Sie zahlen Grunderwerbsteuer auf das Meistgebot, die Gerichtsgebühr für den Zuschlag und die Kosten der Eintragung ins Grundbuch; Notar- und Maklerkosten entfallen. Achten Sie auf Rechte, die nach den Versteigerungsbedingungen bestehen bleiben, etwa ein Wohnrecht, denn sie mindern den Wert zusätzlich. Die Sicherheitsleistung ist seit 2007 nicht mehr in bar möglich, sondern etwa per rechtzeitiger Überweisung an die Gerichtskasse, Bundesbankscheck oder Verrechnungsscheck einer Bank.',
    },
    {
      q: 'Was ist die 7/10-Grenze bei der Zwangsversteigerung?',
      a: 'Bleibt das Meistgebot im ersten Termin unter 70 % des Verkehrswerts, kann ein Berechtigter, dessen Anspruch durch das Meistgebot nicht, bei einem Gebot von 70 % aber voraussichtlich gedeckt wäre, nach § 74a ZVG die Versagung des Zuschlags beantragen. Dann wird ein neuer Termin angesetzt, in dem weder die 70-%- noch die 50-%-Grenze gilt. Schnäppchen sind deshalb vor allem im zweiten Termin möglich.',
    },
    {
      q: 'Kann ich als Eigentümer eine Zwangsversteigerung noch abwenden?',
      a: 'Solange der Zuschlag nicht erteilt ist, können Sie mit der Bank über Ratenzahlung oder einen freihändigen Verkauf verhandeln, der meist einen höheren Erlös bringt. Nach § 30a ZVG kann das Gericht das Verfahren auf Antrag für bis zu sechs Monate einstellen, wenn Aussicht besteht, die Versteigerung dadurch zu vermeiden; der Antrag ist binnen zwei Wochen nach dem entsprechenden Hinweis zu stellen. Holen Sie frühzeitig Rat bei einer Schuldnerberatung.',
    },
  ],
  'bundesfoerderung-fuer-effiziente-gebaeude': [
    {
      q: 'Brauche ich für die BEG-Förderung einen Energieberater?',
      a: 'Für Maßnahmen an der Gebäudehülle, für Anlagentechnik außer der Heizung und für Effizienzhaus-Sanierungen muss ein Energieeffizienz-Experte aus der Liste der Deutschen Energie-Agentur die Planung und Umsetzung bestätigen. Beim Heizungstausch genügt in der Regel die Bestätigung des ausführenden Fachbetriebs. Die Kosten der Fachplanung und Baubegleitung sind selbst förderfähig.',
    },
    {
      q: 'Kann ich BEG-Zuschuss und Steuerermäßigung für dieselbe Maßnahme nutzen?',
      a: 'Nein, Sie müssen sich für eine Maßnahme entscheiden: Zuschuss oder Kredit aus der BEG oder die Steuerermäßigung nach § 35c EStG. Die Steuerermäßigung gilt nur für selbst genutzte Gebäude, die älter als zehn Jahre sind, und wird über drei Jahre verteilt mit insgesamt 20 % der Kosten gewährt. Rechnen Sie beide Wege für Ihre Maßnahme durch.',
    },
    {
      q: 'Darf ich den Handwerker schon vor dem Förderantrag beauftragen?',
      a: 'Einen Liefer- oder Leistungsvertrag dürfen Sie vor dem Antrag abschließen, wenn er eine Bedingung enthält, die ihn von der Förderzusage abhängig macht; beim Heizungstausch ist ein solcher Vertrag sogar Voraussetzung für den Antrag. Mit den Arbeiten selbst darf erst danach begonnen werden. Prüfen Sie die aktuellen Programmbedingungen vor der Unterschrift.',
    },
  ],
  baugenehmigung: [
    {
      q: 'Können Nachbarn gegen meine Baugenehmigung vorgehen?',
      a: 'Ja, wenn das Vorhaben Vorschriften verletzt, die auch sie schützen, etwa Abstandsflächen. Wird ihnen die Genehmigung bekanntgegeben, haben sie einen Monat Zeit für Widerspruch oder Klage; ohne Bekanntgabe kann die Frist deutlich länger laufen. Eine Unterschrift der Nachbarn auf den Bauvorlagen oder eine förmliche Zustellung an sie schafft früh Rechtssicherheit.',
    },
    {
      q: 'Was gilt, wenn ich während des Baus von den genehmigten Plänen abweiche?',
      a: 'Wesentliche Änderungen, etwa an Grundriss, Höhe oder Fenstern zur Grundstücksgrenze, brauchen einen Änderungsantrag, der wieder genehmigt werden muss. Ohne Genehmigung riskieren Sie einen Baustopp und Probleme bei der Abnahme durch die Behörde. Besprechen Sie Änderungen deshalb mit Ihrem Architekten, bevor sie ausgeführt werden.',
    },
  ],
  baunebenkosten: [
    {
      q: 'Welche Baunebenkosten werden am häufigsten vergessen?',
      a: 'Oft fehlen in der Kalkulation Vermessung und Einmessung des Gebäudes, Baustrom und Bauwasser, Entsorgung von Aushub, Außenanlagen mit Einfahrt und Zaun sowie die Grundschuldbestellung. Auch Küche, Umzug und die doppelte Belastung aus Miete und Bauzeitzinsen gehören in den Plan. Fragen Sie Ihren Architekten oder Bauunternehmer nach einer Liste der nicht enthaltenen Leistungen.',
    },
    {
      q: 'Finanziert die Bank auch Baunebenkosten?',
      a: 'Teilweise, aber ungern, weil viele dieser Kosten keinen bleibenden Wert schaffen und damit den Beleihungsauslauf erhöhen. Planen Sie sie deshalb schon im ersten Finanzierungsantrag ein, statt sie später nachzufinanzieren. Eine nachträgliche Aufstockung ist meist teurer und bei manchen Banken nur mit neuer Grundschuld möglich.',
    },
  ],
  bautraeger: [
    {
      q: 'Wie schütze ich mich vor einer Insolvenz des Bauträgers?',
      a: 'Zahlen Sie nur die nach der Makler- und Bauträgerverordnung zulässigen Raten für tatsächlich erreichte Bauabschnitte. Prüfen Sie, ob eine Auflassungsvormerkung eingetragen ist und die finanzierende Bank des Bauträgers eine Freistellungserklärung abgegeben hat, nach der Ihr Anteil lastenfrei übertragen wird. Eine Fertigstellungsbürgschaft oder die Sicherheit von 5 % der Vergütung hilft, Mehrkosten nach einem Ausfall abzudecken.',
    },
    {
      q: 'Wer nimmt beim Bauträgerkauf das Gemeinschaftseigentum ab?',
      a: 'Grundsätzlich jeder Erwerber für sich, auch für Treppenhaus, Dach und Fassade. Klauseln, nach denen ein vom Bauträger bestimmter Erstverwalter oder Sachverständiger das Gemeinschaftseigentum für alle abnimmt, hat der BGH für unwirksam erklärt. Lassen Sie sich bei der Abnahme von einem eigenen Bausachverständigen begleiten.',
    },
  ],
  eigentuemerversammlung: [
    {
      q: 'Kann ich mich in der Eigentümerversammlung vertreten lassen?',
      a: 'Ja, nach § 25 Abs. 3 WEG genügt eine Vollmacht in Textform, etwa per E-Mail. Die Gemeinschaftsordnung kann allerdings einschränken, wen Sie bevollmächtigen dürfen, zum Beispiel nur Ehepartner, andere Eigentümer oder den Verwalter. Geben Sie dem Vertreter Weisungen, wie er zu den einzelnen Punkten abstimmen soll.',
    },
    {
      q: 'Wie bringe ich ein Thema auf die Tagesordnung?',
      a: 'Bitten Sie den Verwalter rechtzeitig vor der Einladung schriftlich, den Punkt mit einem konkreten Beschlussvorschlag aufzunehmen. Wirksam beschließen kann die Versammlung nach § 23 Abs. 2 WEG nur über Themen, die in der Einladung bezeichnet sind. Verlangt mehr als ein Viertel der Eigentümer eine Versammlung, muss der Verwalter sie nach § 24 Abs. 2 WEG einberufen.',
    },
  ],
  auflassung: [
    {
      q: 'Warum wird die Auflassung manchmal getrennt vom Kaufvertrag erklärt?',
      a: 'Nach § 925 Abs. 2 BGB darf die Auflassung nicht unter einer Bedingung erklärt werden, etwa der vollständigen Zahlung. Um den Verkäufer dennoch zu schützen, nimmt der Notar sie entweder in den Vertrag auf und reicht die Umschreibung erst nach Zahlungsnachweis ein, oder er beurkundet sie später gesondert. Die getrennte Variante verursacht zusätzliche Kosten und einen weiteren Termin.',
    },
    {
      q: 'Muss ich zur Auflassung persönlich beim Notar erscheinen?',
      a: 'Beide Seiten müssen gleichzeitig anwesend sein, können sich aber vertreten lassen. Häufig bevollmächtigen die Parteien im Kaufvertrag Angestellte des Notars, spätere Ergänzungen oder Berichtigungen für sie zu erklären. Eine Vollmacht für einen eigenen Vertreter sollte notariell beglaubigt sein, damit das Grundbuchamt sie akzeptiert.',
    },
  ],
  bebauungsplan: [
    {
      q: 'Darf ich von den Festsetzungen des Bebauungsplans abweichen?',
      a: 'Nur mit Zustimmung der Baubehörde: Ausnahmen nach § 31 Abs. 1 BauGB sind möglich, wenn der Plan sie selbst vorsieht, eine Befreiung nach § 31 Abs. 2 BauGB, wenn die Grundzüge der Planung nicht berührt werden und die Abweichung städtebaulich vertretbar ist. Die Befreiung beantragen Sie mit dem Bauantrag. Klären Sie größere Abweichungen vorher mit einer Bauvoranfrage.',
    },
    {
      q: 'Was passiert, wenn die Gemeinde den Bebauungsplan ändert?',
      a: 'Bei einer Änderung werden Öffentlichkeit und Eigentümer nach § 3 BauGB beteiligt und können Stellungnahmen abgeben. Wird eine zulässige Nutzung innerhalb von sieben Jahren nach ihrer Zulässigkeit aufgehoben und sinkt dadurch der Wert, kann nach § 42 BauGB eine Entschädigung zustehen. Beobachten Sie deshalb die Bekanntmachungen Ihrer Gemeinde, wenn Sie ein Grundstück für später halten.',
    },
  ],
  sicherungszweckerklaerung: [
    {
      q: 'Was kann ich tun, wenn die Bank eine weite Zweckerklärung verlangt?',
      a: 'Verhandeln Sie eine enge Zweckerklärung, die nur das konkrete Darlehen sichert. Stellen Sie als Miteigentümer eine Grundschuld für die Schulden eines anderen, ist eine weite Erklärung nach der Rechtsprechung des BGH oft überraschend und nach § 305c BGB insoweit unwirksam, als sie über den Anlass hinausgeht. Verlassen Sie sich aber nicht darauf und lesen Sie das Formular vor der Unterschrift.',
    },
    {
      q: 'Kann ich die Grundschuld später für einen neuen Kredit nutzen?',
      a: 'Ja, indem Sie mit der Bank eine neue oder geänderte Zweckerklärung vereinbaren, die den neuen Kredit einbezieht. Eine neue notarielle Grundschuldbestellung ist dafür nicht nötig, solange der Betrag ausreicht. Bei einem Bankwechsel muss die Grundschuld vorher an die neue Bank abgetreten werden.',
    },
  ],
  tilgungssatzwechsel: [
    {
      q: 'Ist ein Tilgungssatzwechsel besser als Sondertilgungen?',
      a: 'Beide ergänzen sich: Eine Sondertilgung ist eine Einmalzahlung, etwa aus einem Bonus, der Tilgungssatzwechsel ändert die laufende Monatsrate dauerhaft. Wer regelmäßig mehr zahlen kann, spart mit einer höheren Tilgung oft mehr Zinsen als mit einer späten Einmalzahlung. Vereinbaren Sie im Vertrag am besten beides.',
    },
    {
      q: 'Was passiert, wenn ich die Tilgung senke?',
      a: 'Die Rate sinkt, aber die Restschuld am Ende der Zinsbindung steigt und die Gesamtlaufzeit verlängert sich. Manche Banken prüfen vor einer Senkung erneut Ihre Bonität oder erlauben sie nur bis zu einer Mindesttilgung. Nutzen Sie die Senkung für vorübergehende Engpässe und erhöhen Sie später wieder, wenn der Vertrag das erlaubt.',
    },
  ],
  abnahme: [
    {
      q: 'Darf ich die Abnahme verweigern?',
      a: 'Nach § 640 Abs. 1 BGB nur wegen wesentlicher Mängel; kleinere Mängel nehmen Sie unter Vorbehalt in das Abnahmeprotokoll auf. Vorsicht bei Fristen: Setzt der Unternehmer eine Frist zur Abnahme und reagieren Sie nicht mit der Angabe mindestens eines Mangels, gilt das Werk nach § 640 Abs. 2 BGB als abgenommen. Gegenüber Verbrauchern gilt das nur, wenn der Unternehmer in Textform auf diese Folge hingewiesen hat.',
    },
    {
      q: 'Kann ich durch Einzug das Haus schon abgenommen haben?',
      a: 'Ja, eine Abnahme kann auch stillschweigend erfolgen, etwa wenn Sie einziehen, die Schlussrechnung zahlen und keine Mängel rügen. Damit beginnen Gewährleistungsfristen und die Beweislast kehrt sich um, ohne dass ein Protokoll existiert. Vereinbaren Sie deshalb vor dem Einzug einen förmlichen Abnahmetermin.',
    },
  ],
  wohnungsbaupraemie: [
    {
      q: 'Wie und bis wann beantrage ich die Wohnungsbauprämie?',
      a: 'Sie stellen den Antrag mit einem Formular bei Ihrer Bausparkasse, die ihn an das Finanzamt weiterleitet. Nach dem Wohnungsbau-Prämiengesetz muss er bis zum Ende des zweiten Kalenderjahres nach dem Sparjahr eingehen. Gutgeschrieben wird die Prämie in der Regel erst bei Zuteilung oder wohnwirtschaftlicher Verwendung, vorher bleibt sie vorgemerkt.',
    },
    {
      q: 'Kann ich Wohnungsbauprämie und Arbeitnehmersparzulage kombinieren?',
      a: 'Für verschiedene Beiträge ja, für dieselben Beiträge nein. Vermögenswirksame Leistungen, für die Sie Arbeitnehmersparzulage erhalten, werden nicht zusätzlich mit Wohnungsbauprämie gefördert. Eigene Einzahlungen darüber hinaus können dagegen prämienbegünstigt sein, sofern Sie die Einkommensgrenzen einhalten.',
    },
  ],
  volltilgerdarlehen: [
    {
      q: 'Für wen lohnt sich ein Volltilgerdarlehen?',
      a: 'Vor allem für Käufer mit stabilem Einkommen, die sich die höhere Rate dauerhaft leisten können und Planungssicherheit bis zur letzten Rate wollen. Wer mit Einkommensschwankungen rechnet, sollte die Rate vorsichtiger wählen oder zusätzlich einen Tilgungssatzwechsel vereinbaren. Vergleichen Sie den Zinsabschlag mit dem Aufschlag, den eine ebenso lange Zinsbindung ohne Volltilgung kosten würde.',
    },
    {
      q: 'Kann ich ein Volltilgerdarlehen schneller zurückzahlen?',
      a: 'Während der vereinbarten Laufzeit nur über vertraglich vereinbarte Sondertilgungen ohne Zusatzkosten. Wer größere Beträge früher ablösen möchte, etwa aus einer Erbschaft, muss sonst mit einer Vorfälligkeitsentschädigung rechnen oder die Bank um eine Aufhebungsvereinbarung bitten. Fragen Sie vor Abschluss nach jährlichen Sondertilgungsrechten.',
    },
  ],
  bestellerprinzip: [
    {
      q: 'Was kann ich tun, wenn der Vermieter mir die Maklerkosten trotzdem aufdrückt?',
      a: 'Vereinbarungen, mit denen Mieter die vom Vermieter veranlasste Provision übernehmen sollen, sind nach § 2 Abs. 5 WoVermittG unwirksam, und Sie können gezahlte Beträge zurückfordern. Dasselbe gilt für verdeckte Zahlungen, etwa eine überhöhte Ablöse für Einbauküche oder Möbel, soweit sie in auffälligem Missverhältnis zum Wert stehen. Verstöße sind zudem eine Ordnungswidrigkeit.',
    },
    {
      q: 'Gilt das Bestellerprinzip auch, wenn ich eine Wohnung kaufe?',
      a: 'Nein, das Bestellerprinzip betrifft nur Mietwohnungen. Beim Kauf einer Wohnung oder eines Einfamilienhauses regeln §§ 656a bis 656d BGB die Provision, mit Textformpflicht und hälftiger Teilung, wenn beide Seiten den Makler beauftragen. Für Grundstücke, Mehrfamilienhäuser und Gewerbeobjekte gelten diese Sonderregeln nicht.',
    },
  ],
  'immobiliar-verbraucherdarlehen': [
    {
      q: 'Was passiert, wenn die Bank meine Kreditwürdigkeit nicht ordentlich geprüft hat?',
      a: 'Nach § 505d BGB ermäßigt sich der Sollzins dann auf den marktüblichen Zinssatz für Hypothekenpfandbriefe mit entsprechender Laufzeit, und Sie können das Darlehen jederzeit ohne Vorfälligkeitsentschädigung kündigen. Voraussetzung ist, dass die Prüfung fehlerhaft war und der Kredit bei ordnungsgemäßer Prüfung nicht hätte vergeben werden dürfen. Lassen Sie solche Fälle anwaltlich prüfen.',
    },
    {
      q: 'Darf die Bank mir zusätzliche Produkte zum Kredit vorschreiben?',
      a: 'Kopplungsgeschäfte sind nach § 492a BGB grundsätzlich verboten. Erlaubt ist etwa, ein Zahlungs- oder Sparkonto oder eine Versicherung zu verlangen, solange Sie bei der Versicherung den Anbieter frei wählen können. Fragen Sie bei jedem verlangten Zusatzprodukt nach, auf welche gesetzliche Ausnahme sich die Bank stützt, und vergleichen Sie die Angebote einschließlich dieser Kosten.',
    },
  ],
  teilverkauf: [
    {
      q: 'Wer zahlt beim Teilverkauf Reparaturen am Haus?',
      a: 'In vielen Verträgen tragen die bisherigen Eigentümer als Nießbraucher die Instandhaltung vollständig, obwohl ihnen nur noch ein Teil gehört. Eine neue Heizung oder ein Dach bezahlen Sie dann allein, während der Anbieter von der Wertsteigerung profitiert. Lesen Sie die Kostenregelung genau und rechnen Sie absehbare Sanierungen ein.',
    },
    {
      q: 'Wie sicher ist der Kaufpreis, den der Anbieter für meinen Anteil zahlt?',
      a: 'Er beruht auf einem Gutachten, das häufig der Anbieter beauftragt. Lassen Sie den Wert vor der Unterschrift von einem unabhängigen Sachverständigen oder dem Gutachterausschuss prüfen, denn ein zu niedriger Wert senkt den Erlös dauerhaft. Klären Sie außerdem, was beim späteren Gesamtverkauf an Entgelten abgezogen wird.',
    },
  ],
  notaranderkonto: [
    {
      q: 'Wie sicher ist mein Geld auf dem Notaranderkonto?',
      a: 'Das Guthaben ist Treuhandvermögen und gehört nicht zum Vermögen des Notars, es fällt also nicht in seine Insolvenz. Der Notar darf es nur nach den schriftlichen Verwahrungsanweisungen der Beteiligten auszahlen und haftet für Fehler mit einer Pflichtversicherung. Prüfen Sie, ob die Anweisung im Kaufvertrag klar regelt, wann und an wen ausgezahlt wird.',
    },
    {
      q: 'Wer zahlt die Kosten für das Notaranderkonto?',
      a: 'Der Notar berechnet eine Verwahrungsgebühr nach dem GNotKG, die sich nach dem ausgezahlten Betrag richtet. Wer sie trägt, legen Käufer und Verkäufer im Kaufvertrag fest; oft übernimmt sie die Seite, in deren Interesse die Verwahrung erfolgt. Weil die Direktzahlung üblich ist, sollten Sie nachfragen, warum ein Anderkonto nötig sein soll.',
    },
  ],
  gutachterausschuss: [
    {
      q: 'Wer darf beim Gutachterausschuss ein Verkehrswertgutachten beantragen?',
      a: 'Antragsberechtigt sind nach § 193 BauGB unter anderem Eigentümer, Inhaber anderer Rechte am Grundstück, Pflichtteilsberechtigte sowie Behörden und Gerichte. Kaufinteressenten ohne eigenes Recht am Grundstück gehören nicht dazu. Die Gebühren richten sich nach dem Landesrecht und dem Wert des Objekts.',
    },
    {
      q: 'Wie hilft mir der Grundstücksmarktbericht beim Kauf?',
      a: 'Er enthält Durchschnittspreise nach Lage und Baujahr, Preisentwicklungen, Vergleichsfaktoren und Liegenschaftszinssätze für Renditeobjekte. Damit prüfen Sie, ob ein Angebotspreis im üblichen Rahmen liegt. Viele Ausschüsse stellen den Bericht online bereit, teils kostenlos, teils gegen eine Gebühr.',
    },
  ],
  reservierungsvereinbarung: [
    {
      q: 'Wie kann ich mir eine Immobilie verbindlich sichern?',
      a: 'Wirklich verbindlich ist nur ein notariell beurkundeter Kaufvertrag oder ein notarielles Kaufangebot des Verkäufers, das Sie innerhalb einer Frist annehmen können. Eine einfache Reservierung hält den Verkäufer rechtlich nicht davon ab, an jemand anderen zu verkaufen. Nutzen Sie die Zeit bis zum Notartermin, um die Finanzierung fest zuzusagen.',
    },
    {
      q: 'Was sollte in einer Reservierungsvereinbarung stehen?',
      a: 'Halten Sie fest, wer Vertragspartner ist, für welches Objekt und wie lange reserviert wird und ob eine Zahlung bei Scheitern des Kaufs zurückgezahlt oder auf den Kaufpreis oder die Provision angerechnet wird. Eine Bedingung für den Fall, dass die Bank nicht finanziert, schützt Sie zusätzlich. Unterschreiben Sie keine Vereinbarung, die Sie zu einer nicht erstattungsfähigen Zahlung verpflichtet.',
    },
  ],
  finanzierungsbestaetigung: [
    {
      q: 'Schadet es meinem SCHUFA-Score, wenn ich bei mehreren Banken eine Bestätigung anfrage?',
      a: 'Achten Sie darauf, dass die Banken eine Anfrage nach Kreditkonditionen stellen; diese ist für andere Unternehmen nicht sichtbar und fließt nicht in Ihren Score ein. Erst der Abschluss eines Kredits wird als solcher gespeichert. Fragen Sie im Zweifel nach, welche Art von Anfrage gestellt wird.',
    },
    {
      q: 'Kann die Bank nach einer Finanzierungsbestätigung den Kredit noch ablehnen?',
      a: 'Ja, denn die Bestätigung beruht meist auf Ihren Angaben, die Bewertung der konkreten Immobilie folgt erst danach. Stellt die Bank etwa einen niedrigeren Beleihungswert fest oder ändern sich Ihre Einkommensverhältnisse, kann sie die Konditionen anpassen oder absagen. Unterschreiben Sie den Kaufvertrag deshalb erst mit verbindlichem Darlehensvertrag.',
    },
  ],
  faelligkeitsmitteilung: [
    {
      q: 'Was muss ich tun, wenn die Fälligkeitsmitteilung eintrifft?',
      a: 'Leiten Sie das Schreiben sofort an Ihre Bank weiter und erteilen Sie ihr die Auszahlungsanweisung mit den Beträgen und Konten aus der Mitteilung. Oft muss ein Teil an die Bank des Verkäufers zur Ablösung alter Grundschulden gehen und nur der Rest an den Verkäufer. Prüfen Sie, ob Ihr Eigenkapital rechtzeitig auf dem richtigen Konto liegt.',
    },
    {
      q: 'Was passiert, wenn ich den Kaufpreis nach Fälligkeit nicht zahle?',
      a: 'Sie geraten in Verzug und schulden Verzugszinsen, meist in der im Kaufvertrag vereinbarten Höhe. Der Verkäufer kann Ihnen nach § 323 BGB eine Frist setzen und danach vom Vertrag zurücktreten sowie Schadensersatz verlangen. Weil Sie sich im Kaufvertrag in der Regel der sofortigen Zwangsvollstreckung unterworfen haben, kann er auch ohne Klage vollstrecken.',
    },
  ],
  zwischenfinanzierung: [
    {
      q: 'Was passiert, wenn meine alte Immobilie nicht rechtzeitig verkauft wird?',
      a: 'Die Zwischenfinanzierung ist befristet und wird am Ende in voller Höhe fällig. Gelingt der Verkauf nicht, müssen Sie mit der Bank über eine Verlängerung oder eine langfristige Finanzierung verhandeln, was die monatliche Belastung deutlich erhöht. Rechnen Sie deshalb vorab durch, ob Sie beide Immobilien eine Zeit lang gleichzeitig tragen könnten.',
    },
    {
      q: 'Welche Sicherheit verlangt die Bank für eine Zwischenfinanzierung?',
      a: 'Meist eine Grundschuld auf der Immobilie, die verkauft werden soll, oder auf dem neuen Objekt. Finanziert wird oft nur ein Teil des erwarteten Verkaufspreises, weil dieser noch nicht feststeht. Ein realistischer Angebotspreis und ein bereits beauftragter Verkauf erleichtern die Zusage.',
    },
  ],
  kaufpreisfaktor: [
    {
      q: 'Woran erkenne ich, ob ein Kaufpreisfaktor angemessen ist?',
      a: 'Eine allgemein gültige Grenze gibt es nicht, weil die Faktoren je nach Lage und Objektart stark schwanken. Vergleichen Sie deshalb mit den Rohertragsfaktoren im Grundstücksmarktbericht des örtlichen Gutachterausschusses. Ein deutlich höherer Faktor als dort angegeben sollte durch besondere Vorteile wie Lage oder Zustand begründet sein.',
    },
    {
      q: 'Welche Miete sollte ich für den Kaufpreisfaktor ansetzen?',
      a: 'Verwenden Sie die tatsächlich vereinbarte Nettokaltmiete laut Mietvertrag und nicht eine erhoffte Marktmiete aus dem Exposé. Ob Sie die Miete später erhöhen können, hängt von Kappungsgrenze, Mietpreisbremse und Vertragsart ab. Lassen Sie sich Mietverträge und Nachweise über pünktliche Zahlungen vorlegen.',
    },
  ],
  mietkauf: [
    {
      q: 'Was passiert beim Mietkauf, wenn ich die Raten nicht mehr zahlen kann?',
      a: 'Dann droht die Kündigung, und die bereits angerechneten Anteile verfallen je nach Vertrag ganz oder teilweise. Prüfen Sie vor Abschluss, welche Beträge Sie bei einem Ausstieg zurückerhalten und ob es eine Härtefallregelung gibt. Lassen Sie den Entwurf vor dem Notartermin von einer unabhängigen Stelle prüfen.',
    },
    {
      q: 'Wer trägt beim Mietkauf Reparaturen und Grundsteuer?',
      a: 'Das regelt allein der Vertrag; häufig muss der Mietkäufer schon in der Mietphase Instandhaltung und laufende Lasten wie ein Eigentümer tragen. Dann zahlen Sie neben der höheren Rate auch Kosten, die ein Mieter sonst nicht hätte. Rechnen Sie diese Posten in den Vergleich mit Miete oder Baufinanzierung ein.',
    },
  ],
  verkehrswertgutachten: [
    {
      q: 'Woran erkenne ich einen qualifizierten Gutachter?',
      a: 'Die Bezeichnung Sachverständiger ist nicht geschützt. Verlässliche Hinweise sind eine öffentliche Bestellung und Vereidigung durch die Industrie- und Handelskammer oder eine Zertifizierung nach DIN EN ISO/IEC 17024 für Immobilienbewertung. Fragen Sie außerdem nach Erfahrung mit der Objektart und nach einem schriftlichen Honorarangebot.',
    },
    {
      q: 'Wie lange ist ein Verkehrswertgutachten gültig?',
      a: 'Ein Gutachten ermittelt den Wert zu einem bestimmten Stichtag und hat kein festes Ablaufdatum. Haben sich Marktlage, Zustand des Gebäudes oder rechtliche Verhältnisse seitdem geändert, ist es nur noch eingeschränkt aussagekräftig. Für einen neuen Anlass sollten Sie beim Gutachter eine Aktualisierung anfragen, die meist günstiger ist als ein neues Gutachten.',
    },
  ],
  eigentuemergrundschuld: [
    {
      q: 'Wie lasse ich mir die Grundschuld der Bank nach der Rückzahlung abtreten?',
      a: 'Bitten Sie die Bank statt einer Löschungsbewilligung um eine Abtretungserklärung zu Ihren Gunsten. Bei einer Briefgrundschuld genügt die beglaubigte Erklärung zusammen mit der Übergabe des Briefs, bei einer Buchgrundschuld muss die Abtretung ins Grundbuch eingetragen werden. Bewahren Sie Brief und Erklärung sorgfältig auf.',
    },
    {
      q: 'Hat eine Eigentümergrundschuld auch Nachteile?',
      a: 'Gläubiger des Eigentümers können sie pfänden und sich so einen Zugriff auf das Grundstück verschaffen. Außerdem können nachrangige Grundpfandgläubiger nach § 1179a BGB unter Umständen verlangen, dass eine vorrangige Grundschuld gelöscht wird, wenn sie sich mit dem Eigentum vereinigt hat. Lassen Sie sich vor einer Neufinanzierung beraten, ob die reservierte Rangstelle erhalten bleibt.',
    },
  ],
  rangstelle: [
    {
      q: 'Wie bekommt meine Bank beim Kauf die erste Rangstelle?',
      a: 'Der Notar sorgt dafür, dass die Grundschulden des Verkäufers aus dem Kaufpreis abgelöst und gelöscht werden, sodass Ihre Grundschuld an die erste Stelle in Abteilung III rückt. Rechte in Abteilung II wie Wegerechte können vorrangig bleiben; die Bank prüft, ob sie diese akzeptiert. Bestehen Zweifel, verlangt sie einen Rangrücktritt.',
    },
    {
      q: 'Was bedeutet ein Rangrücktritt für Eltern mit Wohnrecht?',
      a: 'Steht im Grundbuch ein Wohnrecht der Eltern, verlangt die Bank des Kindes meist, dass es hinter die neue Grundschuld zurücktritt. Dafür müssen die Eltern in beglaubigter Form zustimmen. In einer Zwangsversteigerung könnte das Wohnrecht dann erlöschen, darüber sollten sich alle Beteiligten vorher im Klaren sein.',
    },
  ],
  gemeinschaftseigentum: [
    {
      q: 'Wer bezahlt neue Fenster in meiner Eigentumswohnung?',
      a: 'Fenster gehören in der Regel zum Gemeinschaftseigentum, daher zahlt grundsätzlich die Gemeinschaft nach Miteigentumsanteilen. Die Teilungserklärung kann die Kosten aber dem einzelnen Eigentümer zuweisen, und seit 2020 kann die Versammlung das nach § 16 Abs. 2 WEG auch per Beschluss regeln. Lesen Sie deshalb Teilungserklärung und Beschlusssammlung.',
    },
    {
      q: 'Darf ich am Gemeinschaftseigentum etwas verändern, etwa eine Markise anbringen?',
      a: 'Bauliche Veränderungen am Gemeinschaftseigentum brauchen nach § 20 WEG einen Beschluss der Eigentümer, auch wenn sie nur Ihrer Wohnung dienen. Ohne Beschluss kann die Gemeinschaft den Rückbau verlangen. Für bestimmte Maßnahmen wie eine Ladestation oder einen barrierefreien Umbau haben Sie einen Anspruch auf Gestattung.',
    },
  ],
  schluesselfertig: [
    {
      q: 'Worauf muss ich im Vertrag für ein schlüsselfertiges Haus achten?',
      a: 'Prüfen Sie, ob der Preis als Festpreis für die gesamte Bauzeit gilt, welcher Fertigstellungstermin nach § 650k Abs. 3 BGB verbindlich genannt ist und wie Abschlagszahlungen an den Baufortschritt gekoppelt sind. Wichtig sind auch die Preise für Änderungswünsche. Fehlt eine Angabe, sollten Sie sie vor der Unterschrift ergänzen lassen.',
    },
    {
      q: 'Wer trägt beim schlüsselfertigen Bau das Risiko eines schlechten Baugrunds?',
      a: 'Das Baugrundrisiko liegt grundsätzlich beim Bauherrn, der das Grundstück stellt. Zeigt sich beim Aushub felsiger oder nicht tragfähiger Boden, kann der Unternehmer Mehrkosten verlangen, etwa für eine verstärkte Gründung. Ein Bodengutachten vor Vertragsschluss macht diese Kosten kalkulierbar.',
    },
  ],
  abschlussgebuehr: [
    {
      q: 'Bekomme ich die Abschlussgebühr zurück, wenn ich auf das Bauspardarlehen verzichte?',
      a: 'Grundsätzlich nicht, die Gebühr in den Bausparbedingungen hat der BGH für zulässig gehalten. Manche Tarife erstatten sie aber ganz oder teilweise, wenn Sie nach der Zuteilung auf das Darlehen verzichten. Ob Ihr Tarif das vorsieht, steht in den Allgemeinen Bausparbedingungen.',
    },
    {
      q: 'Welche weiteren Gebühren der Bausparkasse sind unzulässig?',
      a: 'Der BGH hat eine Kontogebühr in der Darlehensphase und ein jährliches Entgelt in der Ansparphase für unwirksam erklärt, ebenso eine gesonderte Darlehensgebühr bei Auszahlung. Wurden Ihnen solche Entgelte berechnet, können Sie die Erstattung verlangen. Verbraucherzentralen stellen dafür Musterbriefe bereit.',
    },
  ],
  baulast: [
    {
      q: 'Wie erfahre ich, ob auf einem Grundstück eine Baulast liegt?',
      a: 'Beantragen Sie bei der unteren Bauaufsichtsbehörde eine Auskunft aus dem Baulastenverzeichnis; als Kaufinteressent benötigen Sie dafür ein berechtigtes Interesse oder eine Vollmacht des Eigentümers. Der Notar prüft das Verzeichnis beim Kauf nicht automatisch, weil Baulasten nicht im Grundbuch stehen. Die Auskunft ist gebührenpflichtig.',
    },
    {
      q: 'Kann eine Baulast wieder gelöscht werden?',
      a: 'Ja, aber nur durch einen Verzicht der Bauaufsichtsbehörde, wenn kein öffentliches Interesse mehr an der Baulast besteht, etwa weil das begünstigte Nachbargebäude abgerissen wurde. Die bloße Zustimmung des Nachbarn genügt nicht. Den Antrag stellt der Eigentümer bei der Behörde.',
    },
  ],
  hausverwaltung: [
    {
      q: 'Wie können wir als Eigentümer den WEG-Verwalter wechseln?',
      a: 'Die Versammlung kann den Verwalter nach § 26 WEG jederzeit mit einfacher Mehrheit abberufen, ein wichtiger Grund ist nicht mehr nötig. Der Verwaltervertrag endet dann spätestens sechs Monate nach der Abberufung. Holen Sie vorher Angebote anderer Verwalter ein, damit die Gemeinschaft nicht ohne Verwaltung dasteht.',
    },
    {
      q: 'Kann ich die Kosten einer Mietverwaltung von der Steuer absetzen?',
      a: 'Ja, bei einer vermieteten Wohnung sind die Kosten für Miet- und WEG-Verwaltung Werbungskosten bei den Einkünften aus Vermietung. Auf den Mieter umlegen dürfen Sie sie dagegen nicht, weil Verwaltungskosten keine Betriebskosten sind. Bewahren Sie die Rechnungen und die Jahresabrechnung für das Finanzamt auf.',
    },
  ],
};
