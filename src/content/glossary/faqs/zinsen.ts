import type { GlossaryFaqsBySlug } from '@/content/glossary/faqs/faq-types';

/** Hand-written follow-up questions for the most searched zinsen terms. */
export const zinsenFaqs: GlossaryFaqsBySlug = {
  zinseszins: [
    {
      q: 'Wie berechne ich den Zinseszins bei regelmäßigen Sparraten?',
      a: 'Für jährliche Einzahlungen am Jahresende gilt: Endwert = Rate × ((1 + Zinssatz) hoch Jahre − 1) / Zinssatz. Sparen Sie zehn Jahre lang jährlich 1.200 € zu 3 %, ergibt das 1.200 € × 11,4639 = rund 13.756,66 €, also gut 1.750 € mehr als die Einzahlungen. Bei monatlichen Raten rechnen Sie mit Monatszins und Anzahl der Monate.',
    },
    {
      q: 'Wie wirken sich Steuern auf den Zinseszinseffekt aus?',
      a: 'Liegen Ihre Kapitalerträge über dem Sparerpauschbetrag, behält die Bank bei jeder Gutschrift Abgeltungsteuer ein, und nur der Rest verzinst sich weiter. Mit einem Freistellungsauftrag bei der richtigen Bank nutzen Sie den Pauschbetrag voll aus. Bei Produkten, die Zinsen erst am Laufzeitende auszahlen, fällt die Steuer gebündelt in einem Jahr an.',
    },
    {
      q: 'Darf ein Kreditgeber Zinseszinsen verlangen?',
      a: 'Eine im Voraus getroffene Vereinbarung, dass fällige Zinsen wieder Zinsen tragen sollen, ist nach § 248 Abs. 1 BGB nichtig. Ausnahmen gelten für Banken bei Einlagen und für das Kontokorrent nach § 355 HGB, bei dem der Saldo samt Zinsen weiterverzinst wird. Im Verzug kann ein Gläubiger außerdem den Schaden aus nicht gezahlten Zinsen ersetzt verlangen.',
    },
  ],
  'effektiver-jahreszins': [
    {
      q: 'Was bedeutet der Zwei-Drittel-Zins in Kreditanzeigen?',
      a: 'Wirbt ein Anbieter mit einem Zinssatz, muss er nach § 17 PAngV ein repräsentatives Beispiel angeben, dessen effektiver Jahreszins mindestens zwei Drittel der erwarteten Verträge erhalten. Einen besonders niedrigen „ab“-Zins erhalten dagegen oft nur Kunden mit sehr guter Bonität. Entscheidend ist das persönliche Angebot nach Ihrer Kreditanfrage.',
    },
    {
      q: 'Wie rechne ich vom effektiven Jahreszins auf den Sollzins zurück?',
      a: 'Bei monatlicher Zinsverrechnung und ohne weitere Kosten gilt: Sollzins = 12 × ((1 + Effektivzins) hoch 1/12 − 1). Aus 5,12 % effektiv ergeben sich so rund 5,00 % Sollzins. Ist der Abstand zwischen beiden Werten deutlich größer, stecken zusätzliche Kosten im Angebot, nach denen Sie fragen sollten.',
    },
    {
      q: 'Ist der Kredit mit dem niedrigsten Effektivzins immer der beste?',
      a: 'Nicht unbedingt, denn der Effektivzins bildet Flexibilität nicht ab. Bei Baudarlehen unterscheiden sich Angebote etwa in der Länge der Zinsbindung, in Sondertilgungsrechten und in der bereitstellungszinsfreien Zeit. Freiwillige Zusatzversicherungen fließen ebenfalls nicht ein, können die Kosten aber erheblich erhöhen.',
    },
  ],
  sollzins: [
    {
      q: 'Darf die Bank meinen Sollzins während der Laufzeit erhöhen?',
      a: 'Bei einem gebundenen Sollzins nicht, er gilt bis zum Ende der vereinbarten Bindung. Bei einem veränderlichen Sollzins darf die Bank nur anpassen, wenn der Vertrag eine wirksame Klausel mit nachvollziehbarem Referenzzins enthält. Prüfen Sie im Vertrag, welcher der beiden Fälle vorliegt und für welchen Zeitraum.',
    },
    {
      q: 'Was gilt, wenn im Kreditvertrag kein Sollzins angegeben ist?',
      a: 'Fehlt bei einem Verbraucherdarlehen die Angabe des Sollzinses, des effektiven Jahreszinses oder des Gesamtbetrags, ermäßigt sich der Sollzins nach § 494 Abs. 2 BGB auf den gesetzlichen Zinssatz. Dieser beträgt nach § 246 BGB 4 % pro Jahr. Der Vertrag wird wirksam, sobald das Geld ausgezahlt ist.',
    },
  ],
  leitzins: [
    {
      q: 'Warum steigen Bauzinsen manchmal, obwohl die EZB den Leitzins senkt?',
      a: 'Bauzinsen mit langer Zinsbindung orientieren sich vor allem an den Renditen langlaufender Pfandbriefe und Bundesanleihen. Diese spiegeln Erwartungen über Inflation und künftige Leitzinsen wider, die oft schon eingepreist sind, bevor die EZB handelt. Eine angekündigte Senkung kann daher verpuffen, während steigende Inflationssorgen die langfristigen Zinsen anheben.',
    },
    {
      q: 'Wie schnell geben Banken eine Leitzinsänderung an mich weiter?',
      a: 'Bei variablen Krediten, die vertraglich an einen Referenzzins wie den Euribor gekoppelt sind, folgt der Zins zum nächsten Anpassungstermin automatisch. Beim Tagesgeld entscheidet die Bank selbst, ob und wann sie Zinsen ändert. Beim Festgeld und bei laufender Zinsbindung bleibt der vereinbarte Zins unberührt.',
    },
  ],
  basiszinssatz: [
    {
      q: 'Wie rechne ich Verzugszinsen, wenn sich der Basiszinssatz ändert?',
      a: 'Teilen Sie den Verzugszeitraum an den Stichtagen 1. Januar und 1. Juli auf und rechnen Sie jeden Abschnitt mit dem jeweils geltenden Basiszinssatz plus Aufschlag. Anschließend addieren Sie die Teilbeträge. Die jeweils geltenden Werte veröffentlicht die Deutsche Bundesbank im Bundesanzeiger und auf ihrer Website.',
    },
    {
      q: 'Welche Zinsen hängen außer den Verzugszinsen noch vom Basiszinssatz ab?',
      a: 'Prozesszinsen nach § 291 BGB, die Verzinsung festgesetzter Prozesskosten nach § 104 ZPO und die Verzugszinsen bei Verbraucherdarlehen nach § 497 BGB bauen ebenfalls darauf auf. Nicht betroffen sind dagegen die Zinsen auf Steuernachzahlungen, die in der Abgabenordnung mit einem festen Monatssatz geregelt sind. Vertraglich können Banken und Unternehmen zudem eigene Zinsen an den Basiszinssatz koppeln.',
    },
  ],
  verzugszins: [
    {
      q: 'Was kann ein Gläubiger neben den Verzugszinsen noch verlangen?',
      a: 'Nach §§ 280 und 286 BGB ist der gesamte Verzugsschaden zu ersetzen, etwa angemessene Kosten für Mahnungen nach Verzugseintritt, einen Rechtsanwalt oder ein Inkassobüro. Die erste Mahnung, die den Verzug erst auslöst, ist dagegen nicht erstattungsfähig. Einen höheren Zinsschaden, etwa teurere Kreditzinsen, kann der Gläubiger nach § 288 Abs. 4 BGB verlangen, wenn er ihn nachweist.',
    },
    {
      q: 'Darf ein Händler höhere Verzugszinsen in seine AGB schreiben?',
      a: 'Gegenüber Verbrauchern sind pauschale Schadensersatzbeträge in AGB nach § 309 Nr. 5 BGB nur wirksam, wenn sie den gewöhnlich zu erwartenden Schaden nicht übersteigen und Ihnen der Nachweis eines geringeren Schadens ausdrücklich erlaubt ist. Überhöhte Verzugszinssätze können Sie daher zurückweisen. Der gesetzliche Satz gilt in jedem Fall.',
    },
  ],
  tagesgeld: [
    {
      q: 'Wie sicher ist Tagesgeld bei einer Bank im EU-Ausland?',
      a: 'In der EU ist die gesetzliche Einlagensicherung bis 100.000 € je Kunde und Bank einheitlich vorgeschrieben, die Entschädigung zahlt aber das Sicherungssystem des jeweiligen Landes. Wie belastbar dieses System ist, hängt auch von der Finanzkraft des Staates ab. Prüfen Sie im Informationsbogen für den Einleger, welches System zuständig ist.',
    },
    {
      q: 'Muss ich Tagesgeldzinsen versteuern?',
      a: 'Zinsen sind Kapitalerträge und unterliegen oberhalb des Sparerpauschbetrags der Abgeltungsteuer zuzüglich Solidaritätszuschlag und gegebenenfalls Kirchensteuer. Deutsche Banken führen die Steuer automatisch ab, wenn kein ausreichender Freistellungsauftrag vorliegt. Ausländische Banken tun das meist nicht; dann müssen Sie die Zinsen in der Anlage KAP Ihrer Steuererklärung angeben.',
    },
    {
      q: 'Wie viel Geld sollte ich auf dem Tagesgeldkonto halten?',
      a: 'Eine verbreitete Faustregel empfiehlt als Notreserve drei bis sechs Nettomonatsgehälter, bei Selbstständigen oder Hauseigentümern eher mehr. Geld, das Sie für absehbare größere Ausgaben brauchen, ist dort ebenfalls gut aufgehoben. Was Sie mehrere Jahre nicht benötigen, kann in Festgeld oder andere Anlagen fließen.',
    },
  ],
  festgeld: [
    {
      q: 'Kann ich Festgeld im Notfall vorzeitig zurückbekommen?',
      a: 'Einen Anspruch darauf haben Sie in der Regel nicht. Einige Banken lassen eine vorzeitige Auflösung in Härtefällen zu, dann aber meist mit Zinsverlust oder Vorschusszinsen. Legen Sie deshalb nur Geld fest, das Sie während der Laufzeit sicher nicht brauchen, und halten Sie eine Reserve auf dem Tagesgeld.',
    },
    {
      q: 'Wann werden die Zinsen beim mehrjährigen Festgeld versteuert?',
      a: 'Versteuert werden Zinsen in dem Jahr, in dem sie Ihnen gutgeschrieben werden. Zahlt die Bank sie jährlich aus, verteilt sich die Steuer über die Laufzeit; werden alle Zinsen erst am Ende ausgezahlt, fallen sie in einem Jahr an und übersteigen dann leichter Ihren Sparerpauschbetrag. Bei größeren Beträgen kann eine jährliche Zinsauszahlung daher steuerlich günstiger sein.',
    },
  ],
  zinsbindung: [
    {
      q: 'Kann ich die Zinsbindung vorzeitig beenden?',
      a: 'Vor Ablauf von zehn Jahren nur mit Zustimmung der Bank oder bei berechtigtem Interesse, etwa einem Verkauf der Immobilie, nach § 490 Abs. 2 BGB. In beiden Fällen verlangt die Bank eine Vorfälligkeitsentschädigung. Prüfen Sie vorher, ob Ihre Widerrufsbelehrung fehlerhaft war oder ob Sondertilgungsrechte einen Teil der Restschuld abdecken.',
    },
    {
      q: 'Wie lange sollte ich die Zinsen binden?',
      a: 'Wägen Sie den Zinsaufschlag für eine längere Bindung gegen das Risiko ab, die Restschuld später teurer finanzieren zu müssen. Rechnen Sie aus, wie viel Prozent mehr Zins Ihre Rate bei der Anschlussfinanzierung verkraften würde. Je höher die voraussichtliche Restschuld und je knapper das Budget, desto eher lohnt eine lange Bindung.',
    },
    {
      q: 'Was passiert, wenn ich mich zum Ende der Zinsbindung um nichts kümmere?',
      a: 'Je nach Vertrag läuft das Darlehen dann zu einem variablen Zins weiter, oder die Restschuld wird fällig. Ein variabler Zins ist meist höher als eine neue Festzinsvereinbarung, lässt sich aber mit drei Monaten Frist kündigen. Handeln Sie spätestens, wenn die Bank Sie vor Ablauf über ihr Angebot informiert.',
    },
  ],
  disagio: [
    {
      q: 'Wann lohnt sich ein Darlehen mit Disagio?',
      a: 'Vor allem für Vermieter, weil das Disagio im Jahr der Zahlung als Werbungskosten abziehbar ist; die Finanzverwaltung erkennt bis zu 5 % bei mindestens fünf Jahren Zinsbindung als marktüblich an. Für Selbstnutzer bringt es steuerlich nichts, und der Kreditbetrag muss entsprechend höher ausfallen. Vergleichen Sie Angebote mit und ohne Disagio anhand des Effektivzinses und der Gesamtkosten.',
    },
    {
      q: 'Was passiert mit dem Disagio am Ende der Zinsbindung?',
      a: 'Das Disagio gilt als Zinsvorauszahlung für die Dauer der Zinsbindung und ist danach verbraucht. Für die Anschlussfinanzierung gibt es ohne neues Disagio den normalen Marktzins. Wer das Darlehen vorzeitig ablöst, sollte prüfen, ob der nicht verbrauchte Teil korrekt erstattet oder mit der Vorfälligkeitsentschädigung verrechnet wurde.',
    },
  ],
  dispozins: [
    {
      q: 'Wie komme ich am besten aus dem Dispo heraus?',
      a: 'Wer dauerhaft im Minus ist, sollte den Betrag mit einem günstigeren Ratenkredit ablösen und den Dispo danach bewusst nicht mehr nutzen. Senken Sie dazu den Dispositionsrahmen oder lassen Sie ihn streichen. Ein Haushaltsplan hilft zu erkennen, welche festen Ausgaben den Kontostand regelmäßig ins Minus ziehen.',
    },
    {
      q: 'Gibt es eine gesetzliche Obergrenze für den Dispozins?',
      a: 'Eine feste Obergrenze gibt es in Deutschland nicht. Grenzen setzt nur das Verbot sittenwidriger Zinsen nach § 138 BGB, das bei üblichen Dispozinsen selten greift. Weil die Sätze stark voneinander abweichen, lohnt sich ein Vergleich, wenn Sie Ihren Dispo häufiger nutzen.',
    },
  ],
  habenzins: [
    {
      q: 'Wann werden Habenzinsen gutgeschrieben?',
      a: 'Das legt die Bank im Vertrag fest: monatlich, vierteljährlich oder einmal jährlich. Je häufiger die Gutschrift, desto früher verzinsen sich die Zinsen mit. Damit keine Steuer abgezogen wird, sollten Sie der Bank einen Freistellungsauftrag erteilen; wer kaum Einkommen hat, kann eine Nichtveranlagungsbescheinigung beantragen.',
    },
    {
      q: 'Darf die Bank den Habenzins auf mein Guthaben senken?',
      a: 'Bei variabel verzinsten Konten wie Tagesgeld oder Sparbuch ja, nach den vertraglichen Regeln und in der Regel mit vorheriger Information. Bei Festgeld und Sparbriefen ist der Zins für die Laufzeit fest vereinbart. Senkt die Bank beim Tagesgeld, können Sie jederzeit zu einem anderen Anbieter wechseln.',
    },
  ],
  nominalzins: [
    {
      q: 'Warum unterscheidet sich die Rendite einer Anleihe vom Nominalzins?',
      a: 'Der Nominalzins bezieht sich auf den Nennwert, Sie kaufen die Anleihe an der Börse aber oft über oder unter diesem Wert. Zahlen Sie mehr als den Nennwert, liegt Ihre Rendite unter dem Nominalzins, bei einem Kauf unter Nennwert darüber. Berücksichtigen Sie außerdem Kaufspesen und die Restlaufzeit.',
    },
    {
      q: 'Ist Nominalzins dasselbe wie Sollzins?',
      a: 'Im Kreditbereich meint beides den reinen Zinssatz ohne weitere Kosten; in Verträgen und Werbung für Verbraucherkredite ist aber nur noch der Begriff Sollzins vorgesehen. Bei Geldanlagen und Anleihen ist der Begriff Nominalzins weiter üblich. Für den Kostenvergleich von Krediten zählt in beiden Fällen der effektive Jahreszins.',
    },
  ],
  realzins: [
    {
      q: 'Wie berechne ich meinen Realzins nach Steuern?',
      a: 'Ziehen Sie zuerst die Steuer vom Zins ab und dann die Inflation: Bei 3 % Zinsen und 26,375 % Abgeltungsteuer samt Solidaritätszuschlag bleiben 2,21 %, bei 2 % Inflation also nur etwa 0,2 % Kaufkraftgewinn. Liegen Ihre Zinsen im Rahmen des Sparerpauschbetrags, fällt der Steuerabzug weg. Die Rechnung zeigt, warum ein scheinbar guter Zins real kaum etwas bringt.',
    },
    {
      q: 'Was bedeutet ein negativer Realzins für Kreditnehmer?',
      a: 'Für Schuldner ist er günstig: Die Inflation mindert den realen Wert der Schulden, während Löhne und Mieten oft steigen. Bei einer Baufinanzierung mit festem Zins wird die Rate dadurch real jedes Jahr leichter tragbar. Das gilt allerdings nur, solange Ihr Einkommen mit der Inflation Schritt hält.',
    },
  ],
  prozentpunkt: [
    {
      q: 'Wie viel kostet ein Zehntel Prozentpunkt mehr bei meiner Baufinanzierung?',
      a: 'Im ersten Jahr sind es rund 0,1 % der Darlehenssumme, bei 300.000 € also etwa 300 €. Weil die Restschuld sinkt, wird der Betrag später etwas kleiner, über zehn Jahre Zinsbindung kommen aber schnell mehrere tausend Euro zusammen. Kleine Unterschiede zwischen Angeboten sind deshalb bei großen Summen bares Geld.',
    },
    {
      q: 'Woran erkenne ich, ob eine Angabe Prozent oder Prozentpunkte meint?',
      a: 'Prozentpunkte beschreiben immer den Abstand zwischen zwei Zinssätzen, Prozent dagegen das Verhältnis zum Ausgangswert. Heißt es, ein Zins sei um 10 % gestiegen, kann von 3,0 % auf 3,3 % gemeint sein. Seriöse Angaben zu Zinsänderungen nennen deshalb Prozentpunkte oder Basispunkte.',
    },
  ],
  basispunkt: [
    {
      q: 'Wie rechne ich Basispunkte in Euro um?',
      a: 'Ein Basispunkt auf 100.000 € entspricht 10 € im Jahr. Steigt der Zins Ihres Darlehens über 250.000 € um 15 Basispunkte, zahlen Sie im ersten Jahr rund 375 € mehr Zinsen. So lassen sich Zinsunterschiede zwischen Angeboten schnell in Geld übersetzen.',
    },
    {
      q: 'Warum nennen Banken Aufschläge für Forward-Darlehen in Basispunkten?',
      a: 'Die Aufschläge sind oft so klein, dass Angaben in Prozentpunkten viele Nachkommastellen bräuchten. Ein Aufschlag von 2 Basispunkten pro Monat Vorlaufzeit bedeutet bei zwei Jahren 48 Basispunkte, also 0,48 Prozentpunkte. Rechnen Sie solche Angaben immer auf die gesamte Vorlaufzeit hoch.',
    },
  ],
  einlagensicherung: [
    {
      q: 'Wie erfahre ich, welche Einlagensicherung für meine Bank gilt?',
      a: 'Jede Bank muss Ihnen vor Vertragsschluss und danach regelmäßig einen Informationsbogen für den Einleger geben, der das zuständige Sicherungssystem und seine Kontaktdaten nennt. Dort steht auch, ob die Bank zusätzlich einem freiwilligen Sicherungsfonds angehört. Bei ausländischen Banken sehen Sie daran, welches Land im Ernstfall zahlt.',
    },
    {
      q: 'Wie schütze ich Ersparnisse über 100.000 €?',
      a: 'Verteilen Sie das Geld auf mehrere Banken, denn die Grenze gilt je Kunde und Institut. Vorsicht: Verschiedene Marken, die zur selben Bank gehören, zählen nur einmal. Prüfen Sie deshalb im Impressum oder im Informationsbogen, welches Institut hinter einem Angebot steht.',
    },
  ],
  euribor: [
    {
      q: 'Wie wirkt sich der Euribor auf meinen variablen Kredit aus?',
      a: 'Ihr Zins setzt sich meist aus dem Euribor für eine bestimmte Laufzeit und einem festen Aufschlag zusammen und wird zu vereinbarten Terminen, oft vierteljährlich, angepasst. Steigt der Euribor, erhöht sich Ihr Zins zum nächsten Termin um denselben Wert. Wer das Risiko begrenzen möchte, kann eine Zinsobergrenze vereinbaren.',
    },
    {
      q: 'Wo finde ich den aktuellen Euribor?',
      a: 'Das European Money Markets Institute veröffentlicht die Werte an jedem Geschäftstag, kostenlos allerdings mit einer Verzögerung. Die Deutsche Bundesbank stellt Monatsdurchschnitte in ihren Zinsstatistiken bereit. Welcher Stichtag für Ihren Kredit maßgeblich ist, steht in der Zinsanpassungsregel Ihres Vertrags.',
    },
  ],
  negativzins: [
    {
      q: 'Kann ich gezahlte Negativzinsen von der Steuer absetzen?',
      a: 'Nein, nach Auffassung der Finanzverwaltung sind negative Einlagezinsen keine negativen Zinseinnahmen, sondern eine Art Verwahrgebühr. Solche Kosten gelten als Werbungskosten bei Kapitaleinkünften und sind neben dem Sparerpauschbetrag nicht abziehbar. Mit Ihren Zinseinnahmen verrechnen können Sie sie also nicht.',
    },
    {
      q: 'Wie kann eine Anleihe eine negative Rendite haben?',
      a: 'Wenn Anleger für eine Anleihe mehr bezahlen, als sie bei Fälligkeit zusammen mit den Zinsen zurückbekommen. Das geschah etwa bei Bundesanleihen, als sichere Anlagen stark gefragt waren und die EZB negative Einlagesätze verlangte. Wer bis zur Fälligkeit hält, erleidet dann einen sicheren kleinen Verlust.',
    },
  ],
  verwahrentgelt: [
    {
      q: 'Wie fordere ich unzulässige Verwahrentgelte zurück?',
      a: 'Schreiben Sie Ihre Bank an, listen Sie die belasteten Beträge aus den Kontoauszügen auf und setzen Sie eine Frist zur Erstattung. Stützen Sie sich auf die Urteile des BGH vom Februar 2025 zu Tagesgeld- und Sparkonten. Verbraucherzentralen bieten Musterbriefe an und informieren über laufende Sammelklagen.',
    },
    {
      q: 'Bis wann kann ich Verwahrentgelte zurückverlangen?',
      a: 'Rückforderungsansprüche verjähren nach §§ 195 und 199 BGB in drei Jahren, gerechnet ab dem Ende des Jahres, in dem der Anspruch entstanden ist und Sie davon Kenntnis hatten. Bei unklarer Rechtslage kann der Beginn später liegen, was im Einzelfall umstritten ist. Handeln Sie deshalb zügig und lassen Sie ältere Beträge im Zweifel prüfen.',
    },
  ],
};
