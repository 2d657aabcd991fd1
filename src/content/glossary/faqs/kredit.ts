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
      a: 'Ja, aber eine erneute Restschuldbefreiung ist nach § 287a InsO ausgeschlossen, wenn Ihnen in den elf Jahren vor dem neuen Antrag schon einmal eine erteilt wurde. In einem zweiten Verfahren dauert die Abtretungsfrist außerdem fünf statt drei Jahre. Nach einer Entschuldung sollten Sie deshalb keine Verbindlichkeiten eingehen, deren Raten Sie nicht sicher tragen können.',
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
};
