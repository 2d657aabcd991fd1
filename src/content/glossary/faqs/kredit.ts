import type { GlossaryFaqsBySlug } from '@/content/glossary/faqs/faq-types';

/** Hand-written follow-up questions for the most searched kredit terms. */
export const kreditFaqs: GlossaryFaqsBySlug = {
  ratenkredit: [
    {
      q: 'Kann ich einen Ratenkredit vorzeitig zurückzahlen?',
      a: 'Ja. Einen Ratenkredit für private Zwecke dürfen Sie nach § 500 Abs. 2 BGB jederzeit ganz oder teilweise ablösen, ohne eine Kündigungsfrist einzuhalten. Die Zinsen für die wegfallende Restlaufzeit müssen Sie nicht mehr zahlen (§ 501 BGB). Als Entschädigung darf die Bank nach § 502 BGB höchstens 1 % des vorzeitig gezahlten Betrags verlangen, bei höchstens einem Jahr Restlaufzeit 0,5 %. Lassen Sie sich vorab eine schriftliche Ablöseberechnung zum gewünschten Stichtag geben.',
    },
    {
      q: 'Was passiert, wenn ich eine Rate nicht zahlen kann?',
      a: 'Eine ausgefallene Rate kostet zunächst Verzugszinsen und Mahnkosten; für Verbraucherkredite regelt das § 497 BGB. Den ganzen Kredit kündigen darf die Bank erst unter den Voraussetzungen des § 498 BGB: mindestens zwei aufeinanderfolgende Raten im Rückstand, ein Mindestrückstand im Verhältnis zum Kreditbetrag und eine erfolglose Zahlungsfrist von zwei Wochen mit Kündigungsandrohung. Rufen Sie die Bank am besten schon vor der ersten fehlenden Rate an und fragen Sie nach Ratenpause, Stundung oder einer Streckung der Laufzeit.',
    },
    {
      q: 'Wie viele Ratenkredite darf ich gleichzeitig haben?',
      a: 'Eine gesetzliche Obergrenze gibt es nicht. Jede Bank muss aber vor Vertragsschluss nach § 505a BGB prüfen, ob Sie die neue Rate neben allen bestehenden Verpflichtungen tragen können, und sieht laufende Kredite in Ihrer SCHUFA-Auskunft. Mehrere parallel laufende Kredite mit unterschiedlichen Abbuchungstagen sind schwer zu überblicken; häufig ist es günstiger, sie zu einem einzigen Kredit zusammenzufassen.',
    },
  ],
  annuitaetendarlehen: [
    {
      q: 'Wie berechne ich die Rate eines Annuitätendarlehens selbst?',
      a: 'Bei Baufinanzierungen rechnen Banken mit der Faustformel Darlehensbetrag × (Sollzins + anfängliche Tilgung) ÷ 12. Bei Krediten mit fester Laufzeit nutzt man die Annuitätenformel: Rate = K × q^n × (q − 1) ÷ (q^n − 1), wobei K der Kreditbetrag, q gleich 1 plus Monatszins und n die Zahl der Raten ist. Ein Tilgungsrechner oder der Tilgungsplan der Bank nimmt Ihnen die Rechnung ab und zeigt zusätzlich die Restschuld zu jedem Monat.',
    },
    {
      q: 'Kann ich ein Annuitätendarlehen vor Ende der Zinsbindung ablösen?',
      a: 'Das hängt von der Kreditart ab. Ein Allgemein-Verbraucherdarlehen wie einen Ratenkredit dürfen Sie nach § 500 Abs. 2 BGB jederzeit zurückzahlen. Bei einer Immobilienfinanzierung mit festem Zins brauchen Sie dafür ein berechtigtes Interesse, etwa den Verkauf des Hauses, und die Bank darf eine Vorfälligkeitsentschädigung verlangen. Unabhängig davon können Sie jeden Festzinskredit zehn Jahre nach vollständiger Auszahlung mit sechs Monaten Frist kündigen (§ 489 Abs. 1 Nr. 2 BGB).',
    },
    {
      q: 'Warum sinkt meine Restschuld in den ersten Jahren so langsam?',
      a: 'Am Anfang berechnet die Bank den Zins auf eine noch hohe Schuld, deshalb besteht die gleichbleibende Rate überwiegend aus Zinsen. Erst mit der Zeit verschiebt sich das Verhältnis zugunsten der Tilgung. Wer schneller schuldenfrei sein möchte, wählt eine höhere anfängliche Tilgung oder vereinbart Sondertilgungsrechte, die diesen Effekt von Beginn an verstärken.',
    },
  ],
  sondertilgung: [
    {
      q: 'Muss ich eine Sondertilgung vorher ankündigen?',
      a: 'Bei einem Allgemein-Verbraucherdarlehen brauchen Sie keine Frist einzuhalten, und das Recht zur Teilrückzahlung kann vertraglich nicht ausgeschlossen werden (§ 512 BGB). Informieren Sie die Bank trotzdem vorher schriftlich und klären Sie, auf welches Konto Sie zahlen und ob danach die Rate oder die Laufzeit sinken soll. Überweisen Sie ohne Absprache, wird der Betrag unter Umständen nur als Vorauszahlung auf künftige Raten verbucht.',
    },
    {
      q: 'Ist eine Sondertilgung sinnvoller als ein Notgroschen auf dem Tagesgeldkonto?',
      a: 'Jeder sondergetilgte Euro spart sicher den Sollzins des Kredits, was meist mehr ist als die Zinsen auf Erspartes. Das Geld ist dann aber gebunden: Kommt eine unerwartete Ausgabe, müssten Sie sie womöglich über den teureren Dispo finanzieren. Bewährt hat sich, zuerst eine Rücklage von einigen Monatsausgaben zu bilden und nur Beträge darüber hinaus in die Tilgung zu stecken.',
    },
    {
      q: 'Darf ich auch bei einer Baufinanzierung jederzeit Sondertilgungen leisten?',
      a: 'Nein, bei Immobiliar-Verbraucherdarlehen mit festem Sollzins gibt es kein gesetzliches Recht auf kostenfreie Teilrückzahlung. Üblich ist, ein jährliches Sondertilgungsrecht, oft als Prozentsatz der ursprünglichen Darlehenssumme, ausdrücklich im Vertrag zu vereinbaren. Fehlt eine solche Klausel, kann die Bank eine außerplanmäßige Zahlung ablehnen oder nur gegen Vorfälligkeitsentschädigung annehmen.',
    },
  ],
  'vorzeitige-rueckzahlung': [
    {
      q: 'Wie berechne ich die höchstmögliche Vorfälligkeitsentschädigung?',
      a: 'Multiplizieren Sie den vorzeitig gezahlten Betrag mit 1 %, bei einer Restlaufzeit von höchstens einem Jahr mit 0,5 %. Vergleichen Sie das Ergebnis mit den Sollzinsen, die bis zum regulären Laufzeitende noch angefallen wären: § 502 Abs. 3 BGB begrenzt die Entschädigung auf den niedrigeren der beiden Werte. Bei einem kleinen Restbetrag kurz vor Schluss liegt sie dadurch oft deutlich unter der Prozentgrenze.',
    },
    {
      q: 'Wann darf die Bank gar keine Entschädigung verlangen?',
      a: 'Nach § 502 Abs. 2 BGB entfällt die Vorfälligkeitsentschädigung, wenn die Rückzahlung aus einer Versicherung stammt, die den Kredit absichern sollte, etwa einer Restschuldversicherung im Todesfall. Sie entfällt auch, wenn der Vertrag die Laufzeit, Ihr Kündigungsrecht oder die Berechnung der Entschädigung nur unzureichend angibt. Prüfen Sie den Vertragstext auf diese Angaben, bevor Sie eine geforderte Entschädigung überweisen.',
    },
    {
      q: 'Bekomme ich den Beitrag einer mitfinanzierten Versicherung zurück?',
      a: 'Die Zinsen für die wegfallende Restlaufzeit rechnet die Bank heraus, ein Einmalbeitrag zur Restschuldversicherung gehört aber zum Versicherungsvertrag. Endet der Kredit vorzeitig, können Sie den Versicherungsschutz in der Regel beenden und den nicht verbrauchten Beitragsanteil zurückverlangen. Schreiben Sie dazu den Versicherer direkt an, denn die Erstattung erfolgt nicht immer automatisch.',
    },
  ],
  umschuldung: [
    {
      q: 'Wie läuft eine Umschuldung praktisch ab?',
      a: 'Holen Sie bei der bisherigen Bank eine Ablöseberechnung mit Restschuld, aufgelaufenen Zinsen und etwaiger Vorfälligkeitsentschädigung zu einem festen Stichtag ein. Über genau diesen Betrag beantragen Sie den neuen Kredit; viele Banken überweisen die Auszahlung direkt an den alten Kreditgeber. Prüfen Sie danach, ob der alte Vertrag als erledigt gemeldet und der Dauerauftrag für die alte Rate gestoppt ist.',
    },
    {
      q: 'Lohnt sich eine Umschuldung auch bei einem kleinen Zinsunterschied?',
      a: 'Vergleichen Sie nicht die Zinssätze, sondern die Summe aller noch zu zahlenden Beträge. Addieren Sie die restlichen Raten des alten Vertrags und stellen Sie ihnen den Gesamtbetrag des neuen Kredits zuzüglich Vorfälligkeitsentschädigung gegenüber. Wird die Laufzeit beim neuen Kredit deutlich verlängert, kann er trotz niedrigerem Zins insgesamt teurer sein.',
    },
    {
      q: 'Verschlechtert eine Umschuldung meinen SCHUFA-Score?',
      a: 'Für kurze Zeit sind alter und neuer Kredit gleichzeitig gespeichert, und die neue Bank stellt eine Kreditanfrage. Sobald die Ablösung gebucht ist, meldet die alte Bank den Vertrag als erledigt, und es bleibt nur ein Kredit übrig. Holen Sie Vergleichsangebote als Konditionsanfrage ein und stellen Sie den verbindlichen Antrag nur bei einer Bank.',
    },
  ],
  restschuldversicherung: [
    {
      q: 'Muss ich eine Restschuldversicherung abschließen, um den Kredit zu bekommen?',
      a: 'Gesetzlich vorgeschrieben ist sie nicht. Verlangt eine Bank sie als Bedingung, muss sie die Versicherungskosten nach der Preisangabenverordnung in den effektiven Jahreszins einrechnen, wodurch das Angebot im Vergleich meist deutlich schlechter dasteht. Ist die Versicherung freiwillig, lassen Sie sich ein Angebot ohne Versicherung geben und vergleichen Sie beide Varianten mit Blick auf den Gesamtbetrag.',
    },
    {
      q: 'Kann ich die Versicherung gleich zusammen mit dem Ratenkredit abschließen?',
      a: 'Bei Allgemein-Verbraucherdarlehen nicht mehr: Nach § 7a Abs. 5 VVG darf der Versicherer eine Restschuldversicherung nur abschließen, wenn Sie Ihre Vertragserklärung frühestens eine Woche nach dem Kreditvertrag abgeben. Ein Vertrag, der unter Verstoß gegen diese Wartefrist zustande kommt, ist nichtig. Die Woche soll Ihnen Zeit geben, in Ruhe zu prüfen, ob Sie die Absicherung wirklich brauchen.',
    },
    {
      q: 'Zahlt die Restschuldversicherung auch bei Vorerkrankungen oder kurz nach Abschluss?',
      a: 'Oft nicht. Viele Bedingungen schließen Krankheiten aus, wegen derer Sie in einem bestimmten Zeitraum vor Vertragsbeginn behandelt wurden, und leisten bei Arbeitslosigkeit erst nach einer Wartezeit und nur für eine begrenzte Zahl von Raten. Selbstständige und befristet Beschäftigte sind gegen Arbeitslosigkeit häufig gar nicht versichert. Lesen Sie diese Klauseln, bevor Sie unterschreiben, und vergleichen Sie mit einer separaten Risikolebens- oder Berufsunfähigkeitsversicherung.',
    },
  ],
  dispositionskredit: [
    {
      q: 'Kann die Bank meinen Dispo einfach kündigen oder kürzen?',
      a: 'Ja, das ist möglich. Der Dispo ist ein unbefristeter Vertrag, und § 504 Abs. 2 BGB erlaubt Banken sogar, sich eine Kündigung ohne Frist vorzubehalten; was für Sie gilt, steht im Kontovertrag und den Geschäftsbedingungen. Wird der Rahmen gestrichen, ist der Sollsaldo fällig. Sprechen Sie in diesem Fall sofort mit der Bank über eine Rückzahlung in Raten oder lösen Sie den Betrag über einen Ratenkredit ab.',
    },
    {
      q: 'Wie komme ich dauerhaft aus dem Dispo heraus?',
      a: 'Schauen Sie zuerst, wie tief das Konto in den letzten Monaten durchschnittlich im Minus war; das ist der Betrag, der Ihnen dauerhaft fehlt. Lösen Sie ihn über einen Ratenkredit mit fester Laufzeit ab und lassen Sie den Rahmen anschließend herabsetzen, damit er sich nicht wieder füllt. Parallel zeigt eine ehrliche Haushaltsrechnung, wo das monatliche Minus entsteht.',
    },
    {
      q: 'Gibt es eine Obergrenze für Dispozinsen?',
      a: 'Eine feste gesetzliche Obergrenze gibt es nicht; Grenze ist erst die Sittenwidrigkeit nach § 138 BGB. Banken müssen ihren Dispozins aber vor Vertragsschluss nennen und auf ihrer Website leicht auffindbar veröffentlichen (Art. 247a § 2 EGBGB). Ist der Zins variabel, muss er sich nach einem im Vertrag genannten Referenzzinssatz richten. Wer den Rahmen regelmäßig nutzt, sollte die Dispozinsen mehrerer Banken vergleichen.',
    },
  ],
  widerrufsrecht: [
    {
      q: 'Wie widerrufe ich einen Kreditvertrag richtig?',
      a: 'Ein Formular ist nicht vorgeschrieben: Es genügt eine eindeutige Erklärung gegenüber der Bank, dass Sie den Vertrag widerrufen, eine Begründung ist nicht nötig (§ 355 Abs. 1 BGB). Schicken Sie den Widerruf per E-Mail oder Einschreiben an die Adresse aus der Widerrufsinformation, damit Sie ihn beweisen können. Für die Frist kommt es auf die rechtzeitige Absendung an, nicht auf den Eingang bei der Bank.',
    },
    {
      q: 'Was kostet mich ein Widerruf, wenn das Geld schon ausgezahlt ist?',
      a: 'Sie zahlen den erhaltenen Betrag zurück und für die Tage bis zur Rückzahlung den vereinbarten Sollzins. Bearbeitungsentgelte oder eine Vorfälligkeitsentschädigung darf die Bank wegen des Widerrufs nicht verlangen. Wer innerhalb der Frist widerruft, zahlt deshalb meist nur wenige Tage Zinsen, muss aber das Geld tatsächlich noch verfügbar haben.',
    },
    {
      q: 'Kann ich einen Kredit auch nach Jahren noch widerrufen?',
      a: 'Nur wenn die Widerrufsfrist nie zu laufen begonnen hat, etwa weil Pflichtangaben im Vertrag fehlten oder die Widerrufsinformation fehlerhaft war. Holt die Bank fehlende Angaben nach, läuft ab dann eine Frist von einem Monat. Bei Immobiliar-Verbraucherdarlehen erlischt das Widerrufsrecht spätestens zwölf Monate und 14 Tage nach Vertragsschluss (§ 356b Abs. 2 BGB). Ob ein später Widerruf im Einzelfall durchgreift, sollten Sie anwaltlich oder bei einer Verbraucherzentrale prüfen lassen.',
    },
  ],
  bonitaet: [
    {
      q: 'Wie kann ich meine Bonität verbessern?',
      a: 'Fordern Sie zuerst Ihre kostenlosen Datenkopien bei den Auskunfteien an und lassen Sie falsche oder veraltete Einträge berichtigen. Zahlen Sie Rechnungen pünktlich, kündigen Sie ungenutzte Kreditkarten und Rahmenkredite und vermeiden Sie viele echte Kreditanfragen kurz hintereinander. Für Banken zählt außerdem ein stabiles Einkommen, etwa ein unbefristeter Arbeitsvertrag nach der Probezeit, oft mehr als der Score allein.',
    },
    {
      q: 'Bekomme ich mit schlechter Bonität überhaupt noch einen Kredit?',
      a: 'Möglicherweise, aber meist nur einen kleineren Betrag, zu höheren Zinsen oder mit zusätzlicher Sicherheit wie einem Mitkreditnehmer mit gutem Einkommen. Vorsicht bei Angeboten „ohne SCHUFA“, die Gebühren vorab verlangen: Ein Vermittler darf nach § 655c BGB erst kassieren, wenn der Kredit ausgezahlt ist. Ist die Bonität schlecht, weil schon jetzt Raten drücken, hilft eine Schuldnerberatung mehr als ein weiterer Kredit.',
    },
  ],
  kreditwuerdigkeitspruefung: [
    {
      q: 'Muss mir die Bank sagen, warum sie meinen Kreditantrag abgelehnt hat?',
      a: 'Eine ausführliche Begründung schuldet sie nicht. Lehnt sie aber wegen einer Auskunft der SCHUFA oder einer anderen Auskunftei ab, muss sie Sie nach § 30 Abs. 2 BDSG unverzüglich darüber und über die erhaltene Auskunft informieren. Beruht die Entscheidung allein auf einer automatisierten Bewertung, können Sie nach Art. 22 DSGVO verlangen, dass ein Mitarbeiter den Fall prüft, und Ihren Standpunkt darlegen.',
    },
    {
      q: 'Was passiert, wenn die Bank die Prüfung nicht ordentlich gemacht hat?',
      a: 'Hätte die Bank den Kredit bei ordnungsgemäßer Prüfung nicht vergeben dürfen, ermäßigt sich der Sollzins nach § 505d BGB auf einen gesetzlich bestimmten marktüblichen Satz. Außerdem dürfen Sie den Vertrag jederzeit fristlos kündigen, ohne eine Vorfälligkeitsentschädigung zu zahlen. Diese Rechte entfallen, wenn die fehlerhafte Prüfung darauf beruht, dass Sie vorsätzlich oder grob fahrlässig falsche Angaben gemacht oder Informationen zurückgehalten haben.',
    },
  ],
  kreditvergleich: [
    {
      q: 'Warum bekomme ich nicht den Zins, mit dem die Bank wirbt?',
      a: 'Die meisten Ratenkredite sind bonitätsabhängig: Der niedrigste beworbene Zins gilt nur für Kunden mit sehr guter Bonität. Aussagekräftiger ist der Zins im repräsentativen Beispiel, das nach § 17 PAngV in jeder Werbung mit Zinsangaben stehen muss. Ihren persönlichen Zins erfahren Sie erst durch eine Anfrage mit Ihren eigenen Daten.',
    },
    {
      q: 'Worauf muss ich außer dem effektiven Jahreszins achten?',
      a: 'Vergleichen Sie nur Angebote mit gleichem Nettodarlehensbetrag und gleicher Laufzeit, sonst sind die Zahlen nicht vergleichbar. Achten Sie zusätzlich auf Kosten, die nicht im Effektivzins stecken, etwa eine freiwillige Restschuldversicherung, und auf Flexibilität wie kostenlose Sondertilgungen oder Ratenpausen. Die Europäischen Standardinformationen jedes Anbieters enthalten diese Angaben in gleicher Reihenfolge.',
    },
    {
      q: 'Schadet es meiner SCHUFA, wenn ich viele Angebote einhole?',
      a: 'Nicht, solange die Banken nur Konditionen anfragen, denn diese Anfragen sehen andere Unternehmen nicht. Fragen Sie bei jedem Anbieter ausdrücklich nach, ob er eine Konditionsanfrage stellt, und kontrollieren Sie das einige Wochen später in Ihrer kostenlosen Datenkopie. Den verbindlichen Antrag stellen Sie erst bei dem Anbieter, für den Sie sich entschieden haben.',
    },
  ],
  kettenkredit: [
    {
      q: 'Wie erkenne ich, ob eine angebotene Aufstockung ein schlechtes Geschäft ist?',
      a: 'Lassen Sie sich den Betrag nennen, der tatsächlich zusätzlich auf Ihrem Konto ankommt, und ermitteln Sie die Mehrkosten: Gesamtbetrag des neuen Vertrags minus Summe der noch offenen Raten des alten. Teilen Sie die Mehrkosten durch das frische Geld, sehen Sie, was dieses Geld Sie wirklich kostet. Liegt der Wert deutlich über den Kosten eines separaten kleinen Kredits, lehnen Sie die Aufstockung besser ab.',
    },
    {
      q: 'Kann ich mich gegen einen Kettenkredit rechtlich wehren?',
      a: 'Eine Aufstockung ist nicht per se unzulässig. Gerichte betrachten bei der Frage der Sittenwidrigkeit nach § 138 BGB aber alten und neuen Vertrag zusammen; ist die Ablösung für Sie wirtschaftlich erheblich nachteilig, kann das den neuen Vertrag angreifbar machen. Prüfen lassen sollten Sie auch mitverkaufte Restschuldversicherungen und Vermittlerprovisionen. Eine Verbraucherzentrale oder ein Fachanwalt für Bankrecht kann die Vertragskette bewerten.',
    },
    {
      q: 'Wie komme ich aus einer Kreditkette wieder heraus?',
      a: 'Nehmen Sie keine weitere Aufstockung an und listen Sie alle Restschulden mit Zins und Rate auf. Reicht Ihr Einkommen für die bestehenden Raten, hilft konsequente Tilgung, eventuell mit einer günstigeren Umschuldung ohne neue Versicherungen. Reicht es nicht, wenden Sie sich an eine Schuldnerberatung, bevor Rückstände entstehen.',
    },
  ],
  buergschaft: [
    {
      q: 'Kann ich eine Bürgschaft kündigen oder widerrufen?',
      a: 'Ein Widerrufsrecht wie beim Verbraucherkredit hat ein Bürge in aller Regel nicht. Eine Bürgschaft für einen bestimmten Kredit endet erst, wenn dieser getilgt ist oder die Bank Sie entlässt. Haben Sie unbefristet für künftige Forderungen gebürgt, etwa für einen Kontokorrentkredit, können Sie mit angemessener Frist für die Zukunft kündigen; für die bis dahin entstandenen Schulden haften Sie weiter.',
    },
    {
      q: 'Kann ich mir das Geld vom Schuldner zurückholen, wenn ich zahlen musste?',
      a: 'Ja. Soweit Sie den Gläubiger befriedigen, geht dessen Forderung nach § 774 BGB auf Sie über, samt daran hängender Sicherungsrechte wie Pfandrechte oder weiterer Bürgschaften. Sie können dann selbst vom Hauptschuldner Zahlung verlangen und notfalls vollstrecken. Praktisch nützt das nur, wenn beim Schuldner noch etwas zu holen ist, was im Bürgschaftsfall oft nicht zutrifft.',
    },
    {
      q: 'Hafte ich als Bürge auch für Zinsen und Kosten?',
      a: 'Grundsätzlich ja. Nach § 767 BGB umfasst die Bürgschaft die Hauptschuld in ihrem jeweiligen Bestand einschließlich Verzugszinsen sowie der Kosten von Kündigung und Rechtsverfolgung. Erweitert der Schuldner seine Schuld nachträglich, etwa durch eine Kreditaufstockung, muss der Bürge dafür nicht einstehen. Vereinbaren Sie möglichst einen Höchstbetrag, dann ist Ihr Risiko von Anfang an klar begrenzt.',
    },
  ],
  schufa: [
    {
      q: 'Wer darf meine SCHUFA-Daten abfragen?',
      a: 'Nur Unternehmen mit einem berechtigten Interesse, typischerweise weil Sie bei ihnen einen Vertrag mit finanziellem Ausfallrisiko schließen wollen: einen Kredit, ein Girokonto, einen Handyvertrag oder einen Kauf auf Rechnung. Vermieter haben in der Regel keinen direkten Zugriff und verlangen stattdessen eine Bonitätsauskunft, die Sie selbst besorgen. Welche Unternehmen Daten zu Ihnen abgerufen haben, sehen Sie in Ihrer kostenlosen Datenkopie.',
    },
    {
      q: 'Verschlechtert ein laufender Kredit meinen SCHUFA-Score?',
      a: 'Ein Kredit, den Sie vertragsgemäß zurückzahlen, ist kein Negativmerkmal. Er zeigt aber eine bestehende Verpflichtung, die eine Bank bei einem weiteren Antrag in ihrer Haushaltsrechnung berücksichtigt. Ein pünktlich abbezahlter Kredit kann Ihre Zahlungshistorie sogar positiv prägen.',
    },
    {
      q: 'Kann ich der Speicherung meiner Daten bei der SCHUFA widersprechen?',
      a: 'Vertragsdaten wie Kredite und Girokonten melden Banken auf Grundlage ihres berechtigten Interesses, ein Vetorecht beim Vertragsschluss haben Sie praktisch nicht. Nach Art. 21 DSGVO können Sie aber Widerspruch einlegen, wenn sich aus Ihrer besonderen persönlichen Situation Gründe dagegen ergeben; die SCHUFA muss das im Einzelfall abwägen. Unrichtige Daten müssen nach Art. 16 DSGVO in jedem Fall korrigiert werden.',
    },
  ],
  'schufa-auskunft': [
    {
      q: 'Wie bekomme ich die kostenlose SCHUFA-Auskunft?',
      a: 'Beantragen Sie auf der Website der SCHUFA ausdrücklich die Datenkopie nach Art. 15 DSGVO und nicht eines der kostenpflichtigen Produkte, die dort auffälliger angeboten werden. Sie brauchen Namen, Geburtsdatum, aktuelle und frühere Anschriften und gegebenenfalls eine Ausweiskopie. Alternativ können Sie die Kopie auch formlos per Brief anfordern.',
    },
    {
      q: 'Kann ich dem Vermieter einfach die kostenlose Datenkopie geben?',
      a: 'Möglich ist das, aber die Datenkopie enthält alle gespeicherten Konten, Kredite und Anfragen, die einen Vermieter nichts angehen. Vermieter erwarten meist die kostenpflichtige Bonitätsauskunft, die nur die wesentlichen Angaben zeigt. Wenn Sie die Datenkopie verwenden, schwärzen Sie vorher alles, was für die Wohnungsvergabe keine Rolle spielt.',
    },
    {
      q: 'Was mache ich, wenn in meiner Auskunft ein falscher Eintrag steht?',
      a: 'Schreiben Sie die SCHUFA an, bezeichnen Sie den Eintrag genau und verlangen Sie nach Art. 16 DSGVO die Berichtigung oder nach Art. 17 DSGVO die Löschung; legen Sie Belege wie Zahlungsnachweise bei. Wenden Sie sich parallel an das Unternehmen, das die Daten gemeldet hat. Bleibt die Antwort unbefriedigend, können Sie den Ombudsmann der SCHUFA oder die hessische Datenschutzaufsichtsbehörde einschalten.',
    },
  ],
  score: [
    {
      q: 'Warum ist mein Score gesunken, obwohl ich immer pünktlich zahle?',
      a: 'Scores reagieren auch auf Vorgänge ohne Zahlungsprobleme, zum Beispiel neue Kreditanfragen, gerade eröffnete Konten und Kreditkarten oder das Ende eines lange bestehenden Vertrags. Außerdem stellen Auskunfteien ihre Berechnungsmodelle gelegentlich um. Fragen Sie nach Art. 15 DSGVO, welche Faktoren Ihren Wert bestimmt haben; die wesentlichen Einflussgrößen muss Ihnen die Auskunftei verständlich erläutern.',
    },
    {
      q: 'Darf eine Bank mich allein wegen eines schlechten Scores ablehnen?',
      a: 'Nach dem Urteil des Europäischen Gerichtshofs vom Dezember 2023 kann schon die Berechnung des Scores eine automatisierte Entscheidung im Sinne von Art. 22 DSGVO sein, wenn die Bank ihre Entscheidung maßgeblich darauf stützt. Solche Entscheidungen sind nur unter engen Voraussetzungen zulässig, und Sie können verlangen, dass ein Mensch den Antrag überprüft. Reichen Sie dabei Unterlagen nach, die der Score nicht kennt, etwa Einkommensnachweise.',
    },
  ],
  negativmerkmal: [
    {
      q: 'Wann darf eine offene Rechnung an eine Auskunftei gemeldet werden?',
      a: 'Die Forderung muss fällig sein und darf nicht von Ihnen bestritten werden. Nach § 31 Abs. 2 BDSG ist eine Meldung ohne Urteil oder Anerkenntnis in der Regel erst zulässig, wenn Sie nach Fälligkeit mindestens zweimal schriftlich gemahnt wurden, zwischen erster Mahnung und Meldung mindestens vier Wochen liegen und Sie vorher auf die mögliche Meldung hingewiesen wurden. Titulierte oder ausdrücklich anerkannte Forderungen dürfen auch ohne diese Schritte gemeldet werden.',
    },
    {
      q: 'Hilft es, eine Forderung zu bestreiten, um einen Eintrag zu verhindern?',
      a: 'Nur wenn Sie tatsächlich Einwände haben, etwa weil die Rechnung falsch oder die Leistung mangelhaft war. Ein begründetes Bestreiten in Textform vor der Meldung verhindert, dass die Forderung als unbestrittene Zahlungsstörung gemeldet wird; der Gläubiger muss sie dann gerichtlich klären. Wer ohne echten Grund bestreitet, riskiert lediglich zusätzliche Gerichts- und Anwaltskosten.',
    },
    {
      q: 'Verschwindet der Eintrag sofort, wenn ich die Schuld bezahle?',
      a: 'Nein. Die Zahlung führt zunächst dazu, dass der Eintrag als erledigt gekennzeichnet wird, was Banken milder bewerten als eine offene Forderung. Gelöscht wird er erst, wenn die Speicherfrist nach den Verhaltensregeln der Auskunfteien abgelaufen ist. Heben Sie den Zahlungsbeleg auf und kontrollieren Sie in der Datenkopie, ob der Erledigtvermerk tatsächlich gesetzt wurde.',
    },
  ],
  konditionsanfrage: [
    {
      q: 'Woran erkenne ich, ob nur eine Konditionsanfrage gestellt wurde?',
      a: 'In Ihrer kostenlosen Datenkopie steht sie als „Anfrage Kreditkonditionen“, eine für andere sichtbare Anfrage dagegen als „Anfrage Kredit“. Seriöse Banken und Vergleichsportale geben im Antragsprozess an, welche Art von Anfrage sie stellen. Fehlt ein solcher Hinweis, fragen Sie vor dem Absenden Ihrer Daten schriftlich nach.',
    },
    {
      q: 'Ist das Angebot nach einer Konditionsanfrage verbindlich?',
      a: 'Nein. Es beruht auf Ihren eigenen Angaben und den Daten der Auskunftei und ist ein vorläufiges Angebot. Vor der endgültigen Zusage prüft die Bank Gehaltsnachweise und Kontoauszüge und stellt dann eine echte Kreditanfrage. Weichen die Unterlagen von Ihren Angaben ab, kann sich der Zins noch ändern oder der Antrag abgelehnt werden.',
    },
  ],
  privatinsolvenz: [
    {
      q: 'Wie beantrage ich eine Privatinsolvenz?',
      a: 'Zuerst muss ein außergerichtlicher Einigungsversuch scheitern, den eine anerkannte Schuldnerberatungsstelle oder ein Anwalt bescheinigt. Dann reichen Sie beim zuständigen Insolvenzgericht, einer Abteilung des Amtsgerichts, das amtliche Antragsformular mit Vermögensübersicht, Gläubiger- und Forderungsverzeichnis und dem Antrag auf Restschuldbefreiung ein. Können Sie die Verfahrenskosten nicht aufbringen, beantragen Sie zugleich deren Stundung nach § 4a InsO.',
    },
    {
      q: 'Was darf ich während der Privatinsolvenz behalten?',
      a: 'Geschützt bleiben Einkommen bis zur jeweils geltenden Pfändungsfreigrenze und Gegenstände, die nach § 811 ZPO unpfändbar sind, etwa der Hausrat für eine bescheidene Lebensführung oder ein Auto, das Sie für den Weg zur Arbeit brauchen. Die Mietwohnung behalten Sie in aller Regel, weil der Insolvenzverwalter den Mietvertrag aus der Masse löst (§ 109 InsO). Ersparnisse, Wertpapiere oder eine eigene Immobilie werden dagegen zugunsten der Gläubiger verwertet.',
    },
    {
      q: 'Kann ich ein zweites Mal Privatinsolvenz anmelden?',
      a: 'Ja, aber eine erneute Restschuldbefreiung ist nach § 287a InsO ausgeschlossen, wenn Ihnen in den elf Jahren vor dem neuen Antrag schon einmal eine erteilt wurde. Wurde die frühere Befreiung auf einen Antrag nach dem 30. September 2020 erteilt, dauert die Abtretungsfrist im neuen Verfahren außerdem fünf statt drei Jahre (§ 287 Abs. 2 InsO). Nach einer Entschuldung sollten Sie deshalb keine Verbindlichkeiten eingehen, deren Raten Sie nicht sicher tragen können.',
    },
  ],
  restschuldbefreiung: [
    {
      q: 'Muss ich die Restschuldbefreiung gesondert beantragen?',
      a: 'Ja. Der Antrag auf Restschuldbefreiung ist ein eigener Antrag, den Sie zusammen mit dem Insolvenzantrag stellen (§ 287 InsO). Dazu gehört die Erklärung, dass Sie Ihr pfändbares Einkommen für die Dauer der Abtretungsfrist an einen Treuhänder abtreten. Fehlt der Antrag, endet das Verfahren zwar irgendwann, die restlichen Schulden bleiben aber bestehen.',
    },
    {
      q: 'Kann mir die Restschuldbefreiung verweigert werden?',
      a: 'Ja, auf Antrag eines Gläubigers, wenn ein Versagungsgrund nach § 290 InsO vorliegt, etwa eine Verurteilung wegen einer Insolvenzstraftat, falsche oder unvollständige Angaben in den Verzeichnissen oder verletzte Auskunfts- und Mitwirkungspflichten. Auch Verstöße gegen die Obliegenheiten während der Wohlverhaltensphase können zur Versagung führen. Geben Sie deshalb von Beginn an alle Schulden und Vermögenswerte vollständig an.',
    },
    {
      q: 'Wie schnell erholt sich meine Bonität nach der Restschuldbefreiung?',
      a: 'Die Auskunfteien speichern den Eintrag über die Befreiung nur begrenzt, danach verschwindet er. Die früheren Einträge zu den einzelnen Forderungen sollten mit der Befreiung als erledigt markiert sein; kontrollieren Sie das in Ihren Datenkopien. Ein Girokonto ohne Überziehung und pünktlich bezahlte Rechnungen helfen, wieder eine positive Zahlungshistorie aufzubauen.',
    },
  ],
  autokredit: [
    {
      q: 'Ist ein Autokredit von der Bank günstiger als die Finanzierung beim Händler?',
      a: 'Das lässt sich nur im Einzelfall beantworten. Händler- und Herstellerbanken bieten teils sehr niedrige Zinsen, holen das aber oft über einen höheren Fahrzeugpreis oder den Verzicht auf Rabatte wieder herein. Verhandeln Sie deshalb zuerst den Barpreis, rechnen Sie dann Bankkredit und Händlerfinanzierung jeweils mit Gesamtbetrag durch und vergleichen Sie, was Sie am Ende insgesamt für das Auto zahlen.',
    },
    {
      q: 'Darf ich das Auto verkaufen, bevor der Kredit abbezahlt ist?',
      a: 'Solange das Fahrzeug der Bank zur Sicherheit übereignet ist, können Sie es ohne ihre Mitwirkung nicht wirksam übertragen, und ohne Zulassungsbescheinigung Teil II zahlt kaum ein Käufer. Üblich ist, die Restschuld mit dem Verkaufserlös abzulösen: Der Käufer überweist direkt an die Bank, die danach den Fahrzeugbrief herausgibt. Die vorzeitige Rückzahlung selbst ist nach § 500 Abs. 2 BGB jederzeit möglich.',
    },
    {
      q: 'Was gilt beim Widerruf, wenn der Händler den Kredit vermittelt hat?',
      a: 'Dann bilden Kaufvertrag und Kredit in der Regel ein verbundenes Geschäft nach § 358 BGB. Widerrufen Sie den Kreditvertrag innerhalb der Frist, sind Sie auch an den Kaufvertrag nicht mehr gebunden und geben das Auto zurück. Für einen Wertverlust durch Nutzung, die über ein bloßes Ausprobieren hinausgeht, kann der Händler allerdings Wertersatz verlangen.',
    },
  ],
  ballonfinanzierung: [
    {
      q: 'Was passiert, wenn ich die Schlussrate nicht bezahlen kann?',
      a: 'Die Schlussrate ist fester Bestandteil des Vertrags und am Ende ohne weitere Voraussetzung fällig. Eine Anschlussfinanzierung ist nicht garantiert, die Bank prüft Ihre Bonität dann neu. Kümmern Sie sich deshalb einige Monate vorher um ein Angebot oder um einen Verkauf des Autos; deckt der Erlös die Schlussrate nicht, müssen Sie die Differenz selbst aufbringen.',
    },
    {
      q: 'Wie vergleiche ich eine Ballonfinanzierung mit einem klassischen Ratenkredit?',
      a: 'Schauen Sie nicht auf die niedrige Monatsrate, sondern auf den Gesamtbetrag einschließlich Anzahlung und Schlussrate sowie auf den effektiven Jahreszins, der bei beiden Varianten nach derselben Methode berechnet wird. Rechnen Sie zusätzlich die Zinsen einer späteren Anschlussfinanzierung ein, falls Sie die Schlussrate nicht aus Ersparnissen zahlen können. Erst dann sehen Sie, welche Variante insgesamt günstiger ist.',
    },
  ],
  'drei-wege-finanzierung': [
    {
      q: 'Muss der Händler das Auto am Ende zum vereinbarten Wert zurücknehmen?',
      a: 'Nur unter den Bedingungen, die im Vertrag stehen: Meist sind eine Höchstlaufleistung, ein ordnungsgemäßer Zustand und eine lückenlose Wartung vorausgesetzt. Für Schäden und Mehrkilometer zieht der Händler Beträge vom garantierten Wert ab, die Sie dann selbst ausgleichen. Erwarten Sie Streit über den Zustand, lassen Sie vor der Rückgabe ein unabhängiges Gutachten erstellen.',
    },
    {
      q: 'Welche der drei Möglichkeiten lohnt sich am Laufzeitende?',
      a: 'Vergleichen Sie einige Monate vor Ablauf den Marktwert des Autos mit der Schlussrate. Liegt der Marktwert deutlich darüber, ist das Ablösen oder ein Verkauf nach der Ablösung meist günstiger als die Rückgabe. Liegt er darunter, schützt Sie die Rückgabe zum garantierten Wert vor dem Verlust, sofern das Fahrzeug die Rücknahmebedingungen erfüllt.',
    },
  ],
  leasing: [
    {
      q: 'Ist Leasing für Privatleute günstiger als ein Autokredit?',
      a: 'Pauschal lässt sich das nicht sagen, denn am Ende des Leasings besitzen Sie kein Auto. Addieren Sie alle Zahlungen einschließlich Sonderzahlung, Überführung, möglicher Mehrkilometer und Rückgabeschäden und vergleichen Sie sie mit den Kreditkosten plus dem Wertverlust, den Sie beim Kauf selbst tragen würden. Denken Sie auch daran, dass Leasinggeber regelmäßig eine Vollkaskoversicherung verlangen.',
    },
    {
      q: 'Kann ich einen Leasingvertrag vorzeitig beenden?',
      a: 'Eine ordentliche Kündigung ist bei befristeten Leasingverträgen in der Regel ausgeschlossen. Möglich sind ein Aufhebungsvertrag, dem der Leasinggeber meist nur gegen Ausgleich seines Schadens zustimmt, oder eine Vertragsübernahme durch einen Nachfolger mit seiner Zustimmung. Bei Totalschaden oder Diebstahl endet der Vertrag meist vorzeitig; deckt die Versicherung dann nicht die ganze Ablöse, springt nur eine vereinbarte GAP-Deckung ein.',
    },
    {
      q: 'Wirkt sich ein Leasingvertrag auf meine SCHUFA aus?',
      a: 'Ja. Leasinggesellschaften prüfen vor Vertragsschluss Ihre Bonität und melden den Vertrag in der Regel an die SCHUFA. Bei einem späteren Kreditantrag zählt die Leasingrate in der Haushaltsrechnung genauso wie eine Kreditrate.',
    },
  ],
  'null-prozent-finanzierung': [
    {
      q: 'Habe ich bei einer Null-Prozent-Finanzierung ein Widerrufsrecht?',
      a: 'Ja. Auch für zinslose Darlehen und Ratenzahlungen, die ein Unternehmer einem Verbraucher gewährt, besteht nach §§ 514 und 515 BGB ein Widerrufsrecht. Bildet die Finanzierung mit dem Kauf ein verbundenes Geschäft, fällt mit dem Widerruf auch der Kaufvertrag weg. Die Frist von 14 Tagen beginnt nicht, bevor Sie ordnungsgemäß über das Widerrufsrecht informiert wurden.',
    },
    {
      q: 'Worauf muss ich bei einer Null-Prozent-Finanzierung achten?',
      a: 'Prüfen Sie, ob Sie zusätzlich einen Kreditrahmen oder eine Kreditkarte erhalten, die nach der Aktion zu einem oft hohen variablen Zins weiterläuft; kündigen Sie diesen Rahmen, wenn Sie ihn nicht brauchen. Kontrollieren Sie, dass effektiver Jahreszins und Gesamtbetrag tatsächlich bei 0 % und beim Kaufpreis liegen und keine Gebühren oder Versicherungen hinzukommen. Fragen Sie außerdem, welcher Preis bei Barzahlung möglich wäre.',
    },
  ],
  'buy-now-pay-later': [
    {
      q: 'Was gilt, wenn ich die Ware zurückschicke, aber schon Raten laufen?',
      a: 'Widerrufen Sie den Kauf, entfällt in aller Regel auch die Zahlungspflicht gegenüber dem Zahlungsanbieter. Melden Sie die Rücksendung zusätzlich im Kundenkonto des Anbieters an, damit er die Zahlungsfrist anhält, und bewahren Sie den Versandbeleg auf. Bereits gezahlte Raten müssen erstattet werden, sobald die Rücksendung beim Händler verbucht ist.',
    },
    {
      q: 'Wird ein Kauf auf Raten oder Rechnung an die SCHUFA gemeldet?',
      a: 'Das hängt vom Anbieter und vom Produkt ab. Viele Zahlungsdienste fragen vor einem Ratenkauf Daten bei einer Auskunftei ab, und ein Ratenkauf mit längerer Laufzeit kann wie ein Kredit gemeldet werden. Offene Forderungen können nach Mahnungen als Zahlungsstörung gemeldet werden. Welche Daten übermittelt werden, steht in den Datenschutzhinweisen des jeweiligen Anbieters.',
    },
    {
      q: 'Wie behalte ich bei mehreren Käufen auf später den Überblick?',
      a: 'Notieren Sie jeden Kauf mit Fälligkeitsdatum und Betrag an einer Stelle, etwa im Kalender, oder nutzen Sie die Übersicht in der App des Anbieters. Eine Lastschrift verhindert vergessene Zahlungen, setzt aber voraus, dass Ihr Konto zum Termin gedeckt ist. Binden mehrere kleine Raten zusammen regelmäßig einen spürbaren Teil Ihres Einkommens, verzichten Sie besser auf weitere Käufe auf Raten.',
    },
  ],
  kreditkarte: [
    {
      q: 'Wer haftet, wenn meine Kreditkarte missbraucht wird?',
      a: 'Bis zur Sperrmeldung haften Sie bei einer verlorenen oder gestohlenen Karte nach § 675v BGB höchstens mit 50 €, nach der Sperrung gar nicht mehr. Unbegrenzt haften Sie nur bei Vorsatz oder grober Fahrlässigkeit, etwa wenn die PIN auf der Karte notiert war. Lassen Sie die Karte sofort über den Sperr-Notruf 116 116 oder die Nummer Ihrer Bank sperren und erstatten Sie bei Diebstahl Anzeige.',
    },
    {
      q: 'Wie bekomme ich mein Geld zurück, wenn ein Händler nicht liefert?',
      a: 'Reklamieren Sie zunächst beim Händler und bitten Sie dann Ihre Kartenbank um eine Rückbelastung (Chargeback). Dieses Verfahren der Kartennetze hat Fristen, die ab Buchung oder erwartetem Liefertermin laufen, deshalb sollten Sie nicht lange warten. Legen Sie Bestellbestätigung und Schriftverkehr bei; einen gesetzlichen Anspruch auf den Chargeback gibt es allerdings nicht, anders als bei nicht autorisierten Zahlungen (§ 675u BGB).',
    },
  ],
  'revolving-kreditkarte': [
    {
      q: 'Wie stelle ich eine Revolving-Kreditkarte auf Vollzahlung um?',
      a: 'Meist geht das im Onlinebanking oder in der App, ansonsten mit einem schriftlichen Auftrag an die Kartenbank. Danach wird der gesamte Saldo jeder Abrechnung vom Referenzkonto eingezogen, das zum Abbuchungstermin gedeckt sein muss. Kontrollieren Sie auf der nächsten Abrechnung, dass keine Sollzinsen mehr berechnet wurden.',
    },
    {
      q: 'Wie werde ich einen hohen Kreditkartensaldo am schnellsten los?',
      a: 'Ein hoher Saldo zum Kartenzins lässt sich oft mit einem Ratenkredit ablösen, der meist einen niedrigeren festen Zins und ein klares Laufzeitende hat. Zahlen Sie danach jede Abrechnung vollständig und lassen Sie das Limit senken, damit kein neuer Saldo entsteht. Wer keinen Ratenkredit bekommt, sollte monatlich deutlich mehr als die Mindestrate überweisen.',
    },
  ],
  'geduldete-ueberziehung': [
    {
      q: 'Was muss die Bank tun, wenn ich länger über den Dispo hinaus im Minus bin?',
      a: 'Dauert eine erhebliche Überziehung länger als einen Monat, muss die Bank Sie nach § 505 BGB unverzüglich in Textform über Betrag, Zinssatz und Kosten informieren. Besteht die Überziehung ununterbrochen drei Monate und liegt sie im Schnitt über der Hälfte Ihrer monatlichen Geldeingänge, muss sie Ihnen außerdem eine Beratung über günstigere Alternativen anbieten. Nehmen Sie dieses Gespräch wahr und lassen Sie sich ein Angebot zur Ablösung machen.',
    },
    {
      q: 'Muss die Bank Zahlungen ausführen, wenn mein Konto nicht gedeckt ist?',
      a: 'Nein. Ohne Deckung darf die Bank Lastschriften zurückgeben und Überweisungen ablehnen. Dann können Rücklastschriftkosten des Zahlungsempfängers und Mahngebühren auf Sie zukommen, die oft teurer sind als die Überziehungszinsen. Sorgen Sie vor bekannten Abbuchungsterminen für Deckung oder vereinbaren Sie mit der Bank einen passenden Dispositionsrahmen.',
    },
  ],
  rahmenkredit: [
    {
      q: 'Wann ist ein Rahmenkredit sinnvoller als ein Ratenkredit?',
      a: 'Wenn Sie wiederholt, aber unregelmäßig Geld brauchen und den Betrag nicht vorher kennen, etwa bei schwankendem Einkommen als Selbstständiger. Für eine einmalige, planbare Anschaffung ist ein Ratenkredit meist die bessere Wahl, weil Zins und Ende feststehen. Bei einem variabel verzinsten Rahmen sollten Sie mögliche Zinserhöhungen einkalkulieren.',
    },
    {
      q: 'Kann ich einen Rahmenkredit jederzeit kündigen?',
      a: 'Ja. Einen unbefristeten Verbraucherkredit dürfen Sie nach § 500 Abs. 1 BGB jederzeit kündigen; eine vereinbarte Kündigungsfrist darf höchstens einen Monat betragen. Der genutzte Betrag ist dann zurückzuzahlen. Die Bank ihrerseits braucht für eine ordentliche Kündigung eine vertraglich vereinbarte Frist von mindestens zwei Monaten (§ 499 Abs. 1 BGB).',
    },
  ],
  sofortkredit: [
    {
      q: 'Kann ich einen Sofortkredit trotz schneller Auszahlung widerrufen?',
      a: 'Ja, das Widerrufsrecht gilt uneingeschränkt. Auch wenn das Geld schon am nächsten Tag auf dem Konto ist, können Sie den Vertrag 14 Tage lang widerrufen, und die Frist beginnt erst mit dem Erhalt aller Unterlagen mit den Pflichtangaben. Speichern Sie die per E-Mail oder im Kundenportal bereitgestellten Dokumente sofort dauerhaft ab.',
    },
    {
      q: 'Wie erkenne ich ein unseriöses Sofortkredit-Angebot?',
      a: 'Warnzeichen sind Gebühren vor der Auszahlung, Zahlungen per Nachnahme oder Gutscheinkarte, Zusagen ganz ohne Bonitätsprüfung und ein fehlendes oder ausländisches Impressum ohne erkennbaren Kreditgeber. Eine seriöse Bank nennt Sollzins, effektiven Jahreszins und Gesamtbetrag, bevor Sie unterschreiben. Ob ein Anbieter eine Erlaubnis hat, können Sie in der öffentlichen Unternehmensdatenbank der BaFin nachsehen.',
    },
  ],
  minikredit: [
    {
      q: 'Muss ich die Expressgebühr beim Minikredit bezahlen?',
      a: 'Meist ist die beschleunigte Bearbeitung als Zusatzleistung gestaltet, die Sie im Antrag abwählen können; das Geld kommt dann etwas später. Ist sie faktisch nicht abwählbar, gehört sie zu den Kreditkosten und muss in den effektiven Jahreszins eingerechnet werden. Wählen Sie im Zweifel die Standardbearbeitung und vergleichen Sie die Gesamtkosten verschiedener Anbieter auf den Tag genau.',
    },
    {
      q: 'Wie rechne ich die Kosten eines Minikredits in einen Jahreszins um?',
      a: 'Teilen Sie alle Kosten durch den ausgezahlten Betrag und rechnen Sie auf ein Jahr hoch: Kosten ÷ Kreditbetrag × 365 ÷ Laufzeit in Tagen. Zahlen Sie etwa 20 € für 200 € über 30 Tage, ergibt das vereinfacht rund 122 % pro Jahr; der nach der Preisangabenverordnung berechnete Effektivzins liegt wegen des Zinseszinseffekts sogar noch höher. Solche Werte zeigen, dass ein Minikredit allenfalls für wenige Tage in echten Notfällen taugt.',
    },
  ],
  kreditvermittler: [
    {
      q: 'Wie prüfe ich, ob ein Kreditvermittler seriös ist?',
      a: 'Gewerbliche Vermittler von Verbraucherkrediten brauchen eine Erlaubnis nach § 34c GewO, die die zuständige Behörde, meist das Gewerbeamt, erteilt; lassen Sie sich diese zeigen. Vermittler von Immobilienkrediten mit Erlaubnis nach § 34i GewO stehen im öffentlichen Vermittlerregister der Industrie- und Handelskammern. Misstrauisch sollten Sie werden, wenn Vorkasse, eine Nachnahme oder der Abschluss einer Versicherung als Bedingung verlangt wird.',
    },
    {
      q: 'Muss ich den Vermittler bezahlen, wenn ich den Kredit widerrufe?',
      a: 'Nein. Nach § 655c BGB entsteht der Vergütungsanspruch erst, wenn der Kredit ausgezahlt wurde und nicht mehr widerrufen werden kann. Neben dieser Vergütung darf der Vermittler nach § 655d BGB keine weiteren Entgelte verlangen; vereinbart werden kann nur der Ersatz tatsächlich entstandener, erforderlicher Auslagen. Forderungen nach Bearbeitungs- oder Bereitstellungsgebühren müssen Sie deshalb nicht bezahlen.',
    },
  ],
  bearbeitungsgebuehr: [
    {
      q: 'Bis wann kann ich eine gezahlte Bearbeitungsgebühr zurückfordern?',
      a: 'Der Rückzahlungsanspruch verjährt regelmäßig drei Jahre nach Ende des Jahres, in dem die Gebühr gezahlt oder von der Auszahlung einbehalten wurde (§§ 195, 199 BGB). Ohne Rücksicht auf Ihre Kenntnis ist nach zehn Jahren endgültig Schluss. Fordern Sie noch nicht verjährte Beträge schriftlich mit Frist zurück und verlangen Sie zusätzlich Nutzungsersatz für die Zeit, in der die Bank das Geld hatte.',
    },
    {
      q: 'Was kann ich tun, wenn die Bank die Rückzahlung verweigert?',
      a: 'Wenden Sie sich an die Schlichtungsstelle der jeweiligen Bankengruppe, etwa den Ombudsmann der privaten Banken, der Sparkassen oder der Genossenschaftsbanken; für Verbraucher ist das kostenlos. Die Einreichung hemmt die Verjährung (§ 204 Abs. 1 Nr. 4 BGB). Lehnt die Bank auch den Schlichtungsvorschlag ab, bleiben Mahnbescheid oder Klage.',
    },
  ],
  'repraesentatives-beispiel': [
    {
      q: 'Ist die Bank an den Zins aus dem repräsentativen Beispiel gebunden?',
      a: 'Nein, das Beispiel ist keine Zusage an Sie persönlich. Es zeigt nur, welche Konditionen die Bank nach eigener Erwartung bei der Mehrheit der Abschlüsse erreicht. Verbindlich sind allein die Zahlen im Angebot beziehungsweise im Kreditvertrag, den Sie nach Ihrer individuellen Prüfung erhalten.',
    },
    {
      q: 'Was kann ich tun, wenn Kreditwerbung kein repräsentatives Beispiel enthält?',
      a: 'Wer gegenüber Verbrauchern mit Zinssätzen oder anderen Kostenzahlen für einen Kredit wirbt, muss die Pflichtangaben nach § 17 PAngV machen. Fehlen sie, ist das ein Wettbewerbsverstoß, gegen den Verbraucherzentralen und Wettbewerbsverbände vorgehen können; Sie können ihnen die Werbung melden. Für Ihre eigene Entscheidung gilt: Vergleichen Sie ein Angebot erst, wenn effektiver Jahreszins und Gesamtbetrag vorliegen.',
    },
  ],
  gesamtkreditbetrag: [
    {
      q: 'Warum entspricht der Gesamtbetrag nicht genau der Summe meiner Raten?',
      a: 'Oft ist die letzte Rate eine Ausgleichsrate, die etwas niedriger oder höher ausfällt, oder es kommen einmalige Kosten hinzu, die getrennt gezahlt werden. Rechnen Sie Ratenhöhe mal Anzahl plus Schlussrate und sonstige Zahlungen nach und lassen Sie sich jede Abweichung erklären. Kosten, die im Vertrag nicht angegeben sind, schulden Sie nach § 494 Abs. 4 BGB nicht.',
    },
    {
      q: 'Kann sich der Gesamtbetrag während der Laufzeit noch ändern?',
      a: 'Bei festem Sollzins und planmäßiger Zahlung nicht. Bei variablem Zins ist er nur eine Berechnung auf Basis des Anfangszinses und steigt oder sinkt mit späteren Zinsänderungen. Auch Sondertilgungen, Ratenpausen oder Verzugskosten verändern, was Sie tatsächlich insgesamt bezahlen.',
    },
  ],
  nettodarlehensbetrag: [
    {
      q: 'Warum ist die Kreditsumme im Vertrag höher als der Betrag, den ich erhalte?',
      a: 'Die Differenz entsteht, wenn Kosten in den Kredit eingerechnet werden, etwa der Einmalbeitrag einer Versicherung oder eine Vermittlerprovision. Auf diese mitfinanzierten Beträge zahlen Sie über die gesamte Laufzeit Zinsen. Lassen Sie sich jede Position aufschlüsseln und streichen Sie, was Sie nicht ausdrücklich bestellt haben.',
    },
    {
      q: 'Zählt Geld, das die Bank direkt an einen Händler oder eine andere Bank überweist, zum Nettodarlehensbetrag?',
      a: 'Ja. Dazu gehört alles, was die Bank aufgrund des Vertrags an Sie oder auf Ihre Anweisung an Dritte zahlt, etwa an ein Autohaus oder zur Ablösung eines bisherigen Kredits. Nicht dazu gehören Zinsen und Kosten des Kredits selbst. Stimmen Sie bei einer Umschuldung die Ablösesumme deshalb genau ab, damit Sie nicht mehr aufnehmen als nötig.',
    },
  ],
  'europaeische-standardinformationen-fuer-verbraucherkredite': [
    {
      q: 'Sind die Angaben im Formular schon ein verbindliches Angebot?',
      a: 'Nein. Das Formular informiert Sie vorab über die Konditionen, die die Bank auf Grundlage Ihrer bisherigen Angaben anbietet. Verbindlich wird erst der Kreditvertrag; prüfen Sie vor der Unterschrift, ob Zins, Raten und Kosten mit dem Formular übereinstimmen, und fragen Sie bei Abweichungen nach. Wie lange die Bank an die Angaben gebunden ist, steht gegebenenfalls im Formular selbst.',
    },
    {
      q: 'Kann ich zusätzlich einen Vertragsentwurf verlangen?',
      a: 'Ja. Nach § 491a Abs. 2 BGB können Sie einen Entwurf des Kreditvertrags anfordern, sofern die Bank zum Abschluss bereit ist. Außerdem muss sie Ihnen nach § 491a Abs. 3 BGB den Vertrag so erläutern, dass Sie beurteilen können, ob er zu Ihrem Zweck und Ihren Vermögensverhältnissen passt. Nutzen Sie den Entwurf, um Kündigungs- und Kostenklauseln in Ruhe zu lesen.',
    },
  ],
  kreditvertrag: [
    {
      q: 'Was passiert, wenn der effektive Jahreszins im Vertrag zu niedrig angegeben ist?',
      a: 'Dann sinkt nach § 494 Abs. 3 BGB der Sollzins um den Prozentsatz, um den der Effektivzins zu niedrig angegeben wurde. Die Bank muss die Raten neu berechnen, und zu viel Gezahltes können Sie zurückverlangen. Rechnen Sie den Effektivzins mit einem Online-Rechner nach, wenn Raten, Laufzeit und Kosten nicht zur angegebenen Zahl passen.',
    },
    {
      q: 'Welche Unterlagen muss ich nach der Unterschrift erhalten?',
      a: 'Die Bank muss Ihnen eine Abschrift des Vertrags zur Verfügung stellen (§ 492 Abs. 3 BGB), einschließlich Widerrufsinformation und aller Bedingungen, auf die der Vertrag verweist. Erst wenn diese Unterlagen mit allen Pflichtangaben vorliegen, beginnt die Widerrufsfrist. Bewahren Sie sie bis zur vollständigen Rückzahlung und einige Jahre darüber hinaus auf.',
    },
    {
      q: 'Darf die Bank Sicherheiten verlangen, die nicht im Vertrag stehen?',
      a: 'Nein. Fehlt die Angabe einer Sicherheit im Vertrag, kann die Bank sie nach § 494 Abs. 6 BGB nicht fordern; das gilt nicht bei einem Nettodarlehensbetrag über 75.000 €. Prüfen Sie deshalb vor der Unterschrift, welche Sicherheiten, etwa eine Gehaltsabtretung, Sie tatsächlich zusagen.',
    },
  ],
  verbraucherdarlehen: [
    {
      q: 'Gilt der Verbraucherschutz auch, wenn ich mir Geld für eine Gründung leihe?',
      a: 'Für eine bereits laufende Selbstständigkeit nicht, dann handeln Sie als Unternehmer. Existenzgründer sind aber nach § 513 BGB geschützt: Für Kredite zur Aufnahme einer gewerblichen oder freiberuflichen Tätigkeit gelten die Verbraucherkreditregeln, solange der Nettodarlehensbetrag 75.000 € nicht übersteigt. Dazu gehören Widerrufsrecht, Informationspflichten und die Kündigungsschranken des § 498 BGB.',
    },
    {
      q: 'Kann die Bank den Verbraucherschutz im Vertrag ausschließen?',
      a: 'Nein. Nach § 512 BGB darf von den Verbraucherkreditvorschriften nicht zu Ihrem Nachteil abgewichen werden, auch nicht durch eine Gestaltung, die die Regeln umgehen soll. Klauseln, die etwa das Widerrufsrecht verkürzen oder die Entschädigung für eine vorzeitige Rückzahlung über die gesetzliche Grenze anheben, sind unwirksam. An ihre Stelle tritt die gesetzliche Regelung.',
    },
  ],
  kreditkuendigung: [
    {
      q: 'Kann ich die Kündigung noch abwenden, wenn die Bank sie androht?',
      a: 'Ja. Zahlen Sie den gesamten Rückstand innerhalb der gesetzten Frist von zwei Wochen, darf die Bank nicht kündigen. Gelingt das nicht vollständig, suchen Sie sofort das Gespräch: Nach § 498 Abs. 1 BGB soll die Bank Ihnen spätestens mit der Fristsetzung ein Gespräch über eine einvernehmliche Lösung anbieten. Legen Sie dabei einen realistischen Zahlungsplan vor, den Sie sicher einhalten können.',
    },
    {
      q: 'Was passiert nach einer wirksamen Kündigung durch die Bank?',
      a: 'Die Restschuld wird auf einmal fällig, die Zinsen und laufzeitabhängigen Kosten für die restliche Vertragslaufzeit entfallen aber nach § 501 BGB. Ab Fälligkeit darf die Bank Verzugszinsen nach § 497 BGB verlangen, die Kündigung an die SCHUFA melden und eine vereinbarte Gehaltsabtretung offenlegen oder einen Titel erwirken. Auch in dieser Lage lohnt es sich, eine Ratenzahlungsvereinbarung anzubieten.',
    },
    {
      q: 'Kann ich als Kreditnehmer meinen Kredit selbst kündigen?',
      a: 'Einen befristeten Ratenkredit brauchen Sie nicht zu kündigen, Sie können ihn nach § 500 Abs. 2 BGB jederzeit vorzeitig zurückzahlen. Unbefristete Kredite wie einen Rahmenkredit dürfen Sie nach § 500 Abs. 1 BGB jederzeit kündigen. Bei variablem Sollzins besteht außerdem das Kündigungsrecht des § 489 Abs. 2 BGB mit einer Frist von drei Monaten.',
    },
  ],
  zahlungsverzug: [
    {
      q: 'Ab wann bin ich mit einer Kreditrate in Verzug?',
      a: 'Ist im Vertrag ein fester Zahlungstermin vereinbart, etwa der Erste jedes Monats, geraten Sie nach § 286 Abs. 2 Nr. 1 BGB schon mit Ablauf dieses Tages in Verzug, ohne dass es einer Mahnung bedarf. Voraussetzung ist zwar, dass Sie die Verspätung zu vertreten haben, doch fehlendes Geld entschuldigt bei Geldschulden nicht. Eine geplatzte Lastschrift führt deshalb in der Regel sofort zum Verzug.',
    },
    {
      q: 'Worauf werden meine Zahlungen angerechnet, wenn ich im Rückstand bin?',
      a: 'Bei Verbraucherkrediten gilt nach § 497 Abs. 3 BGB eine besondere Reihenfolge: zuerst auf die Kosten der Rechtsverfolgung, dann auf den übrigen geschuldeten Betrag und erst zuletzt auf die Zinsen. So sollen Ihre Zahlungen die Schuld tatsächlich verringern, statt nur Zinsen abzutragen. Zugleich ist die Verjährung der Rückzahlungs- und Zinsansprüche ab Verzugseintritt bis zur Titulierung gehemmt, höchstens für zehn Jahre.',
    },
  ],
  mahnung: [
    {
      q: 'Wie hoch dürfen Mahngebühren sein?',
      a: 'Verlangen darf der Gläubiger nur den tatsächlich entstandenen Schaden, im Wesentlichen Porto und Material; Personalkosten für das Schreiben gehören nach der Rechtsprechung nicht dazu. Die erste Mahnung, die den Verzug erst auslöst, ist nicht erstattungsfähig. Pauschalen in Geschäftsbedingungen sind nach § 309 Nr. 5 BGB unwirksam, wenn sie den typischen Schaden übersteigen oder Ihnen den Nachweis eines geringeren Schadens abschneiden.',
    },
    {
      q: 'Wie reagiere ich auf eine Mahnung, die ich für unberechtigt halte?',
      a: 'Antworten Sie schriftlich, begründen Sie konkret, warum die Forderung nicht oder nicht in dieser Höhe besteht, und fordern Sie gegebenenfalls Belege an. Behalten Sie eine Kopie und einen Versandnachweis. Ein solcher begründeter Widerspruch verhindert, dass die Forderung als unbestritten an eine Auskunftei gemeldet wird.',
    },
  ],
  mahnbescheid: [
    {
      q: 'Wie lege ich Widerspruch gegen einen Mahnbescheid ein?',
      a: 'Verwenden Sie das Widerspruchsformular, das dem Mahnbescheid beiliegt, oder widersprechen Sie schriftlich beim Mahngericht, das ihn erlassen hat; eine Begründung ist nicht erforderlich. Sie können auch nur einem Teil widersprechen, etwa den Zinsen oder den Inkassokosten. Ein verspäteter Widerspruch wird noch berücksichtigt, solange kein Vollstreckungsbescheid verfügt ist (§ 694 ZPO), darauf sollten Sie sich aber nicht verlassen.',
    },
    {
      q: 'Wie geht es nach meinem Widerspruch weiter?',
      a: 'Das Mahnverfahren endet, und der Gläubiger muss die Durchführung des streitigen Verfahrens beantragen und seinen Anspruch schriftlich begründen. Die Sache geht dann an das zuständige Prozessgericht, wo Sie Ihre Einwände vortragen. Betreibt der Gläubiger das Verfahren nicht weiter, ruht die Sache; erloschen ist die Forderung dadurch aber nicht.',
    },
  ],
  mahnverfahren: [
    {
      q: 'Kann ich selbst ein Mahnverfahren gegen jemanden einleiten, der mir Geld schuldet?',
      a: 'Ja, dafür brauchen Sie keinen Anwalt. Den Antrag stellen Sie online über das gemeinsame Portal der Mahngerichte oder mit dem amtlichen Formular beim zentralen Mahngericht Ihres Bundeslands. Die Gerichtskosten richten sich nach der Forderungshöhe und müssen vorgestreckt werden; am Ende trägt sie der unterlegene Schuldner. Rechnen Sie damit, dass der Schuldner bestreitet, ist eine Klage oft der schnellere Weg.',
    },
    {
      q: 'Stoppt ein Mahnbescheid die Verjährung?',
      a: 'Ja. Die Zustellung des Mahnbescheids hemmt die Verjährung nach § 204 Abs. 1 Nr. 3 BGB, wenn der Antrag vor Fristablauf eingeht und der Bescheid demnächst zugestellt wird. Deshalb beantragen Gläubiger Mahnbescheide häufig kurz vor einem Jahresende. Eine einfache Mahnung oder ein Inkassoschreiben hat diese Wirkung nicht.',
    },
  ],
  vollstreckungsbescheid: [
    {
      q: 'Stoppt mein Einspruch die Zwangsvollstreckung?',
      a: 'Nicht automatisch, denn der Vollstreckungsbescheid ist vorläufig vollstreckbar. Sie können aber beim Gericht beantragen, die Vollstreckung einstweilen einzustellen (§ 719 in Verbindung mit § 707 ZPO), häufig gegen Sicherheitsleistung. Nach dem Einspruch wird in einem normalen Gerichtsverfahren verhandelt, in dem der Gläubiger seine Forderung begründen muss.',
    },
    {
      q: 'Was kann ich tun, wenn ich die Einspruchsfrist verpasst habe?',
      a: 'Waren Sie ohne eigenes Verschulden verhindert, etwa wegen eines Krankenhausaufenthalts, können Sie binnen zwei Wochen nach Wegfall des Hindernisses Wiedereinsetzung in den vorigen Stand beantragen (§§ 233, 234 ZPO) und zugleich Einspruch einlegen. Andernfalls bleibt der Bescheid bestehen; Einwände, die erst danach entstanden sind, etwa eine spätere Zahlung, machen Sie mit einer Vollstreckungsabwehrklage nach § 767 ZPO geltend. Lassen Sie sich in dieser Lage anwaltlich beraten.',
    },
  ],
  inkasso: [
    {
      q: 'Welche Angaben muss ein Inkassoschreiben enthalten?',
      a: 'Nach § 13a RDG muss das Inkassounternehmen unter anderem den Auftraggeber, den Forderungsgrund mit Vertragsdatum, eine Aufstellung von Zinsen und Kosten und seine Aufsichtsbehörde angeben. Fehlen diese Angaben, fordern Sie sie schriftlich an, bevor Sie zahlen. Lässt ein Schreiben nicht erkennen, wofür Sie zahlen sollen, ist Vorsicht angebracht, denn so arbeiten auch Betrüger mit gefälschten Forderungen.',
    },
    {
      q: 'Muss ich die Inkassokosten zusätzlich zur Forderung zahlen?',
      a: 'Nur wenn Sie bei Beauftragung des Inkassounternehmens bereits in Verzug waren und die Kosten angemessen sind; dann gelten sie als Verzugsschaden. Schaltet der Gläubiger nach dem Inkassobüro noch einen Anwalt ein, dürfen die Kosten nicht doppelt verlangt werden. Zahlen Sie die unstreitige Hauptforderung und widersprechen Sie überhöhten Nebenkosten schriftlich.',
    },
  ],
  verjaehrung: [
    {
      q: 'Hält eine Mahnung die Verjährung auf?',
      a: 'Nein. Weder eine Mahnung noch ein Inkassoschreiben hemmen die Verjährung. Das bewirken etwa die Zustellung eines Mahnbescheids, eine Klage oder ernsthafte Verhandlungen über die Forderung (§§ 203, 204 BGB). Prüfen Sie bei alten Forderungen deshalb, ob einer dieser Schritte rechtzeitig erfolgt ist, bevor Sie zahlen.',
    },
    {
      q: 'Kann ich Geld zurückverlangen, wenn ich eine verjährte Forderung bezahlt habe?',
      a: 'Nein. Was Sie auf eine verjährte Forderung geleistet haben, können Sie nach § 214 Abs. 2 BGB nicht zurückfordern, selbst wenn Sie von der Verjährung nichts wussten; das gilt auch für Teilzahlungen. Berufen Sie sich deshalb vor jeder Zahlung schriftlich auf die Verjährung, wenn Sie sie für eingetreten halten.',
    },
  ],
  schuldanerkenntnis: [
    {
      q: 'Ist eine Ratenzahlungsvereinbarung mit einem Inkassobüro ein Schuldanerkenntnis?',
      a: 'Oft ja, denn viele solcher Vereinbarungen enthalten eine Klausel, mit der Sie Forderung, Zinsen und Kosten anerkennen. Damit verlieren Sie Einwände, etwa gegen überhöhte Kosten, und die Verjährung beginnt neu. Streichen Sie die Anerkenntnisklausel vor der Unterschrift oder beschränken Sie sie auf den Betrag, den Sie tatsächlich schulden; eine Ratenzahlung lässt sich häufig auch ohne Anerkenntnis vereinbaren.',
    },
    {
      q: 'Kann ich ein unterschriebenes Schuldanerkenntnis wieder rückgängig machen?',
      a: 'Nur in engen Grenzen. Kam es durch Täuschung oder Drohung zustande, können Sie es nach § 123 BGB anfechten; ein abstraktes Anerkenntnis über eine Schuld, die nie bestand, können Sie nach § 812 Abs. 2 BGB zurückfordern. Die Beweislast liegt dabei allerdings bei Ihnen. Lassen Sie sich deshalb vor jeder Unterschrift bei einer Verbraucherzentrale oder Schuldnerberatung beraten.',
    },
  ],
  pfaendung: [
    {
      q: 'Was sollte ich tun, wenn mein Konto gepfändet wurde?',
      a: 'Verlangen Sie sofort, dass Ihre Bank das Girokonto als Pfändungsschutzkonto führt. Gepfändetes Guthaben einer Privatperson darf die Bank ohnehin erst einen Monat nach Zustellung des Überweisungsbeschlusses an den Gläubiger auszahlen (§ 835 Abs. 3 ZPO); in dieser Zeit können Sie den Schutz des P-Kontos noch nutzen. Klären Sie anschließend mit einer Schuldnerberatung, ob Ihnen ein höherer Freibetrag zusteht.',
    },
    {
      q: 'Kann ich mich gegen eine Pfändung wehren?',
      a: 'Gegen die Art und Weise der Vollstreckung, etwa die Pfändung unpfändbarer Gegenstände, können Sie beim Vollstreckungsgericht Erinnerung nach § 766 ZPO einlegen. Bedeutet die Pfändung wegen ganz besonderer Umstände eine sittenwidrige Härte, etwa bei schwerer Krankheit, kommt Vollstreckungsschutz nach § 765a ZPO in Betracht. Einwände gegen die Forderung selbst müssen Sie dagegen gegen den Titel richten.',
    },
  ],
  pfaendungsfreigrenze: [
    {
      q: 'Wie finde ich heraus, wie viel von meinem Lohn pfändbar ist?',
      a: 'Maßgeblich ist die amtliche Pfändungstabelle zu § 850c ZPO in ihrer jeweils aktuellen Fassung. Abgelesen wird sie mit Ihrem Nettoeinkommen, das nach § 850e ZPO berechnet wird, und der Zahl der Personen, denen Sie Unterhalt leisten. Den pfändbaren Betrag ermittelt und überweist Ihr Arbeitgeber; prüfen Sie die Abrechnung anhand der gültigen Tabelle.',
    },
    {
      q: 'Kann ich beantragen, dass mir mehr als die Freigrenze bleibt?',
      a: 'Ja. Nach § 850f Abs. 1 ZPO kann das Vollstreckungsgericht Ihnen auf Antrag einen größeren Teil belassen, wenn sonst Ihr notwendiger Lebensunterhalt im Sinne des Sozialrechts nicht gedeckt wäre oder besondere Bedürfnisse bestehen, etwa wegen Krankheit. Legen Sie Nachweise über die zusätzlichen Ausgaben bei. Umgekehrt dürfen Unterhaltsgläubiger nach § 850d ZPO auch unterhalb der normalen Grenze pfänden.',
    },
    {
      q: 'Zählt ein Angehöriger mit eigenem Einkommen bei der Freigrenze mit?',
      a: 'Grundsätzlich erhöht jede Person, der Sie gesetzlich Unterhalt leisten, den Freibetrag. Hat diese Person eigene Einkünfte, kann das Vollstreckungsgericht auf Antrag des Gläubigers aber anordnen, dass sie ganz oder teilweise unberücksichtigt bleibt (§ 850c ZPO). Ihr pfändbarer Betrag steigt dann entsprechend.',
    },
  ],
  pfaendungsschutzkonto: [
    {
      q: 'Wer stellt die Bescheinigung für einen höheren Freibetrag aus?',
      a: 'Nach § 903 ZPO können unter anderem Arbeitgeber, Familienkasse, Sozialleistungsträger und anerkannte Schuldnerberatungsstellen bescheinigen, dass Ihnen wegen Unterhaltspflichten, Kindergeld oder bestimmter Sozialleistungen ein höherer Betrag zusteht. Die Bank muss eine solche Bescheinigung grundsätzlich beachten. Weigert sich eine Stelle oder erkennt die Bank die Bescheinigung nicht an, kann das Vollstreckungsgericht den Freibetrag festsetzen.',
    },
    {
      q: 'Darf die Bank für ein P-Konto höhere Gebühren verlangen?',
      a: 'Nein. Nach der Rechtsprechung des Bundesgerichtshofs darf ein P-Konto nicht mehr kosten als ein vergleichbares Girokonto, weil die Umwandlung eine gesetzliche Pflicht der Bank ist. Geführt wird es allerdings nur auf Guthabenbasis, ein Dispo entfällt in der Regel. Verlangt Ihre Bank Aufschläge, wenden Sie sich an die Verbraucherzentrale oder die Schlichtungsstelle der Bank.',
    },
  ],
  gehaltsabtretung: [
    {
      q: 'Darf die Bank die Abtretung ohne Vorwarnung bei meinem Arbeitgeber offenlegen?',
      a: 'Nein. Die Offenlegung ist erst erlaubt, wenn die vertraglichen Voraussetzungen vorliegen, in der Regel ein erheblicher Zahlungsrückstand, und die Bank muss sie nach der Rechtsprechung vorher mit einer Frist ankündigen. Reagieren Sie auf eine solche Ankündigung sofort: Mit einer Zahlung oder einer Ratenvereinbarung lässt sich die Information Ihres Arbeitgebers oft noch vermeiden.',
    },
    {
      q: 'Was wird aus einer Gehaltsabtretung, wenn ich Privatinsolvenz anmelde?',
      a: 'Mit der Eröffnung des Insolvenzverfahrens verliert die Abtretung künftiger Lohnansprüche an einen einzelnen Gläubiger ihre Wirkung. Das pfändbare Einkommen fließt dann an den Insolvenzverwalter und wird auf alle Gläubiger verteilt; die Bank wird zu einer gewöhnlichen Insolvenzgläubigerin. Informieren Sie Ihren Arbeitgeber über die Eröffnung, damit er nicht weiter an die Bank zahlt.',
    },
  ],
  ueberschuldung: [
    {
      q: 'Welche Rechnungen sollte ich zuerst bezahlen, wenn das Geld nicht reicht?',
      a: 'Vorrang haben Zahlungen, deren Ausbleiben Ihre Existenz gefährdet: Miete, Strom und Heizung, Unterhalt und die Krankenversicherung. Danach kommen Forderungen, bei denen schnell Zwangsmaßnahmen drohen, etwa Geldstrafen oder bereits titulierte Schulden. Ratenkredite und Versandhandelsrechnungen folgen danach; sprechen Sie diese Gläubiger aktiv an, statt einfach nicht zu zahlen.',
    },
    {
      q: 'Woran erkenne ich früh, dass ich in die Überschuldung rutsche?',
      a: 'Warnzeichen sind ein Dispo, der nie mehr ausgeglichen wird, neue Kredite zum Bezahlen alter Raten, ungeöffnete Mahnungen und Lebensmitteleinkäufe auf Kreditkarte oder Ratenkauf. Listen Sie alle Gläubiger mit Betrag und Rate auf und vergleichen Sie die Summe der Raten mit dem, was nach den Fixkosten übrig bleibt. Ist der Saldo dauerhaft negativ, ist eine Schuldnerberatung der nächste Schritt.',
    },
  ],
  schuldnerberatung: [
    {
      q: 'Was kostet eine Schuldnerberatung?',
      a: 'Bei Verbraucherzentralen, Wohlfahrtsverbänden und kommunalen Stellen ist die Beratung für Menschen mit geringem Einkommen in der Regel kostenlos; manche Stellen erheben von Erwerbstätigen einen Eigenbeitrag. Anwälte rechnen nach dem Rechtsanwaltsvergütungsgesetz ab, bei geringem Einkommen kommt Beratungshilfe in Betracht, die Sie beim Amtsgericht beantragen. Gewerbliche Schuldenregulierer, die laufende Raten für eigene Gebühren einbehalten, sind meist die schlechtere Wahl.',
    },
    {
      q: 'Was sollte ich zum ersten Beratungstermin mitbringen?',
      a: 'Bringen Sie Mahnungen, Kredit- und Handyverträge, Kontoauszüge der letzten Monate, Einkommensnachweise, den Mietvertrag, Bescheide über Sozialleistungen und etwaige Pfändungsbeschlüsse mit. Auch ungeöffnete Briefe gehören dazu, denn darin können laufende Fristen stehen. Eine grobe Liste aller Gläubiger mit Beträgen hilft der Beratung, schnell einen Überblick zu gewinnen.',
    },
  ],
  wohlverhaltensphase: [
    {
      q: 'Darf ich in der Wohlverhaltensphase einen Kredit aufnehmen oder auf Raten kaufen?',
      a: 'Sie dürfen keine unangemessenen Verbindlichkeiten eingehen; seit der Reform des Restschuldbefreiungsverfahrens ist das ausdrücklich eine Obliegenheit nach § 295 InsO. Ein Handyvertrag oder eine notwendige Anschaffung in tragbarem Rahmen ist meist unproblematisch, neue Schulden, die Sie absehbar nicht bedienen können, gefährden dagegen die Restschuldbefreiung. Fragen Sie im Zweifel vorher Ihren Treuhänder oder Ihre Schuldnerberatung.',
    },
    {
      q: 'Was passiert mit einem Lottogewinn während der Wohlverhaltensphase?',
      a: 'Gewinne aus Lotterien, Ausspielungen und anderen Glücksspielen müssen Sie nach § 295 InsO in voller Höhe an den Treuhänder herausgeben, anders als Erbschaften, von denen die Hälfte abzugeben ist. Ausgenommen sind Gewinne von geringem Wert und übliche Gelegenheitsgeschenke. Bei größeren Zuwendungen klären Sie die Herausgabepflicht vorab mit dem Treuhänder.',
    },
  ],
  'aussergerichtlicher-einigungsversuch': [
    {
      q: 'Darf ich meinen Gläubigern auch null Euro anbieten?',
      a: 'Ja. Wer kein pfändbares Einkommen hat, darf einen sogenannten Nullplan vorlegen, der keine oder nur bei einer Einkommensverbesserung Zahlungen vorsieht. Gläubiger lehnen solche Pläne oft ab, damit ist der Einigungsversuch aber gescheitert und der Weg in das Insolvenzverfahren frei. Der Plan muss ernsthaft gemeint und nachvollziehbar begründet sein.',
    },
    {
      q: 'Was gilt, wenn ein Gläubiger während der Verhandlungen pfändet?',
      a: 'Betreibt ein Gläubiger nach Aufnahme der Verhandlungen die Zwangsvollstreckung, gilt der Einigungsversuch nach § 305a InsO als gescheitert. Sie können dann sofort den Insolvenzantrag stellen, ohne die Antworten der übrigen Gläubiger abzuwarten. Lassen Sie sich das Scheitern von Ihrer Beratungsstelle bescheinigen.',
    },
  ],
  schuldnerverzeichnis: [
    {
      q: 'Wie erfahre ich, ob ich im Schuldnerverzeichnis stehe?',
      a: 'Das Verzeichnis führt in jedem Bundesland das zentrale Vollstreckungsgericht, einsehbar über das gemeinsame Vollstreckungsportal der Länder; Dritte brauchen für eine Einsicht einen berechtigten Zweck. Vor einer Eintragung erhalten Sie eine Eintragungsanordnung vom Gerichtsvollzieher. Gegen sie können Sie binnen zwei Wochen Widerspruch beim Vollstreckungsgericht einlegen (§ 882d ZPO).',
    },
    {
      q: 'Wie werde ich vor Ablauf der Frist gelöscht?',
      a: 'Weisen Sie dem zentralen Vollstreckungsgericht nach, dass die Forderung vollständig bezahlt ist, etwa durch eine Bestätigung des Gläubigers; dann wird die Eintragung vorzeitig gelöscht. Teilen Sie das auch den Auskunfteien mit, die den Eintrag übernommen haben. Teilzahlungen oder ein laufender Ratenplan reichen für eine vorzeitige Löschung nicht.',
    },
  ],
  stundung: [
    {
      q: 'Fallen während einer Stundung weiter Zinsen an?',
      a: 'In der Regel ja: Der vertragliche Sollzins läuft auf die gestundete Rate und die Restschuld weiter, wenn nichts anderes vereinbart ist. Verzugszinsen und Mahnkosten fallen dagegen nicht an, solange die Stundung gilt. Lassen Sie sich die Vereinbarung schriftlich bestätigen, einschließlich wann und wie die gestundeten Beträge nachgezahlt werden.',
    },
    {
      q: 'Ist eine Stundung ein negativer SCHUFA-Eintrag?',
      a: 'Eine einvernehmlich vereinbarte Stundung ist keine Zahlungsstörung, denn die gestundete Rate ist in dieser Zeit nicht fällig. Als Negativmerkmal darf sie deshalb nicht gemeldet werden. Wichtig ist, dass die Vereinbarung vor dem Fälligkeitstag zustande kommt; eine bereits verpasste Rate wird durch eine spätere Stundung nicht rückwirkend ungeschehen gemacht.',
    },
  ],
  ratenpause: [
    {
      q: 'Wirkt sich eine Ratenpause auf meine SCHUFA aus?',
      a: 'Eine im Vertrag vorgesehene Ratenpause, die Sie ordnungsgemäß beantragen, ist keine Zahlungsstörung und wird nicht als Negativmerkmal gemeldet. Anders ist es, wenn Sie eine Rate einfach ausfallen lassen, ohne dass die Pause bestätigt wurde. Warten Sie deshalb die Bestätigung der Bank ab, bevor Sie eine Lastschrift zurückgeben oder einen Dauerauftrag stoppen.',
    },
    {
      q: 'Habe ich einen Anspruch auf eine Ratenpause?',
      a: 'Nur wenn Ihr Vertrag sie vorsieht; ein gesetzlicher Anspruch besteht nicht. Üblich sind Regeln wie eine Pause pro Jahr oder eine Höchstzahl über die Laufzeit, oft erst nach einer Mindestzahl regulär gezahlter Raten. Wer Wert auf diese Flexibilität legt, sollte die Bedingungen schon beim Kreditvergleich prüfen.',
    },
  ],
  mitkreditnehmer: [
    {
      q: 'Wie komme ich nach einer Trennung aus dem gemeinsamen Kredit heraus?',
      a: 'Nur mit Zustimmung der Bank, die Sie aus der Haftung entlässt, wenn der verbleibende Partner den Kredit allein tragen kann; alternativ wird der Kredit abgelöst oder der Partner schuldet auf einen eigenen Kredit um. Bis dahin haften Sie gegenüber der Bank weiter voll. Regeln Sie intern schriftlich, wer die Raten trägt: Wer mehr als seinen Anteil zahlt, kann nach § 426 BGB Ausgleich vom anderen verlangen, im Zweifel zu gleichen Teilen.',
    },
    {
      q: 'Was ist der Unterschied zwischen Mitkreditnehmer und Bürge?',
      a: 'Der Mitkreditnehmer ist selbst Vertragspartner, hat Anspruch auf die Auszahlung und haftet von Anfang an für jede Rate. Ein Bürge muss erst zahlen, wenn der Hauptschuldner ausfällt, und kann dessen Einwendungen geltend machen. Wer ohne eigenes Interesse am Kredit nur zur Absicherung unterschreiben soll, wird von Gerichten oft wie ein Bürge behandelt; die Regeln zur Sittenwidrigkeit bei krasser finanzieller Überforderung gelten dann entsprechend.',
    },
  ],
  'selbstschuldnerische-buergschaft': [
    {
      q: 'Welche Einwände habe ich als selbstschuldnerischer Bürge noch?',
      a: 'Sie verzichten nur auf die Einrede der Vorausklage. Einwendungen, die der Hauptschuldner gegen die Forderung hat, etwa dass sie teilweise bezahlt oder verjährt ist, können Sie nach § 768 BGB weiter erheben. Nach § 770 BGB dürfen Sie außerdem die Zahlung verweigern, solange der Schuldner das Geschäft anfechten kann oder der Gläubiger sich durch Aufrechnung befriedigen könnte. Viele Bürgschaftsformulare schränken diese Rechte ein, lesen Sie die Klauseln daher genau.',
    },
    {
      q: 'Kann ich meine Haftung als Bürge begrenzen?',
      a: 'Ja, etwa durch eine Höchstbetragsbürgschaft, deren Grenze ausdrücklich in der Urkunde steht, durch Beschränkung auf einen bestimmten Kredit oder durch eine zeitliche Befristung (§ 777 BGB). Eine formularmäßige Ausdehnung auf alle künftigen Forderungen der Bank ist bei Privatpersonen nach der Rechtsprechung meist unwirksam, soweit sie über den Anlasskredit hinausgeht. Sprechen Sie eine Begrenzung vor der Unterschrift an, denn danach hat die Bank keinen Anlass mehr, darauf einzugehen.',
    },
  ],
  angehoerigenbuergschaft: [
    {
      q: 'Hafte ich nach der Trennung weiter für den Kredit meines früheren Partners?',
      a: 'Ja, Trennung oder Scheidung beenden eine Bürgschaft nicht von selbst. War sie wegen krasser Überforderung sittenwidrig, war sie allerdings von Anfang an unwirksam; maßgeblich sind Ihre Einkommens- und Vermögensverhältnisse im Zeitpunkt der Unterschrift. Andernfalls bleibt nur, mit der Bank über eine Entlassung zu verhandeln, etwa gegen eine andere Sicherheit.',
    },
    {
      q: 'Welche Unterlagen brauche ich, um Sittenwidrigkeit geltend zu machen?',
      a: 'Sammeln Sie Nachweise über Einkommen und Vermögen zur Zeit der Unterschrift, etwa Gehaltsabrechnungen, Steuerbescheide und Kontoauszüge, sowie Belege dafür, dass Sie am Kredit kein eigenes wirtschaftliches Interesse hatten. Bei krasser Überforderung vermutet die Rechtsprechung, dass die Bank die emotionale Bindung ausgenutzt hat; sie muss dann das Gegenteil beweisen. Notieren Sie auch, wie und unter welchen Umständen die Unterschrift zustande kam.',
    },
  ],
  kreditrate: [
    {
      q: 'Was passiert, wenn die Lastschrift für meine Rate platzt?',
      a: 'Sie geraten in Verzug, und die Bank darf Verzugszinsen sowie die ihr tatsächlich entstandenen Rücklastschriftkosten verlangen; Pauschalen in Geschäftsbedingungen dürfen den typischen Schaden nicht übersteigen. Überweisen Sie den Betrag sofort selbst und informieren Sie die Bank, statt auf einen neuen Einzug zu warten. Passiert das öfter, beantragen Sie einen Abbuchungstag kurz nach Ihrem Gehaltseingang.',
    },
    {
      q: 'Kann ich den Abbuchungstag meiner Rate ändern?',
      a: 'Einen Anspruch darauf gibt es nicht, viele Banken ermöglichen es aber auf Antrag. Für die verschobenen Tage kann eine einmalige Zinsanpassung anfallen. Beantragen Sie die Änderung schriftlich und zahlen Sie bis zur Bestätigung zum bisherigen Termin weiter.',
    },
    {
      q: 'Kann ich Kreditraten von der Steuer absetzen?',
      a: 'Bei privaten Ratenkrediten nicht. Zinsen können Werbungskosten oder Betriebsausgaben sein, wenn der Kredit der Erzielung von Einkünften dient, etwa für eine vermietete Wohnung oder ein betrieblich genutztes Fahrzeug; der Tilgungsanteil ist in keinem Fall absetzbar. Bewahren Sie für die Steuererklärung die jährliche Zinsbescheinigung der Bank auf.',
    },
  ],
  laufzeit: [
    {
      q: 'Kann ich die Laufzeit nachträglich verlängern, wenn mir die Rate zu hoch wird?',
      a: 'Nur mit Zustimmung der Bank, denn das ist eine Vertragsänderung. Viele Banken bieten bei vorübergehenden Engpässen eine Streckung an, verlangen dafür aber oft eine neue Kreditwürdigkeitsprüfung und gegebenenfalls einen angepassten Zins. Rechnen Sie die Mehrkosten aus, bevor Sie zustimmen, und vergleichen Sie sie mit einer Umschuldung.',
    },
    {
      q: 'Ist eine kurze Laufzeit besser oder eine lange mit Sondertilgungen?',
      a: 'Eine längere Laufzeit mit kostenlosen Sondertilgungen lässt Ihnen Spielraum: Die Pflichtrate bleibt niedrig, und in guten Monaten zahlen Sie mehr zurück. Das funktioniert aber nur mit Disziplin, sonst zahlen Sie am Ende deutlich mehr Zinsen. Prüfen Sie vor der Entscheidung, ob der Zins für beide Laufzeiten gleich ist und ob Sondertilgungen wirklich gebührenfrei sind.',
    },
  ],
  restschuld: [
    {
      q: 'Wie erfahre ich die genaue Restschuld zu einem bestimmten Datum?',
      a: 'Fordern Sie bei der Bank eine Ablöseberechnung zum gewünschten Stichtag an; sie enthält neben der Restschuld die bis dahin aufgelaufenen Zinsen und eine etwaige Vorfälligkeitsentschädigung. Der Auszug des Kreditkontos zeigt dagegen meist nur den Stand nach der letzten Rate. Für eine Umschuldung oder den Verkauf eines finanzierten Autos ist die Ablöseberechnung maßgeblich.',
    },
    {
      q: 'Was passiert mit der Restschuld, wenn der Kreditnehmer stirbt?',
      a: 'Die Schuld geht mit dem Nachlass auf die Erben über (§ 1967 BGB), und die Bank kann von ihnen die weitere Zahlung verlangen. Ist der Nachlass überschuldet, können Erben die Erbschaft innerhalb von sechs Wochen ab Kenntnis ausschlagen (§ 1944 BGB) oder die Haftung auf den Nachlass beschränken. Bestand eine Restschuldversicherung für den Todesfall, tilgt sie die Schuld ganz oder teilweise.',
    },
  ],
  tilgung: [
    {
      q: 'Kann ich die Tilgung meines Kredits später ändern?',
      a: 'Bei Ratenkrediten ergibt sich die Tilgung aus Rate, Zins und Laufzeit; ändern lässt sie sich praktisch nur durch Sondertilgungen oder eine Vertragsänderung. Baufinanzierungen sehen häufig ein Recht zum Tilgungssatzwechsel vor, meist begrenzt auf wenige Wechsel während der Zinsbindung. Fragen Sie vor Vertragsschluss ausdrücklich danach, wenn Ihr Einkommen schwanken könnte.',
    },
    {
      q: 'Wie hoch sollte die Tilgung bei einer Baufinanzierung sein?',
      a: 'Je höher der Tilgungssatz, desto schneller sinkt die Schuld und desto weniger Zinsen fallen an, die Rate steigt aber. Entscheidend ist, dass die Restschuld am Ende der Zinsbindung so weit gesunken ist, dass Sie ein höherer Zins bei der Anschlussfinanzierung nicht überfordert. Lesen Sie im Tilgungsplan ab, wie hoch die Restschuld dann ist und in welchem Alter Sie schuldenfrei wären.',
    },
  ],
  tilgungsplan: [
    {
      q: 'Kostet mich ein Tilgungsplan etwas?',
      a: 'Bei Verbraucherkrediten mit bestimmter Laufzeit haben Sie nach § 492 Abs. 3 BGB einen Anspruch darauf, eine Vergütung sieht das Gesetz dafür nicht vor. Viele Banken stellen ihn im Onlinebanking bereit. Verlangt eine Bank ein Entgelt, fragen Sie nach der Grundlage, denn Entgelte für die Erfüllung gesetzlicher Pflichten sind nach der Rechtsprechung regelmäßig unzulässig.',
    },
    {
      q: 'Wie erstelle ich selbst einen Tilgungsplan?',
      a: 'In einer Tabellenkalkulation rechnen Sie für jeden Monat: Zinsen = Restschuld × Jahreszins ÷ 12, Tilgung = Rate − Zinsen, neue Restschuld = alte Restschuld − Tilgung. Als Startwert dient der Kreditbetrag, als Rate die vertraglich vereinbarte. Landet Ihr Ergebnis am Ende nicht bei null, prüfen Sie, ob die Bank taggenau rechnet oder eine abweichende letzte Rate vorsieht.',
    },
  ],
  kredit: [
    {
      q: 'Was ist der Unterschied zwischen Kredit und Darlehen?',
      a: 'Im Alltag werden beide Wörter gleich verwendet. Juristisch ist das Darlehen ein bestimmter Vertragstyp, bei dem Geld oder vertretbare Sachen überlassen und später zurückgegeben werden (§§ 488, 607 BGB). Kredit ist der weitere Begriff und erfasst auch Gestaltungen, bei denen kein Geld ausgezahlt wird, etwa Zahlungsziele von Lieferanten.',
    },
    {
      q: 'Welche Kreditart passt zu welchem Zweck?',
      a: 'Für eine einmalige Anschaffung mit bekanntem Betrag ist ein Ratenkredit mit fester Laufzeit meist am günstigsten, für kurze Engpässe auf dem Girokonto ein Dispo oder Rahmenkredit. Autos lassen sich zweckgebunden oft günstiger finanzieren, Immobilien über eine Baufinanzierung mit Grundschuld. Richten Sie die Laufzeit nach der Nutzungsdauer: Was nach zwei Jahren verbraucht ist, sollte nicht acht Jahre lang abbezahlt werden.',
    },
  ],
  kreditantrag: [
    {
      q: 'Darf ich bei mehreren Banken gleichzeitig einen Kreditantrag stellen?',
      a: 'Das ist erlaubt, doch ein verbindlicher Antrag kann bei Auskunfteien als Kreditanfrage registriert werden, die andere Banken bei ihrer Prüfung berücksichtigen. Viele Anfragen in kurzer Zeit können den Eindruck erwecken, dass Sie dringend Geld brauchen oder abgelehnt wurden. Holen Sie zuerst unverbindliche Angebote ein und stellen Sie den verbindlichen Antrag dann nur bei einem Anbieter.',
    },
    {
      q: 'Warum dauert die Bearbeitung meines Antrags so lange?',
      a: 'Verzögerungen entstehen meist durch fehlende, veraltete oder schlecht lesbare Unterlagen, durch Rückfragen zu Einkommensbestandteilen oder weil eine Sicherheit erst bestellt werden muss. Bei Selbstständigen verlangen Banken oft zusätzliche Auswertungen. Reichen Sie alle angeforderten Nachweise vollständig und gut lesbar auf einmal ein und fragen Sie nach, welche Unterlagen noch fehlen.',
    },
  ],
  kreditzusage: [
    {
      q: 'Kann die Bank eine Kreditzusage wieder zurücknehmen?',
      a: 'Eine Vorabzusage vor Vertragsschluss ist meist nicht verbindlich. Nach der Unterschrift darf die Bank die Auszahlung nur noch aus besonderen Gründen verweigern, etwa wenn sich Ihre Vermögenslage oder der Wert einer Sicherheit wesentlich verschlechtert und die Rückzahlung dadurch gefährdet ist (§ 490 Abs. 1 BGB). Geben Sie veränderte Umstände wie einen Jobverlust trotzdem offen an.',
    },
    {
      q: 'Wann wird der Kredit nach der Zusage ausgezahlt?',
      a: 'Erst wenn alle Auszahlungsvoraussetzungen erfüllt sind, etwa die Identifizierung, angeforderte Nachweise oder bestellte Sicherheiten. Bei einer Händlerfinanzierung überweist die Bank direkt an den Händler. Vereinbaren Sie Zahlungstermine mit einem Verkäufer erst, wenn der Auszahlungstermin feststeht.',
    },
  ],
  selbstauskunft: [
    {
      q: 'Was passiert, wenn ich in der Selbstauskunft einen Kredit vergessen habe?',
      a: 'Allein wegen unvollständiger Angaben darf die Bank den Vertrag nach § 499 Abs. 3 BGB nicht kündigen oder ändern. Anders ist es, wenn Sie relevante Informationen wissentlich verschwiegen oder gefälscht haben; dann drohen Kündigung und ein Betrugsvorwurf. Melden Sie einen vergessenen Kredit deshalb von sich aus, sobald er Ihnen auffällt.',
    },
    {
      q: 'Muss ich in der Selbstauskunft alle Fragen beantworten?',
      a: 'Die Bank darf erfragen, was sie für die Kreditwürdigkeitsprüfung braucht, also Einkommen, Ausgaben, Verpflichtungen und Beschäftigung (§ 505b BGB). Fragen etwa zu Religion, Gesundheit oder Parteizugehörigkeit gehören nicht dazu. Verweigern Sie wesentliche Angaben, kann die Bank den Antrag aber ablehnen, weil sie Ihre Zahlungsfähigkeit sonst nicht beurteilen kann.',
    },
  ],
  haushaltsrechnung: [
    {
      q: 'Wie viel Kreditrate kann ich mir leisten?',
      a: 'Ziehen Sie vom Nettoeinkommen alle festen Ausgaben ab, auch jährliche Zahlungen wie Versicherungen oder Kfz-Steuer umgerechnet auf den Monat, und setzen Sie realistische Beträge für Lebensmittel, Kleidung und Freizeit an. Die Rate sollte nur einen Teil des verbleibenden Überschusses aufbrauchen, damit eine Reparatur oder Nachzahlung nicht sofort zu Rückständen führt. Nehmen Sie die Zahlen aus den Kontoauszügen der letzten Monate statt aus dem Gedächtnis.',
    },
    {
      q: 'Warum rechnet die Bank mit anderen Lebenshaltungskosten als ich?',
      a: 'Banken setzen statistische Pauschalen je Erwachsenem und Kind an, die von Ihren tatsächlichen Ausgaben abweichen können. Liegen Ihre echten Kosten höher, sollten Sie für die eigene Planung mit Ihren Werten rechnen, auch wenn die Bank den Kredit bewilligen würde. Die Pauschale ist eine Prüfgröße der Bank und keine Aussage darüber, wie viel Sie zum Leben brauchen.',
    },
  ],
  kreditauskunftei: [
    {
      q: 'Sollte ich auch bei anderen Auskunfteien als der SCHUFA nachsehen?',
      a: 'Ja, denn Unternehmen nutzen unterschiedliche Auskunfteien: Mobilfunkanbieter und Onlinehändler fragen häufig woanders an als Banken. Ein formloses Schreiben mit Namen, Geburtsdatum und den Anschriften der letzten Jahre genügt, eine Begründung brauchen Sie nicht. So entdecken Sie veraltete Einträge, bevor sie einen Vertragsabschluss verhindern.',
    },
    {
      q: 'Woher haben Auskunfteien Daten über mich, obwohl ich nie zugestimmt habe?',
      a: 'Die Meldung von Vertrags- und Zahlungsdaten stützt sich meist nicht auf eine Einwilligung, sondern auf das berechtigte Interesse nach Art. 6 Abs. 1 lit. f DSGVO. Die meldenden Unternehmen müssen Sie in ihren Datenschutzhinweisen darüber informieren. Aus welcher Quelle ein Eintrag stammt, muss die Auskunftei Ihnen in der Datenkopie mitteilen (Art. 15 Abs. 1 lit. g DSGVO).',
    },
  ],
  wucher: [
    {
      q: 'Wie finde ich den marktüblichen Zins für den Vergleich?',
      a: 'Gerichte ziehen in der Regel die Durchschnittszinsen aus der Zinsstatistik der Deutschen Bundesbank für vergleichbare Kredite nach Art, Laufzeit und Abschlusszeitpunkt heran. Vergleichen Sie den effektiven Jahreszins Ihres Vertrags mit dem Wert aus dem Monat des Vertragsschlusses. Weil die Einzelheiten strittig sein können, lassen Sie das Ergebnis von einer Verbraucherzentrale oder einem Fachanwalt prüfen, bevor Sie Zahlungen einstellen.',
    },
    {
      q: 'Kommt es nur auf den Zins an?',
      a: 'Nein. Bei der Prüfung der Sittenwidrigkeit nach § 138 Abs. 1 BGB werden alle Umstände gewürdigt, etwa mitverkaufte überteuerte Versicherungen, hohe Vermittlungsgebühren oder einseitig belastende Vertragsklauseln. Solche Umstände können einen Kredit auch dann unwirksam machen, wenn die Zinsgrenzen knapp nicht erreicht sind. Bewahren Sie deshalb alle Unterlagen einschließlich Werbeschreiben und Versicherungspolicen auf.',
    },
  ],
  'verbundenes-geschaeft': [
    {
      q: 'Muss ich weiter Raten zahlen, wenn die finanzierte Ware mangelhaft ist?',
      a: 'Nach § 359 BGB dürfen Sie die Raten verweigern, soweit Sie gegenüber dem Verkäufer zur Zahlungsverweigerung berechtigt wären, etwa nach einem Rücktritt wegen eines Mangels. Können Sie noch Nacherfüllung verlangen, gilt das erst, wenn diese fehlgeschlagen ist; bei einem finanzierten Entgelt bis 200 € gilt der Einwendungsdurchgriff nicht. Teilen Sie der Bank schriftlich mit, warum Sie die Zahlung zurückhalten.',
    },
    {
      q: 'Woran erkenne ich, ob ein verbundenes Geschäft vorliegt?',
      a: 'Nach § 358 Abs. 3 BGB liegt eine wirtschaftliche Einheit insbesondere vor, wenn der Verkäufer selbst den Kredit gibt oder die Bank sich bei Vorbereitung oder Abschluss des Kreditvertrags seiner Mitwirkung bedient. Typische Anzeichen sind ein im Geschäft ausgefüllter Kreditantrag, eine Auszahlung direkt an den Händler und die Nennung der Ware im Kreditvertrag. Bei einem frei verwendbaren Kredit, den Sie selbst bei Ihrer Bank aufnehmen, fehlt diese Verbindung meist.',
    },
  ],
  privatdarlehen: [
    {
      q: 'Wie wird ein Privatdarlehen ohne festes Rückzahlungsdatum gekündigt?',
      a: 'Ist keine Laufzeit vereinbart, können beide Seiten das Darlehen nach § 488 Abs. 3 BGB mit einer Frist von drei Monaten kündigen. Ein zinsloses Darlehen darf der Darlehensnehmer auch ohne Kündigung jederzeit zurückzahlen. Halten Sie im Vertrag fest, wann Raten fällig werden und unter welchen Umständen der Geber das Geld vorzeitig zurückverlangen kann.',
    },
    {
      q: 'Muss ich bei einem zinslosen Darlehen von Verwandten an Steuern denken?',
      a: 'Ja. Das Finanzamt kann den Zinsvorteil eines zinslosen oder sehr günstigen Darlehens als Schenkung werten; er bleibt innerhalb der persönlichen Freibeträge steuerfrei, wird aber mit anderen Schenkungen derselben Person innerhalb von zehn Jahren zusammengerechnet. Sollen Zinsen an Angehörige als Werbungskosten abgesetzt werden, prüft das Finanzamt, ob der Vertrag wie unter Fremden vereinbart und tatsächlich durchgeführt wird. Überweisen Sie die Raten deshalb regelmäßig und nachvollziehbar.',
    },
  ],
  arbeitgeberdarlehen: [
    {
      q: 'Gilt beim Arbeitgeberdarlehen derselbe Verbraucherschutz wie bei einer Bank?',
      a: 'Nicht immer. Nach § 491 Abs. 2 BGB sind Darlehen ausgenommen, die der Arbeitgeber als Nebenleistung zum Arbeitsvertrag zu einem effektiven Jahreszins unter dem Marktzins gewährt und anderen Personen nicht anbietet. Dann gelten etwa das Widerrufsrecht und die Begrenzung der Vorfälligkeitsentschädigung nicht automatisch. Lassen Sie sich Laufzeit, Kündigung und vorzeitige Rückzahlung deshalb ausdrücklich im Vertrag zusichern.',
    },
    {
      q: 'Darf der Arbeitgeber die Raten einfach vom Lohn abziehen?',
      a: 'Nur wenn das vereinbart ist, und auch dann nur aus dem pfändbaren Teil des Lohns, denn gegen unpfändbares Einkommen ist eine Aufrechnung nach § 394 BGB ausgeschlossen. Der unpfändbare Betrag muss Ihnen in jedem Fall ausgezahlt werden. Kontrollieren Sie auf der Lohnabrechnung, ob der Abzug ausgewiesen und richtig berechnet ist.',
    },
  ],
  'zweckgebundener-kredit': [
    {
      q: 'Was passiert, wenn der Kauf platzt, für den ich den Kredit aufgenommen habe?',
      a: 'Wurde der Kredit über den Händler vermittelt, entfällt er bei einem Widerruf oder Rücktritt vom Kaufvertrag in der Regel mit. Haben Sie den Kredit selbst bei Ihrer Bank aufgenommen, informieren Sie sie sofort: Innerhalb der Widerrufsfrist können Sie den Kreditvertrag widerrufen und zahlen nur Zinsen für die Tage der Nutzung, danach ist eine vorzeitige Rückzahlung nach § 500 Abs. 2 BGB möglich. Lassen Sie ein zurückerstattetes Kaufgeld direkt in die Tilgung fließen.',
    },
    {
      q: 'Darf ich übrig gebliebenes Geld anders verwenden?',
      a: 'Nur wenn der Vertrag das zulässt. Kostet das Auto weniger als finanziert, sprechen Sie mit der Bank; meist können Sie den Rest als Sondertilgung zurückzahlen und sparen damit zugleich Zinsen. Eine eigenmächtige Verwendung für andere Zwecke kann die Bank als Vertragsverletzung werten.',
    },
  ],
  sicherungsuebereignung: [
    {
      q: 'Was darf ich mit einem sicherungsübereigneten Auto machen?',
      a: 'Sie dürfen es ganz normal nutzen, müssen es aber pfleglich behandeln, ausreichend versichern und dürfen seinen Wert nicht wesentlich mindern. Längere Auslandsaufenthalte, größere Umbauten oder eine Vermietung sollten Sie vorher mit der Bank abstimmen, weil Sicherungsverträge dafür oft eine Zustimmung verlangen. Verstöße können die Bank zur Kündigung des Kredits berechtigen.',
    },
    {
      q: 'Was passiert mit dem Auto, wenn ich die Raten nicht mehr zahle?',
      a: 'Nach einer wirksamen Kündigung darf die Bank die Herausgabe verlangen und das Fahrzeug verwerten, meist über einen Händler oder eine Auktion. Der Erlös wird auf die Restschuld angerechnet; eine verbleibende Differenz schulden Sie weiter, ein Überschuss steht Ihnen zu. Verlangen Sie eine nachvollziehbare Abrechnung und prüfen Sie, ob der erzielte Preis dem Marktwert entsprach.',
    },
  ],
  foerderkredit: [
    {
      q: 'Was zählt als Beginn des Vorhabens, vor dem ich den Antrag stellen muss?',
      a: 'Bei vielen Programmen gilt der Abschluss eines der Ausführung zuzurechnenden Liefer- oder Leistungsvertrags als Beginn, bei Bauvorhaben auch der Baubeginn. Planungs- und Beratungsleistungen zählen meist nicht dazu. Die genaue Definition steht im Merkblatt des jeweiligen Programms; lesen Sie es, bevor Sie Aufträge unterschreiben, denn ein zu früher Beginn schließt die Förderung aus.',
    },
    {
      q: 'Was kann ich tun, wenn meine Hausbank den Förderkredit nicht durchleiten will?',
      a: 'Fragen Sie andere Banken und Sparkassen, denn grundsätzlich kann jede Geschäftsbank Förderkredite durchleiten. Fehlen Sicherheiten, kann eine Bürgschaft der Bürgschaftsbank oder ein Programm mit Haftungsfreistellung die Entscheidung erleichtern. Die Beratungsstellen der Förderbanken sagen Ihnen außerdem, worauf Banken bei dem jeweiligen Programm achten.',
    },
    {
      q: 'Kann ich mehrere Förderungen kombinieren?',
      a: 'Oft ja, aber nur im Rahmen der Kumulierungsregeln des Programms und der beihilferechtlichen Obergrenzen, bei Unternehmen etwa für De-minimis-Beihilfen. Manche Programme schließen eine Kombination für dieselben Kosten ausdrücklich aus. Klären Sie das vor dem Antrag, denn eine unzulässige Kombination kann zur Rückforderung der Förderung führen.',
    },
  ],
  gruenderkredit: [
    {
      q: 'Brauche ich Eigenkapital für einen Gründerkredit?',
      a: 'Nicht jedes Förderprogramm schreibt einen Mindestanteil vor, Banken erwarten aber meist einen eigenen Beitrag, weil er zeigt, dass Sie selbst Risiko tragen. Als Eigenkapital können auch eingebrachte Sachwerte wie Fahrzeuge oder Maschinen zählen. Fehlt es ganz, können Nachrangdarlehen, Mikrokredite oder eine Bürgschaft der Bürgschaftsbank die Lücke verkleinern.',
    },
    {
      q: 'Was muss mein Businessplan enthalten, damit die Bank zustimmt?',
      a: 'Neben Geschäftsidee, Markt und Wettbewerb erwartet die Bank vor allem belastbare Zahlen: Kapitalbedarf, Finanzierungsplan, Umsatz- und Kostenplanung, einen Liquiditätsplan für die Anlaufjahre und Ihren privaten Lebensunterhalt. Zeigen Sie, ab wann die Raten aus dem Geschäft bezahlt werden können und was bei schwächeren Umsätzen passiert. Manche Banken verlangen zusätzlich eine Stellungnahme einer fachkundigen Stelle, etwa der Kammer.',
    },
    {
      q: 'Bin ich als Gründer wie ein Verbraucher geschützt?',
      a: 'Teilweise. Nach § 513 BGB gelten die Verbraucherkreditregeln auch für Kredite, mit denen Sie eine gewerbliche oder selbstständige Tätigkeit erst aufnehmen, sofern der Nettodarlehensbetrag 75.000 € nicht übersteigt. Sie haben dann etwa ein Widerrufsrecht und Schutz vor einer vorschnellen Kündigung bei Zahlungsverzug. Für Kredite an ein bereits laufendes Unternehmen gilt dieser Schutz nicht.',
    },
  ],
  betriebsmittelkredit: [
    {
      q: 'Warum sollte ich Investitionen nicht über den Betriebsmittelkredit finanzieren?',
      a: 'Betriebsmittelkredite sind kurzfristig und meist kündbar, Investitionen amortisieren sich dagegen über Jahre. Finanzieren Sie eine Maschine über die Kontokorrentlinie, fehlt der Rahmen anschließend für den laufenden Betrieb, und bei einer Kündigung wäre der ganze Betrag auf einmal fällig. Trennen Sie daher langfristige Investitionen und kurzfristigen Liquiditätsbedarf in getrennte Finanzierungen.',
    },
    {
      q: 'Wie ermittle ich meinen Bedarf an Betriebsmitteln?',
      a: 'Ausgangspunkt ist die Zeit zwischen Ausgabe und Geldeingang: Lagerdauer plus Zahlungsziel Ihrer Kunden minus Zahlungsziel Ihrer Lieferanten, multipliziert mit den durchschnittlichen täglichen Ausgaben. Ein Liquiditätsplan für die nächsten zwölf Monate zeigt zusätzlich saisonale Spitzen. Planen Sie einen Puffer ein, denn eine kurzfristige Erhöhung in einer Krise ist schwer zu bekommen.',
    },
  ],
  investitionskredit: [
    {
      q: 'Ist Leasing oder ein Investitionskredit für mein Unternehmen besser?',
      a: 'Beim Kredit wird das Unternehmen Eigentümer, schreibt das Gut ab und setzt die Zinsen als Betriebsausgaben an; beim Leasing sind die Raten in der Regel vollständig Betriebsausgaben, und das Gut erscheint meist nicht in der eigenen Bilanz. Leasing schont die Kreditlinie, ist über die Laufzeit aber oft teurer. Vergleichen Sie die Gesamtkosten nach Steuern und überlegen Sie, ob Sie das Gut nach Vertragsende weiter nutzen wollen.',
    },
    {
      q: 'Welche Unterlagen verlangt die Bank für einen Investitionskredit?',
      a: 'Üblich sind die letzten Jahresabschlüsse, eine aktuelle betriebswirtschaftliche Auswertung mit Summen- und Saldenliste, Angebote zum Investitionsobjekt und eine Planung, die zeigt, wie die Investition die Raten erwirtschaftet. Bei Einzelunternehmern und Personengesellschaften kommen private Einkommens- und Vermögensnachweise hinzu. Bei größeren Krediten muss sich die Bank die wirtschaftlichen Verhältnisse nach § 18 KWG ohnehin offenlegen lassen.',
    },
  ],
  kontokorrentkredit: [
    {
      q: 'Kann die Bank meine Kontokorrentlinie kurzfristig kündigen?',
      a: 'Ja, darin liegt das größte Risiko dieser Finanzierung. Unbefristete Linien können Banken nach ihren Geschäftsbedingungen mit angemessener Frist kündigen, bei einem wichtigen Grund wie einer wesentlichen Verschlechterung der Vermögenslage auch fristlos. Informieren Sie die Bank deshalb früh über Probleme, reichen Sie Zahlen pünktlich ein und verteilen Sie Ihre Finanzierung möglichst auf mehr als ein Institut.',
    },
    {
      q: 'Was kostet es, wenn ich die Linie überziehe?',
      a: 'Für Beträge über dem vereinbarten Limit verlangen Banken einen Überziehungszins, der deutlich über dem Zins für die Linie liegt. Häufige Überziehungen werten Banken außerdem als Zeichen einer schwachen Liquiditätsplanung, was spätere Verhandlungen erschwert. Beantragen Sie bei absehbarem Mehrbedarf rechtzeitig eine befristete Erhöhung.',
    },
    {
      q: 'Sind die Zinsen für den Kontokorrentkredit steuerlich absetzbar?',
      a: 'Ja, als Betriebsausgaben, wenn der Kredit betrieblich veranlasst ist. Bei der Gewerbesteuer wird ein Teil der Schuldzinsen allerdings nach § 8 Nr. 1 GewStG wieder hinzugerechnet, soweit die Summe der hinzurechnungspflichtigen Beträge einen Freibetrag übersteigt. Bei Einzelunternehmern kann ein Teil der Zinsen nicht abziehbar sein, wenn Entnahmen das Kapitalkonto überziehen; lassen Sie das von Ihrer Steuerberatung prüfen.',
    },
  ],
  factoring: [
    {
      q: 'Erfahren meine Kunden, dass ich Factoring nutze?',
      a: 'Beim offenen Factoring ja: Die Kunden werden informiert und zahlen direkt an den Factor. Beim stillen Factoring zahlen sie weiter an Sie, und Sie leiten die Zahlungen weiter; diese Form ist seltener und meist teurer. Manche Anbieter arbeiten halboffen, dann nennt die Rechnung das Konto des Factors ohne ausdrücklichen Hinweis auf den Forderungsverkauf.',
    },
    {
      q: 'Was gilt, wenn meine Kunden die Abtretung ihrer Rechnungen ausgeschlossen haben?',
      a: 'Ist das Geschäft für beide Seiten ein Handelsgeschäft, ist die Abtretung nach § 354a HGB trotz eines solchen Verbots wirksam. Der Kunde darf dann aber weiterhin mit befreiender Wirkung an Sie zahlen, was der Factor vertraglich berücksichtigt. Klären Sie solche Klauseln vor dem Vertragsschluss mit dem Factor, damit die betroffenen Forderungen richtig bewertet werden.',
    },
    {
      q: 'Wie setzen sich die Kosten beim Factoring zusammen?',
      a: 'Üblich sind eine Factoringgebühr in Prozent vom Rechnungsbetrag für Verwaltung und Debitorenmanagement, Zinsen für die Vorfinanzierung bis zum Zahlungseingang und beim echten Factoring ein Entgelt für die Übernahme des Ausfallrisikos. Manchmal kommen Prüfgebühren für neue Abnehmer hinzu. Stellen Sie die Gesamtkosten den Vorteilen gegenüber, etwa genutztem Lieferantenskonto und geringeren Forderungsausfällen.',
    },
  ],
  avalkredit: [
    {
      q: 'Wann endet die Avalprovision?',
      a: 'Die Provision läuft, solange die Bank aus der Bürgschaft in Anspruch genommen werden kann, in der Regel bis die Originalurkunde an die Bank zurückgegeben oder vom Begünstigten schriftlich freigegeben wurde. Verlangen Sie die Urkunde nach Ablauf der Gewährleistungszeit aktiv vom Auftraggeber zurück. Ein bloßer Fristablauf reicht oft nicht, wenn die Bürgschaft unbefristet formuliert ist.',
    },
    {
      q: 'Gibt es Alternativen zum Aval der Hausbank?',
      a: 'Ja, etwa Kautionsversicherungen, bei denen ein Versicherer die Bürgschaft stellt, ohne die Kreditlinie bei der Hausbank zu belasten. Für kleinere Beträge kommen auch ein Bareinbehalt oder ein verpfändetes Guthaben infrage. Vergleichen Sie Provision, geforderte Sicherheiten und die Akzeptanz beim Auftraggeber, denn nicht jeder Begünstigte nimmt jede Form an.',
    },
    {
      q: 'Muss ich eine Bürgschaft auf erstes Anfordern stellen?',
      a: 'Bei ihr zahlt die Bank auf bloße Anforderung des Begünstigten, ohne den Anspruch zu prüfen, und nimmt sofort bei Ihnen Rückgriff; Einwände klären Sie erst danach. In Bauverträgen ist eine formularmäßige Pflicht, Vertragserfüllungs- oder Gewährleistungsbürgschaften auf erstes Anfordern zu stellen, nach der Rechtsprechung des Bundesgerichtshofs unwirksam. Prüfen Sie entsprechende Klauseln daher vor Vertragsschluss.',
    },
  ],
  schuldscheindarlehen: [
    {
      q: 'Für welche Unternehmen kommt ein Schuldscheindarlehen infrage?',
      a: 'Wegen der Kosten für Arrangeur, Dokumentation und Investorenansprache meist erst für etablierte Mittelständler mit soliden Zahlen und einem Finanzierungsbedarf deutlich über einem gewöhnlichen Bankkredit. Ein externes Rating ist nicht zwingend, Investoren erwarten aber geprüfte Abschlüsse und eine verlässliche Berichterstattung. Lassen Sie sich von mehreren Arrangeuren einschätzen, ob Ihr Profil zum Markt passt.',
    },
    {
      q: 'Welche Pflichten habe ich nach der Platzierung?',
      a: 'Üblich sind die regelmäßige Weitergabe von Jahres- und teils Zwischenabschlüssen an die Investoren, die Einhaltung vereinbarter Finanzkennzahlen und Mitteilungen bei wesentlichen Ereignissen. Eine vorzeitige Rückzahlung ist bei festverzinslichen Tranchen meist ausgeschlossen oder nur gegen Entschädigung möglich. Stimmen Sie die Laufzeiten der Tranchen deshalb auf Ihren tatsächlichen Finanzbedarf ab.',
    },
  ],
  kreditsicherheit: [
    {
      q: 'Muss die Bank Sicherheiten freigeben, wenn ich schon viel getilgt habe?',
      a: 'Bei deutlicher Übersicherung ja. Für revolvierende Globalsicherheiten hat der Bundesgerichtshof entschieden, dass ein Freigabeanspruch besteht, wenn der realisierbare Wert die gesicherten Forderungen um mehr als 10 % übersteigt; als Anhaltspunkt gilt ein geschätzter Wert von 150 % der Forderungen. Beantragen Sie die Freigabe schriftlich mit einer aktuellen Aufstellung von Restschuld und Sicherheitenwerten.',
    },
    {
      q: 'Was passiert mit meinen Sicherheiten, wenn der Kredit abbezahlt ist?',
      a: 'Die Bank muss sie zurückgeben: abgetretene Forderungen rückabtreten, übereignete Sachen zurückübereignen und bei einer Grundschuld eine Löschungsbewilligung ausstellen. Das geschieht nicht immer von selbst, fordern Sie es deshalb schriftlich an. Prüfen Sie auch, ob die Sicherungsabrede die Sicherheit für weitere Kredite bei derselben Bank bestehen lässt.',
    },
  ],
  eigentumsvorbehalt: [
    {
      q: 'Darf der Verkäufer die Ware einfach abholen, wenn ich mit Raten im Rückstand bin?',
      a: 'Nicht eigenmächtig. Er muss zuerst wirksam vom Vertrag zurücktreten (§ 449 Abs. 2 BGB); bei Ratenkäufen von Verbrauchern ist das nach § 508 BGB nur unter denselben Voraussetzungen zulässig wie die Kündigung eines Ratenkredits nach § 498 BGB. Nimmt der Verkäufer die Sache wieder an sich, gilt das als Rücktritt: Er muss Ihnen die gezahlten Raten erstatten, darf aber eine Vergütung für Nutzung und Wertverlust abziehen.',
    },
    {
      q: 'Darf ich eine Sache unter Eigentumsvorbehalt weiterverkaufen?',
      a: 'Nein, solange der Kaufpreis nicht vollständig bezahlt ist, gehört sie dem Verkäufer; ein Weiterverkauf ohne seine Zustimmung macht Sie schadensersatzpflichtig und kann als Unterschlagung strafbar sein. Ein gutgläubiger Käufer kann zwar unter Umständen Eigentum erwerben, der Vorbehaltsverkäufer hält sich dann aber an Sie. Zahlen Sie den Rest ab oder holen Sie vorher eine schriftliche Zustimmung ein.',
    },
  ],
  zwangsvollstreckung: [
    {
      q: 'Kann ich die Zwangsvollstreckung mit Ratenzahlungen abwenden?',
      a: 'Ja. Der Gerichtsvollzieher kann nach § 802b ZPO einen Zahlungsaufschub gegen Raten bewilligen, wenn der Gläubiger das nicht ausgeschlossen hat und Sie glaubhaft machen, dass Sie die Raten zahlen können. Solange Sie pünktlich zahlen, ruht die Vollstreckung. Auch direkt mit dem Gläubiger lässt sich eine Ratenvereinbarung schließen, die Sie schriftlich festhalten sollten.',
    },
    {
      q: 'Was schützt mich vor einer unzumutbaren Vollstreckung?',
      a: 'Nach § 765a ZPO kann das Vollstreckungsgericht eine Maßnahme aufheben, untersagen oder einstweilen einstellen, wenn sie wegen ganz besonderer Umstände eine sittenwidrige Härte bedeutet, etwa bei akuter Gesundheitsgefahr. Die Hürden dafür sind hoch, und der Schutz ersetzt keine Lösung der Schulden. Droht eine Zwangsräumung oder Versteigerung, wenden Sie sich sofort an eine Schuldnerberatung oder einen Anwalt.',
    },
  ],
  vollstreckungstitel: [
    {
      q: 'Was kann ich tun, wenn ich die titulierte Schuld schon bezahlt habe, aber weiter vollstreckt wird?',
      a: 'Eine Zahlung macht den Titel nicht automatisch wirkungslos. Verlangen Sie vom Gläubiger eine Quittung und die Herausgabe der vollstreckbaren Ausfertigung; vollstreckt er trotzdem weiter, können Sie Vollstreckungsabwehrklage nach § 767 ZPO erheben. Heben Sie Zahlungsnachweise zu titulierten Forderungen deshalb dauerhaft auf.',
    },
    {
      q: 'Verjähren auch die Zinsen aus einem Titel erst nach 30 Jahren?',
      a: 'Nein. Für Zinsen und andere regelmäßig wiederkehrende Leistungen, die erst nach Erlass des Titels fällig werden, gilt nach § 197 Abs. 2 BGB die regelmäßige Verjährung von drei Jahren. Jeder Vollstreckungsantrag lässt die Verjährung allerdings nach § 212 Abs. 1 Nr. 2 BGB neu beginnen. Prüfen Sie bei alten Titeln, ob ein Teil der geforderten Zinsen verjährt ist.',
    },
  ],
  zahlungsunfaehigkeit: [
    {
      q: 'Wie prüfe ich als Geschäftsführer, ob mein Unternehmen zahlungsunfähig ist?',
      a: 'Erstellen Sie einen Liquiditätsstatus mit den verfügbaren Mitteln einschließlich freier Kreditlinien auf der einen und den fälligen Verbindlichkeiten auf der anderen Seite. Ergänzen Sie einen Finanzplan für die folgenden drei Wochen mit erwarteten Ein- und Auszahlungen. Dokumentieren Sie jede Prüfung schriftlich, denn im Haftungsfall müssen Sie Ihre Einschätzung nachweisen.',
    },
    {
      q: 'Was droht, wenn der Insolvenzantrag zu spät gestellt wird?',
      a: 'Geschäftsführer machen sich nach § 15a Abs. 4 InsO strafbar und haften nach § 15b InsO persönlich für Zahlungen, die sie nach Eintritt der Zahlungsunfähigkeit noch veranlasst haben, soweit diese nicht mit der Sorgfalt eines ordentlichen Geschäftsleiters vereinbar waren. Hinzu kann eine Haftung für nicht abgeführte Sozialversicherungsbeiträge kommen. Holen Sie frühzeitig Rat bei einem auf Sanierung spezialisierten Anwalt.',
    },
    {
      q: 'Welche Möglichkeiten gibt es, solange die Zahlungsunfähigkeit nur droht?',
      a: 'Bei drohender Zahlungsunfähigkeit nach § 18 InsO kann das Unternehmen selbst Insolvenz beantragen, etwa um ein Schutzschirmverfahren in Eigenverwaltung zu nutzen, oder eine Restrukturierung nach dem StaRUG einleiten. Beide Wege setzen voraus, dass noch keine Zahlungsunfähigkeit eingetreten ist. Wer früh handelt, hat deshalb deutlich mehr Gestaltungsspielraum.',
    },
  ],
  debitkarte: [
    {
      q: 'Warum akzeptieren Mietwagenfirmen und Hotels meine Debitkarte manchmal nicht?',
      a: 'Sie wollen eine Kaution für mehrere Tage blockieren; bei einer Debitkarte wird dafür echtes Kontoguthaben reserviert, was manche Anbieter nicht als ausreichende Sicherheit ansehen. Hinzu kommt, dass die Karte keinen eigenen Kreditrahmen hat. Lesen Sie vor der Buchung die Zahlungsbedingungen und nehmen Sie im Zweifel eine Kreditkarte mit.',
    },
    {
      q: 'Bin ich bei Missbrauch der Debitkarte genauso geschützt wie bei einer Kreditkarte?',
      a: 'Grundsätzlich ja, denn die Haftungsregeln der §§ 675u und 675v BGB gelten für alle Zahlungskarten. Bei einer Debitkarte fehlt das Geld aber sofort auf Ihrem Konto, bis die Bank den Schaden erstattet. Sperren Sie die Karte unverzüglich und fordern Sie die Erstattung nicht autorisierter Zahlungen schriftlich; die Bank muss grundsätzlich spätestens bis zum Ende des folgenden Geschäftstags erstatten.',
    },
  ],
  kreditlinie: [
    {
      q: 'Darf die Bank meine Kreditlinie kürzen, obwohl ich nie im Rückstand war?',
      a: 'Ja, wenn der Vertrag das zulässt. Unbefristete Linien sind ordentlich kündbar, und viele Verträge erlauben eine Anpassung, wenn sich Bonität oder Sicherheiten verschlechtern, etwa bei gesunkenen Depotwerten. Bei Verbrauchern braucht eine ordentliche Kündigung nach § 499 Abs. 1 BGB grundsätzlich eine vereinbarte Frist von mindestens zwei Monaten. Unternehmen sollten nicht von einer einzigen Linie abhängen.',
    },
    {
      q: 'Was ist eine Bereitstellungsprovision bei einer Kreditlinie?',
      a: 'Manche Banken berechnen auf den ungenutzten Teil einer fest zugesagten Linie eine Provision, weil sie das Geld vorhalten und dafür Eigenkapital binden. Bemessen Sie die Linie daher nach Ihrem tatsächlichen Bedarf und vergleichen Sie bei Angeboten die Kosten für genutzten und ungenutzten Rahmen. Bei Dispo- und Rahmenkrediten für Privatkunden ist eine solche Provision unüblich.',
    },
  ],
  gerichtsvollzieher: [
    {
      q: 'Muss ich den Gerichtsvollzieher in meine Wohnung lassen?',
      a: 'Ohne Ihre Einwilligung darf er die Wohnung nur mit einer richterlichen Durchsuchungsanordnung betreten (§ 758a ZPO), außer bei Gefahr im Verzug. Verweigern Sie den Zutritt, kann der Gläubiger die Anordnung beantragen, was zusätzliche Kosten verursacht, die am Ende Sie tragen. Oft ist es sinnvoller, mit dem Gerichtsvollzieher zu sprechen und einen Zahlungsplan anzubieten.',
    },
    {
      q: 'Was darf der Gerichtsvollzieher mitnehmen?',
      a: 'Nur Sachen, die nicht nach § 811 ZPO geschützt sind und deren Verwertung einen Überschuss über die Vollstreckungskosten erwarten lässt (§ 803 Abs. 2 ZPO). Unpfändbar sind etwa Gegenstände für eine bescheidene Lebens- und Haushaltsführung und solche, die Sie für Ihre Erwerbstätigkeit benötigen. Auch Bargeld ist geschützt, soweit Sie es für den Lebensunterhalt bis zum nächsten Einkommenseingang brauchen.',
    },
  ],
  vermoegensauskunft: [
    {
      q: 'Was muss ich in der Vermögensauskunft angeben?',
      a: 'Alle Vermögenswerte wie Konten, Fahrzeuge, Wertgegenstände, Versicherungen mit Rückkaufswert und Forderungen gegen Dritte sowie Ihren Arbeitgeber und sonstige Einkommensquellen. Nach § 802c ZPO gehören auch bestimmte entgeltliche Veräußerungen an nahestehende Personen in den letzten zwei Jahren und unentgeltliche Leistungen in den letzten vier Jahren dazu. Die Angaben versichern Sie an Eides statt, Unvollständigkeit ist daher nach § 156 StGB strafbar.',
    },
    {
      q: 'Kann ich die Vermögensauskunft noch abwenden?',
      a: 'Ja, indem Sie die Forderung vor dem Termin bezahlen oder mit dem Gerichtsvollzieher eine Ratenzahlung nach § 802b ZPO vereinbaren; der Termin wird dann aufgeschoben. Erscheinen Sie unentschuldigt nicht, kann das Gericht Haftbefehl erlassen. Melden Sie sich deshalb vor dem Termin beim Gerichtsvollzieher, wenn Sie verhindert sind oder zahlen wollen.',
    },
  ],
  buergschaftsbank: [
    {
      q: 'Wie beantrage ich eine Bürgschaft der Bürgschaftsbank?',
      a: 'In der Regel über Ihre Hausbank, die den Bürgschaftsantrag zusammen mit dem Kreditantrag einreicht. Viele Bürgschaftsbanken bieten außerdem eine Vorabprüfung ohne Bank an: Sie bewerten Ihr Vorhaben direkt und geben eine Zusage, mit der Sie dann zu Banken gehen. Halten Sie Businessplan, Finanzplanung und Unterlagen zu Ihrer persönlichen Situation bereit.',
    },
    {
      q: 'Muss ich trotz Bürgschaft selbst haften?',
      a: 'Ja. Die Bürgschaftsbank sichert die Bank ab, nicht Sie: Fällt der Kredit aus, zahlt sie der Hausbank ihren Anteil und nimmt anschließend bei Ihnen Rückgriff. Üblich ist außerdem eine persönliche Mithaftung der Gesellschafter. Die Bürgschaft erleichtert den Zugang zum Kredit, verringert aber nicht Ihr eigenes Risiko.',
    },
  ],
  mikrokredit: [
    {
      q: 'Woran erkenne ich einen seriösen Mikrokreditanbieter?',
      a: 'Seriöse Anbieter nennen Zins und sämtliche Kosten vor Vertragsschluss, verlangen keine Gebühren vor der Kreditentscheidung und arbeiten mit einer beaufsichtigten Partnerbank oder haben selbst eine Erlaubnis. Fragen Sie, welche Begleitung zum Programm gehört und was bei Zahlungsschwierigkeiten geschieht. Regionale Angebote kennen Kammern und Gründungsberatungsstellen.',
    },
    {
      q: 'Was passiert mit dem Mikrokredit, wenn mein Geschäft scheitert?',
      a: 'Der Kredit bleibt geschuldet, auch wenn Sie das Geschäft aufgeben; als Einzelunternehmer haften Sie mit Ihrem Privatvermögen. Sprechen Sie bei Problemen früh mit dem Anbieter über angepasste Raten, bevor Rückstände entstehen. Reicht das nicht, hilft eine Schuldnerberatung, die auch ehemalige Selbstständige berät.',
    },
  ],
  schuldenbereinigungsplan: [
    {
      q: 'Welche Wirkung hat ein angenommener Schuldenbereinigungsplan?',
      a: 'Er wirkt nach § 308 InsO wie ein gerichtlicher Vergleich: Die beteiligten Gläubiger können nur noch verlangen, was der Plan vorsieht, und daraus vollstrecken, wenn Sie die vereinbarten Zahlungen nicht leisten. Gläubiger, die Sie im Verzeichnis vergessen haben, können dagegen grundsätzlich weiter die volle Zahlung fordern. Prüfen Sie die Gläubigerliste deshalb vor der Einreichung gründlich, etwa anhand Ihrer Datenkopien bei den Auskunfteien.',
    },
    {
      q: 'Was passiert, wenn der Plan scheitert?',
      a: 'Stimmen nicht genügend Gläubiger zu und ersetzt das Gericht die fehlenden Zustimmungen nicht, wird das Verfahren über Ihren Insolvenzantrag von Amts wegen fortgesetzt (§ 311 InsO). Es folgt das reguläre Verbraucherinsolvenzverfahren mit der Möglichkeit der Restschuldbefreiung. Einen neuen Antrag müssen Sie dafür nicht stellen.',
    },
  ],
  insolvenzverwalter: [
    {
      q: 'Darf ich während des Insolvenzverfahrens noch über mein Konto verfügen?',
      a: 'Mit der Eröffnung geht die Befugnis, über Ihr pfändbares Vermögen zu verfügen, auf den Insolvenzverwalter über (§ 80 InsO). Ihr Girokonto können Sie als Pfändungsschutzkonto weiterführen; der Freibetrag bleibt Ihnen, nur Beträge darüber fließen in die Masse. Klären Sie früh mit dem Verwalter, welche Konten weiterlaufen, und legen Sie ihm Kontoauszüge vor, wenn er sie anfordert.',
    },
    {
      q: 'Wer bezahlt den Insolvenzverwalter?',
      a: 'Seine Vergütung gehört zu den Verfahrenskosten und wird vorrangig aus der Masse bezahlt, also aus pfändbarem Einkommen und verwertetem Vermögen. Reicht das nicht und wurden die Kosten nach § 4a InsO gestundet, springt zunächst die Staatskasse ein. Nach der Restschuldbefreiung kann das Gericht Sie nach § 4b InsO zur Rückzahlung der gestundeten Kosten in Raten heranziehen, soweit Ihr Einkommen das zulässt.',
    },
  ],
  pfandkredit: [
    {
      q: 'Was passiert, wenn ich das Pfand nicht rechtzeitig auslösen kann?',
      a: 'Häufig lässt sich der Kredit verlängern, wenn Sie die aufgelaufenen Zinsen und Gebühren bezahlen; fragen Sie rechtzeitig vor Fristablauf danach. Andernfalls darf das Pfandhaus den Gegenstand nach Ablauf der vorgeschriebenen Wartefrist öffentlich versteigern lassen. Ein Erlös über Schuld, Zinsen und Kosten hinaus gehört Ihnen; holen Sie ihn zeitnah ab, denn der Anspruch ist befristet.',
    },
    {
      q: 'Ist ein Pfandkredit günstiger als der Dispo?',
      a: 'Rechnen Sie Zinsen und Gebühren für die geplante Dauer zusammen und setzen Sie sie ins Verhältnis zum geliehenen Betrag. Für wenige Wochen kann das günstiger sein als eine teure geduldete Überziehung, über viele Monate ist ein Ratenkredit meist billiger. Vorteile sind die fehlende Bonitätsprüfung und in der Regel keine Meldung an eine Auskunftei, allerdings liegt der Beleihungswert oft deutlich unter dem Verkaufswert.',
    },
  ],
  lombardkredit: [
    {
      q: 'Was passiert, wenn ich einen Nachschuss nicht leisten kann?',
      a: 'Zahlen Sie nicht innerhalb der gesetzten Frist nach, darf die Bank verpfändete Wertpapiere verkaufen, um den Kredit zurückzuführen, häufig zu ungünstigen Kursen. Die Verluste sind dann realisiert, und eine verbleibende Schuld müssen Sie weiter tilgen. Schöpfen Sie den Rahmen deshalb nicht aus, sondern halten Sie deutlichen Abstand zum Beleihungswert.',
    },
    {
      q: 'Kann ich die Zinsen für einen Wertpapierkredit steuerlich absetzen?',
      a: 'Als Privatanleger in der Regel nicht: Kapitalerträge unterliegen der Abgeltungsteuer, und der Abzug tatsächlicher Werbungskosten wie Kreditzinsen ist nach § 20 Abs. 9 EStG ausgeschlossen. Berücksichtigt wird nur der Sparer-Pauschbetrag. Finanzieren Sie Wertpapierkäufe auf Kredit, müssen die Erträge die Zinsen deshalb vollständig und nach Steuern übertreffen.',
    },
  ],
  'endfaelliges-darlehen': [
    {
      q: 'Für wen kann ein endfälliges Darlehen sinnvoll sein?',
      a: 'Vor allem für Vermieter: Schuldzinsen für eine vermietete Immobilie sind Werbungskosten, und bei voller Restschuld bleiben die abziehbaren Zinsen hoch. Ob sich das lohnt, hängt davon ab, ob der Tilgungsersatz nach Steuern mehr erwirtschaftet, als das Darlehen kostet. Bei selbst genutztem Wohneigentum fehlt dieser Steuereffekt, dort ist laufende Tilgung meist günstiger.',
    },
    {
      q: 'Was passiert, wenn am Ende das Geld für die Rückzahlung fehlt?',
      a: 'Der volle Betrag ist zum vereinbarten Termin fällig. Reicht der Tilgungsersatz nicht, müssen Sie die Lücke aus anderem Vermögen schließen oder eine Anschlussfinanzierung finden, deren Bedingungen dann vom aktuellen Zinsniveau und Ihrer Bonität abhängen. Lassen Sie sich regelmäßig den aktuellen Wert des Tilgungsersatzes mitteilen und vergleichen Sie ihn mit dem Betrag, der am Ende gebraucht wird.',
    },
  ],
};
