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
      a: 'Wirbt ein Anbieter mit einem Zinssatz, muss er nach § 17 PAngV ein repräsentatives Beispiel angeben. Dessen effektiver Jahreszins muss so gewählt sein, dass voraussichtlich mindestens zwei Drittel der aufgrund der Werbung geschlossenen Verträge zu diesem oder einem günstigeren Zins zustande kommen. Einen besonders niedrigen „ab“-Zins erhalten dagegen oft nur Kunden mit sehr guter Bonität. Entscheidend ist das persönliche Angebot nach Ihrer Kreditanfrage.',
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
      a: 'Ein Verbraucherdarlehensvertrag ohne Angabe des Sollzinses, des effektiven Jahreszinses oder des Gesamtbetrags ist zunächst formnichtig und wird nach § 494 Abs. 2 BGB erst gültig, wenn Sie das Geld erhalten. Der Sollzins ermäßigt sich dann auf den gesetzlichen Zinssatz, der nach § 246 BGB 4 % pro Jahr beträgt. Prüfen Sie deshalb bei alten Verträgen, ob diese Angaben vollständig sind.',
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
    {
      q: 'Welcher der drei EZB-Zinsen ist für mein Tagesgeld am wichtigsten?',
      a: 'Weil die Banken im Euroraum reichlich Geld bei der Notenbank halten, orientieren sich die Geldmarktzinsen vor allem am Einlagesatz. Er ist deshalb der beste Anhaltspunkt dafür, welche Zinsen Banken für Tagesgeld zahlen können. Der Hauptrefinanzierungssatz bleibt wichtig, weil sich der gesetzliche Basiszinssatz nach ihm richtet.',
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
    {
      q: 'Was gilt, wenn der Basiszinssatz negativ ist?',
      a: 'Die gesetzlichen Aufschläge bleiben unverändert, sie werden lediglich zu einem negativen Wert addiert. Lag der Basiszinssatz etwa bei −0,88 %, wie in den Jahren der Negativzinsen, betrug der Verzugszins gegenüber Verbrauchern 4,12 %. Prüfen Sie deshalb bei älteren Forderungen, welcher Satz im jeweiligen Zeitraum galt.',
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
      a: 'Vor Ablauf von zehn Jahren nur mit Zustimmung der Bank oder bei berechtigtem Interesse, etwa einem Verkauf der Immobilie, nach § 490 Abs. 2 BGB. In beiden Fällen verlangt die Bank in der Regel eine Vorfälligkeitsentschädigung oder ein entsprechendes Entgelt. Prüfen Sie vorher, ob Ihre Widerrufsbelehrung fehlerhaft war oder ob Sondertilgungsrechte einen Teil der Restschuld abdecken.',
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
  zinsstrukturkurve: [
    {
      q: 'Was bedeutet eine steile Zinsstrukturkurve für meine Baufinanzierung?',
      a: 'Je steiler die Kurve, desto teurer wird eine lange Zinsbindung im Vergleich zu einer kurzen. Rechnen Sie den Aufschlag für 15 oder 20 Jahre in Euro pro Jahr um und vergleichen Sie ihn mit dem Risiko, nach zehn Jahren höhere Zinsen zu zahlen. Bei flacher Kurve ist lange Sicherheit dagegen vergleichsweise günstig zu haben.',
    },
    {
      q: 'Kann ich aus der Zinsstrukturkurve die künftigen Zinsen ablesen?',
      a: 'Nur die Erwartungen des Marktes: Aus der Kurve lassen sich rechnerisch Terminzinsen ableiten, also Zinsen, die heute für einen späteren Zeitraum gelten würden. Eine verlässliche Prognose ist das nicht, denn überraschende Inflationsdaten oder Notenbankentscheidungen ändern die Kurve schnell. Nutzen Sie sie als Entscheidungshilfe, nicht als Vorhersage.',
    },
  ],
  'inverse-zinsstrukturkurve': [
    {
      q: 'Soll ich bei einer inversen Zinskurve kurz oder lang anlegen?',
      a: 'Kurze Anlagen bringen dann zwar mehr, aber nach ihrem Ablauf müssen Sie möglicherweise zu niedrigeren Zinsen neu anlegen. Längere Laufzeiten sichern das aktuelle Niveau für Jahre, auch wenn der Zins zunächst etwas niedriger ist. Eine Aufteilung auf mehrere Laufzeiten verringert das Risiko, den falschen Zeitpunkt zu erwischen.',
    },
    {
      q: 'Was bedeutet eine inverse Zinskurve für Immobilienkäufer?',
      a: 'Lange Zinsbindungen sind dann im Verhältnis zu kurzen günstig, weil der übliche Laufzeitaufschlag wegfällt oder sogar negativ ist. Variable Darlehen sind in dieser Phase dagegen oft teurer als Festzinsdarlehen. Wer Planungssicherheit sucht, kann sich eine lange Bindung zu vergleichsweise guten Konditionen sichern.',
    },
  ],
  zinswende: [
    {
      q: 'Was bedeutet eine Zinswende für meine Anschlussfinanzierung?',
      a: 'Entscheidend ist der Unterschied zwischen Ihrem alten Zins und dem Marktzins zum Ende der Zinsbindung. Steigen die Zinsen, kann die Rate für dieselbe Restschuld deutlich höher ausfallen; rechnen Sie das frühzeitig durch und prüfen Sie ein Forward-Darlehen. Fallen sie, lohnt es sich eher, abzuwarten und dann zu vergleichen.',
    },
    {
      q: 'Wie reagiere ich als Sparer auf eine Zinswende?',
      a: 'Banken geben steigende Zinsen oft verzögert an Bestandskunden weiter, deshalb lohnt ein Vergleich von Tagesgeld und Festgeld nach den ersten Leitzinsschritten. Bei absehbar sinkenden Zinsen kann es sinnvoll sein, einen Teil des Geldes länger fest anzulegen. Legen Sie sich aber nicht komplett fest, damit Sie flexibel bleiben.',
    },
  ],
  '72er-regel': [
    {
      q: 'Wie genau ist die 72er-Regel bei sehr niedrigen oder hohen Zinsen?',
      a: 'Bei 1 % Zinsen sagt die Regel 72 Jahre voraus, exakt sind es etwa 69,7 Jahre; bei 12 % liefert sie 6 Jahre statt etwa 6,1. Bei niedrigen Zinsen liefert die Division durch 70 einen besseren Näherungswert. Für eine schnelle Schätzung reicht die Regel aber fast immer aus.',
    },
    {
      q: 'Kann ich mit der 72er-Regel auch den nötigen Zinssatz ausrechnen?',
      a: 'Ja, Sie stellen die Formel einfach um: nötiger Zinssatz = 72 geteilt durch die gewünschte Zahl der Jahre. Soll sich Ihr Geld in zwölf Jahren verdoppeln, brauchen Sie etwa 6 % pro Jahr, exakt wären es rund 5,95 %. So prüfen Sie schnell, ob ein Sparziel mit realistischen Zinsen erreichbar ist.',
    },
  ],
  bestandskundenzins: [
    {
      q: 'Kann ich mit meiner Bank über einen besseren Bestandskundenzins verhandeln?',
      a: 'Bei größeren Beträgen ist das einen Versuch wert, vor allem mit einem konkreten Konkurrenzangebot. Manche Banken bieten treuen Kunden auf Nachfrage Sonderkonditionen oder ein Festgeld zu besseren Zinsen an. Bleibt die Bank hart, können Sie das Guthaben jederzeit zu einem anderen Anbieter verschieben.',
    },
    {
      q: 'Wo finde ich den aktuellen Bestandskundenzins meines Kontos?',
      a: 'Er steht im Preis- und Leistungsverzeichnis der Bank, meist auch auf der Produktseite im Internet oder im Onlinebanking. Zinsänderungen teilen viele Banken zusätzlich per Nachricht ins Postfach mit. Notieren Sie sich das Ende einer Neukundenaktion, damit Sie den Wechsel auf den Bestandszins nicht verpassen.',
    },
  ],
  neukundenzins: [
    {
      q: 'Worauf sollte ich bei einem Neukundenangebot im Kleingedruckten achten?',
      a: 'Prüfen Sie, ob der Aktionszins für die gesamte Dauer garantiert ist oder bei einer Leitzinssenkung sinken kann, bis zu welchem Höchstbetrag er gilt und wer als Neukunde zählt. Manche Angebote gelten nur für neues Geld, das nicht schon bei der Bank lag. Beachten Sie außerdem, ob die Bank einem ausländischen Einlagensicherungssystem angehört.',
    },
    {
      q: 'Wie vergleiche ich ein Neukundenangebot mit einem dauerhaft guten Zins?',
      a: 'Rechnen Sie den Durchschnittszins für Ihren Anlagezeitraum aus, meist ein Jahr. Gibt es sechs Monate 3 % und danach 1,5 %, bringen 10.000 € im ersten Jahr 225 €, also im Schnitt 2,25 %. Ein Konto mit dauerhaft 2,4 % wäre in diesem Beispiel besser, ohne dass Sie nach sechs Monaten handeln müssen.',
    },
  ],
  tagesgeldhopping: [
    {
      q: 'Schadet häufiges Eröffnen von Tagesgeldkonten meinem SCHUFA-Score?',
      a: 'Reine Guthabenkonten ohne Kreditrahmen sind keine Kredite und verschlechtern den Score in der Regel nicht. Prüfen Sie Ihre gespeicherten Daten trotzdem gelegentlich über die kostenlose Selbstauskunft nach Art. 15 DSGVO. Anders ist es, wenn mit dem Konto ein Girokonto mit Dispo oder eine Kreditkarte verbunden ist.',
    },
    {
      q: 'Was muss ich beim Wechsel zur nächsten Bank organisatorisch beachten?',
      a: 'Überweisen Sie das Geld aktiv zurück auf Ihr Referenzkonto und von dort zur neuen Bank, denn direkte Überweisungen zwischen Tagesgeldkonten sind meist nicht möglich. Nicht mehr benötigte Konten sollten Sie kündigen, um den Überblick zu behalten. Führen Sie eine Liste mit Aktionsende, Zinssatz und Freistellungsauftrag je Bank.',
    },
  ],
  zins: [
    {
      q: 'Welcher Zins gilt, wenn nichts vereinbart wurde?',
      a: 'Ist eine Schuld zu verzinsen, ohne dass ein Zinssatz vereinbart ist, gilt nach § 246 BGB der gesetzliche Zinssatz von 4 % pro Jahr. Bei beiderseitigen Handelsgeschäften zwischen Kaufleuten sind es nach § 352 HGB 5 %. Für Verzug gelten dagegen die höheren Sätze des § 288 BGB.',
    },
    {
      q: 'Darf ich Familienangehörigen Geld zinslos leihen?',
      a: 'Ja, ein zinsloses Darlehen ist zivilrechtlich zulässig. Steuerlich kann der Zinsvorteil aber als Schenkung gelten, die das Finanzamt mit einem gesetzlich festgelegten Pauschalsatz bewertet; bei großen Beträgen und langen Laufzeiten kann dabei der Freibetrag ausgeschöpft werden. Halten Sie Betrag, Rückzahlung und gegebenenfalls Zins in einem schriftlichen Darlehensvertrag fest.',
    },
  ],
  zinsaenderungsrisiko: [
    {
      q: 'Wie stark würde meine Rate bei höheren Zinsen steigen?',
      a: 'Machen Sie einen einfachen Stresstest: Restschuld mal (neuer Zins plus Tilgungssatz) geteilt durch zwölf. Bei 200.000 € Restschuld und 2 % Tilgung beträgt die Monatsrate mit 3 % Zins 833,33 €, mit 5 % Zins 1.166,67 €. Prüfen Sie, ob Ihr Budget auch die höhere Rate tragen würde.',
    },
    {
      q: 'Wie kann ich mich als Kreditnehmer gegen steigende Zinsen absichern?',
      a: 'Wählen Sie eine lange Zinsbindung, tilgen Sie möglichst hoch und nutzen Sie Sondertilgungen, damit die Restschuld bei der Anschlussfinanzierung klein ist. Steht die Anschlussfinanzierung in wenigen Jahren an, kann ein Forward-Darlehen den Zins vorab sichern. Bei variablen Darlehen begrenzt eine vereinbarte Zinsobergrenze das Risiko.',
    },
  ],
  'variabler-zins': [
    {
      q: 'Wann lohnt sich ein Darlehen mit variablem Zins?',
      a: 'Vor allem, wenn Sie mit sinkenden Zinsen rechnen oder das Darlehen bald ganz oder teilweise zurückzahlen wollen, etwa nach einem Verkauf, einer Erbschaft oder einer fälligen Lebensversicherung. Weil keine Vorfälligkeitsentschädigung anfällt, bleiben Sie flexibel. Dafür müssen Sie steigende Raten verkraften können.',
    },
    {
      q: 'Muss mich die Bank vor einer Zinsänderung informieren?',
      a: 'Bei Immobiliar-Verbraucherdarlehen wird eine Anpassung nach § 493 Abs. 3 BGB erst wirksam, nachdem die Bank Sie über den neuen Sollzins, die Raten und gegebenenfalls deren Zahl informiert hat. Bei Anpassungen nach einem Referenzzins können andere Mitteilungswege vereinbart sein. Prüfen Sie jede Mitteilung anhand des im Vertrag genannten Referenzzinses.',
    },
  ],
  zinsanpassungsklausel: [
    {
      q: 'Woran erkenne ich eine unwirksame Zinsanpassungsklausel?',
      a: 'Verdächtig sind Formulierungen, nach denen die Bank den jeweils per Aushang bekanntgegebenen Zins zahlt oder den Zins nach eigenem Ermessen ändern darf. Solche Klauseln hat der BGH bereits 2004 für unwirksam erklärt, weil sie keinen Maßstab enthalten. Eine wirksame Klausel nennt einen Referenzzins und regelt, wann und in welchem Umfang angepasst wird.',
    },
    {
      q: 'Was passiert, wenn meine Zinsanpassungsklausel unwirksam ist?',
      a: 'Der Vertrag bleibt bestehen, und die Lücke wird durch ergänzende Vertragsauslegung gefüllt: Gerichte bestimmen einen passenden Referenzzins und rechnen die Zinsen für die gesamte Laufzeit neu. Ergibt sich ein höherer Zins, kann die Bank zur Nachzahlung verpflichtet sein. Ansprüche auf diese Zinsen werden nach der Rechtsprechung des BGH erst mit Ende des Sparvertrags fällig.',
    },
  ],
  praemiensparvertrag: [
    {
      q: 'Bis wann kann ich Nachzahlungen aus einem Prämiensparvertrag verlangen?',
      a: 'Die Verjährungsfrist von drei Jahren beginnt nach der Rechtsprechung erst am Ende des Jahres, in dem der Vertrag beendet wurde. Wurde Ihr Vertrag etwa von der Sparkasse gekündigt, sollten Sie die Berechnung zügig prüfen lassen. Fordern Sie bei der Sparkasse eine Aufstellung aller Zinsanpassungen an.',
    },
    {
      q: 'Muss ich Nachzahlungen aus einem Prämiensparvertrag versteuern?',
      a: 'Ja, nachgezahlte Zinsen sind Kapitalerträge und werden im Jahr des Zuflusses besteuert. Liegt die Nachzahlung zusammen mit Ihren übrigen Zinsen über dem Sparerpauschbetrag, behält die Sparkasse Abgeltungsteuer ein. Mit einem Freistellungsauftrag lässt sich das im Rahmen des Pauschbetrags vermeiden.',
    },
  ],
  zinscap: [
    {
      q: 'Lohnt sich ein Zinscap für mein variables Darlehen?',
      a: 'Ein Cap ist eine Versicherung gegen steigende Zinsen und kostet eine Prämie oder einen höheren Aufschlag, auch wenn die Zinsen nie die Obergrenze erreichen. Vergleichen Sie die Kosten mit dem Zinsaufschlag für ein Festzinsdarlehen und mit Ihrem persönlichen Risiko. Wer die Obergrenze knapp über dem aktuellen Zins wählt, zahlt mehr, ist aber besser geschützt.',
    },
    {
      q: 'Was passiert mit dem Cap, wenn ich das Darlehen vorzeitig zurückzahle?',
      a: 'Ist der Cap in das Darlehen eingebaut, endet er mit der Rückzahlung; eine bereits gezahlte Prämie wird in der Regel nicht erstattet. Ein separat gekaufter Cap läuft dagegen als eigenes Geschäft weiter und kann je nach Marktlage noch einen Wert haben. Klären Sie das vor Abschluss, wenn eine frühe Rückzahlung möglich ist.',
    },
  ],
  festgeldleiter: [
    {
      q: 'Wie viele Stufen sollte meine Festgeldleiter haben?',
      a: 'Das hängt davon ab, wie oft Sie an einen Teil Ihres Geldes kommen möchten und wie viel Sie anlegen. Mit drei bis fünf Stufen im Jahresabstand wird jedes Jahr ein Teil frei, ohne dass der Aufwand zu groß wird. Achten Sie darauf, je Bank unter der gesetzlichen Sicherungsgrenze zu bleiben.',
    },
    {
      q: 'Lohnt sich eine Festgeldleiter, wenn kurze Laufzeiten mehr Zinsen bringen?',
      a: 'Die höheren Zinsen langer Stufen fallen dann weg, der Vorteil der Leiter liegt aber weiter in der Streuung über die Zeit. Sinken die Zinsen später, sind zumindest die längeren Stufen noch zum alten Niveau angelegt. Sie tauschen also etwas Rendite gegen weniger Abhängigkeit vom Anlagezeitpunkt.',
    },
  ],
  kuendigungsgeld: [
    {
      q: 'Kann die Bank den Zins während der Kündigungsfrist senken?',
      a: 'Ja, weil der Zins beim Kündigungsgeld in der Regel variabel ist, kann ihn die Bank nach den Vertragsbedingungen auch während der laufenden Frist anpassen. Anders als beim Festgeld ist das Zinsniveau also nicht gesichert. Prüfen Sie vor der Anlage, ob es Angebote mit fest zugesagtem Zins für eine Mindestdauer gibt.',
    },
    {
      q: 'Für wen eignet sich Kündigungsgeld besser als Festgeld?',
      a: 'Für Sparer, die keine feste Laufzeit wählen möchten, aber absehbar einige Monate Vorlauf haben, bevor sie Geld brauchen. Sie entscheiden selbst, wann Sie kündigen, und müssen nicht ständig Festgelder neu anlegen. Als Notreserve eignet es sich wegen der Frist dagegen nicht.',
    },
  ],
  sparbrief: [
    {
      q: 'Kann ich einen Sparbrief vor Ablauf verkaufen oder kündigen?',
      a: 'In der Regel nicht, denn Sparbriefe sind nicht börsennotiert und nicht vorzeitig kündbar. Manche Banken erlauben in Härtefällen eine Beleihung oder Rückgabe gegen Abschlag. Legen Sie deshalb nur Geld an, das Sie für die gesamte Laufzeit entbehren können.',
    },
    {
      q: 'Wann werden die Zinsen eines abgezinsten Sparbriefs versteuert?',
      a: 'Bei ab- und aufgezinsten Sparbriefen fließen die Zinsen erst am Ende der Laufzeit zu und werden dann in einem Jahr besteuert. Übersteigen sie in diesem Jahr zusammen mit Ihren übrigen Kapitalerträgen den Sparerpauschbetrag, fällt Abgeltungsteuer an. Bei größeren Beträgen kann ein Sparbrief mit jährlicher Zinszahlung daher günstiger sein.',
    },
  ],
  sparbuch: [
    {
      q: 'Was tue ich, wenn ich mein Sparbuch verloren habe?',
      a: 'Lassen Sie es sofort bei Ihrer Bank sperren, damit niemand mit dem Buch Geld abhebt. Ein neues Sparbuch stellt die Bank aus, nachdem das alte für kraftlos erklärt wurde; das geschieht nach § 808 Abs. 2 BGB im Aufgebotsverfahren oder nach einem vereinfachten Verfahren laut den Bedingungen der Bank. Bis dahin kann es einige Zeit dauern.',
    },
    {
      q: 'Habe ich noch Anspruch auf das Guthaben eines alten Sparbuchs?',
      a: 'Meist ja, denn der Anspruch auf Rückzahlung verjährt nicht, solange das Konto nicht gekündigt ist. Können Sie das Sparbuch vorlegen und ist keine Auszahlung eingetragen, muss nach der Rechtsprechung in der Regel die Bank beweisen, dass sie das Geld ausgezahlt hat. Existiert die Bank nicht mehr, wenden Sie sich an ihren Rechtsnachfolger.',
    },
  ],
  wucherzins: [
    {
      q: 'Wie prüfe ich, ob mein Kreditzins sittenwidrig hoch ist?',
      a: 'Vergleichen Sie den effektiven Jahreszins Ihres Vertrags mit dem marktüblichen Zins für vergleichbare Kredite zum Zeitpunkt des Abschlusses, den die Deutsche Bundesbank in ihrer Zinsstatistik veröffentlicht. Liegt Ihr Zins etwa doppelt so hoch, sollten Sie den Vertrag prüfen lassen. Verbraucherzentralen und Schuldnerberatungen helfen dabei.',
    },
    {
      q: 'Gilt das Wucherverbot auch für private Darlehen?',
      a: 'Ja, § 138 BGB gilt für alle Rechtsgeschäfte, also auch für Kredite zwischen Privatleuten. Wucher im engeren Sinn nach § 138 Abs. 2 BGB setzt zusätzlich voraus, dass eine Zwangslage, Unerfahrenheit oder erhebliche Willensschwäche des anderen ausgenutzt wurde. Bereits gezahlte Zinsen aus einem nichtigen Vertrag können zurückgefordert werden.',
    },
  ],
  ueberziehungszins: [
    {
      q: 'Muss mich die Bank informieren, wenn ich mein Konto geduldet überziehe?',
      a: 'Ja, bei einer erheblichen Überziehung, die länger als einen Monat dauert, muss die Bank Sie nach § 505 Abs. 2 BGB unverzüglich über das Ausmaß der Überziehung, den Sollzins und etwaige Kosten unterrichten. Nehmen Sie eine solche Mitteilung zum Anlass, die Überziehung schnell auszugleichen. Fragen Sie gegebenenfalls nach einem Ratenkredit.',
    },
    {
      q: 'Darf die Bank neben dem Überziehungszins eine Gebühr verlangen?',
      a: 'Ein pauschales Mindestentgelt für jede geduldete Überziehung hat der BGH 2016 für unwirksam erklärt. Die Bank kann ihre Kosten nur über den Zinssatz abbilden, der im Preisverzeichnis genannt sein muss. Finden Sie solche Pauschalen auf Ihren Kontoauszügen, können Sie die Erstattung verlangen.',
    },
  ],
  abzinsung: [
    {
      q: 'Wo begegnet mir Abzinsung im Alltag?',
      a: 'Banken berechnen eine Vorfälligkeitsentschädigung, indem sie entgangene künftige Zinsen auf den heutigen Tag abzinsen. Auch wenn Sie zwischen einer Einmalzahlung und einer Rente wählen, etwa bei einer Abfindung oder Versicherung, hilft die Abzinsung beim Vergleich. Je höher der angesetzte Zins, desto weniger ist eine spätere Zahlung heute wert.',
    },
    {
      q: 'Welchen Zinssatz sollte ich für die Abzinsung verwenden?',
      a: 'Nehmen Sie den Zins, den Sie bei einer vergleichbar sicheren Anlage über denselben Zeitraum erhalten würden, etwa für Festgeld oder Bundesanleihen. Für unsichere Zahlungen ist ein höherer Zins angemessen, weil er das Ausfallrisiko abbildet. Rechnen Sie zur Kontrolle mit zwei verschiedenen Zinssätzen, um die Spannbreite zu sehen.',
    },
  ],
  festzins: [
    {
      q: 'Kann ich bei einem Festzinsdarlehen Sondertilgungen leisten?',
      a: 'Nur wenn das im Vertrag vereinbart ist, häufig als jährliches Recht bis zu einem bestimmten Prozentsatz der Darlehenssumme. Ohne solche Vereinbarung muss die Bank außerplanmäßige Zahlungen während der Festzinsphase nicht annehmen. Verhandeln Sie Sondertilgungsrechte vor Abschluss, manchmal gegen einen kleinen Zinsaufschlag.',
    },
    {
      q: 'Festzins oder variabler Zins: Was passt besser zu mir?',
      a: 'Ein Festzins passt, wenn Sie eine knappe, gut planbare Haushaltsrechnung haben und die Rate auf keinen Fall steigen darf. Ein variabler Zins passt eher, wenn Sie Reserven haben und flexibel zurückzahlen möchten. Eine Kombination aus beiden Darlehensteilen ist ebenfalls möglich.',
    },
  ],
  prozesszinsen: [
    {
      q: 'Muss ich Prozesszinsen in der Klage ausdrücklich verlangen?',
      a: 'Ja, das Gericht spricht nach § 308 ZPO nur zu, was beantragt ist. Formulieren Sie im Klageantrag deshalb die Zinsen mit Prozentsatz über dem Basiszinssatz und Beginn, etwa ab Rechtshängigkeit oder ab Verzugseintritt. Vergessene Zinsen lassen sich nur mit einer neuen Klage nachholen.',
    },
    {
      q: 'Werden auch Gerichts- und Anwaltskosten verzinst?',
      a: 'Ja, die im Kostenfestsetzungsverfahren festgesetzten Kosten werden nach § 104 ZPO auf Antrag ab Eingang des Festsetzungsantrags mit 5 Prozentpunkten über dem Basiszinssatz verzinst. Stellen Sie den Antrag auf Kostenfestsetzung daher zügig nach dem Urteil. Die Zinsen laufen, bis der Gegner zahlt.',
    },
  ],
  wertstellung: [
    {
      q: 'Wie lange darf eine Überweisung dauern?',
      a: 'Eine Euro-Überweisung innerhalb des Europäischen Wirtschaftsraums muss nach § 675s BGB spätestens am Ende des folgenden Geschäftstags beim Zahlungsdienstleister des Empfängers eingehen; bei Überweisungen auf Papier darf sich die Frist um einen Geschäftstag verlängern. Echtzeitüberweisungen sind in Sekunden gutgeschrieben. Planen Sie bei Fristen wie Mietzahlungen die Geschäftstage ein.',
    },
    {
      q: 'Was kann ich tun, wenn meine Bank falsch wertstellt?',
      a: 'Reklamieren Sie die Buchung bei Ihrer Bank und verlangen Sie eine Korrektur der Wertstellung sowie die Erstattung zu Unrecht berechneter Dispozinsen. Vergleichen Sie dazu Buchungsdatum, Wertstellung und Eingangsdatum auf dem Kontoauszug. Hilft die Bank nicht, können Sie sich an die Schlichtungsstelle ihres Verbands wenden.',
    },
  ],
  zinsformel: [
    {
      q: 'Wie stelle ich die Zinsformel um, wenn Kapital, Zinssatz oder Laufzeit gesucht sind?',
      a: 'Aus Z = K × p × t / 36.000 folgt: K = Z × 36.000 / (p × t), p = Z × 36.000 / (K × t) und t = Z × 36.000 / (K × p). Wollen Sie wissen, welches Kapital in 180 Tagen bei 2 % genau 50 € Zinsen bringt, rechnen Sie 50 × 36.000 / (2 × 180) = 5.000 €. Bei Actual-Methoden ersetzen Sie 36.000 durch 36.500.',
    },
    {
      q: 'Wie rechne ich Zinsen für zwei Jahre und ein paar Monate?',
      a: 'Rechnen Sie die vollen Jahre mit der Zinseszinsformel und den Rest mit der einfachen Zinsformel auf das bis dahin angewachsene Kapital. Beispiel: 5.000 € zu 3 % wachsen in zwei Jahren auf 5.304,50 €; für weitere 90 Tage kommen 5.304,50 × 3 × 90 / 36.000 = 39,78 € hinzu. So bilden Sie ab, dass Zinsen jährlich gutgeschrieben werden.',
    },
  ],
  zinssatz: [
    {
      q: 'Warum bekomme ich nicht den beworbenen Zinssatz?',
      a: 'Bei Krediten hängt der Zinssatz meist von Ihrer Bonität, der Kreditsumme und der Laufzeit ab; beworben wird oft der günstigste mögliche Wert. Bei Geldanlagen gelten Aktionszinsen häufig nur für Neukunden, bis zu einem Höchstbetrag oder für eine begrenzte Zeit. Maßgeblich ist der Zinssatz in Ihrem Vertrag oder in Ihrer persönlichen Angebotsbestätigung.',
    },
    {
      q: 'Wie vergleiche ich Zinssätze mit unterschiedlicher Zinsgutschrift?',
      a: 'Rechnen Sie jeden Zinssatz in eine effektive Jahresrendite um: (1 + Zinssatz / Anzahl der Gutschriften pro Jahr) hoch Anzahl der Gutschriften minus 1. Ein Zinssatz von 2,45 % mit monatlicher Gutschrift ergibt so etwa 2,48 % im Jahr und schlägt damit 2,47 % mit jährlicher Gutschrift. Bei kleinen Unterschieden sind Aktionsdauer und Bestandskundenzins allerdings wichtiger.',
    },
  ],
  zinsanteil: [
    {
      q: 'Kann ich den Zinsanteil meiner Kreditrate von der Steuer absetzen?',
      a: 'Bei einer vermieteten Immobilie sind die Schuldzinsen Werbungskosten bei den Einkünften aus Vermietung, die Tilgung dagegen nicht. Wird nur ein Teil des Hauses vermietet, sind die Zinsen anteilig abziehbar, sofern das Darlehen nicht gezielt dem vermieteten Teil zugeordnet ist. Für das selbst bewohnte Eigenheim sind Zinsen nicht absetzbar.',
    },
    {
      q: 'Wie viel Zinsen zahle ich über die gesamte Zinsbindung?',
      a: 'Addieren Sie die Zinsanteile aller Raten im Tilgungsplan; alternativ ziehen Sie von der Summe aller Raten den Betrag ab, um den die Restschuld gesunken ist. Im ESIS-Merkblatt und im Vertrag finden Sie außerdem den Gesamtbetrag und die Gesamtkosten. Mit einer höheren Tilgung sinkt der Zinsanteil schneller, weil die Restschuld rascher abnimmt.',
    },
  ],
  einlagensicherungsfonds: [
    {
      q: 'Wie finde ich die Sicherungsgrenze meiner Bank heraus?',
      a: 'Die Sicherungsgrenze je Kunde lässt sich für jede Mitgliedsbank auf der Website des Einlagensicherungsfonds abfragen. Die Grenze kann sich ändern, wenn sich die Eigenmittel der Bank verändern. Prüfen Sie sie deshalb vor einer größeren Anlage und nicht nur einmal bei der Kontoeröffnung.',
    },
    {
      q: 'Sind Einlagen bei Sparkassen und Volksbanken über 100.000 € geschützt?',
      a: 'Sparkassen und Genossenschaftsbanken haben keinen Einlagensicherungsfonds, sondern eine Institutssicherung, die verhindern soll, dass ein Mitgliedsinstitut überhaupt zahlungsunfähig wird. Damit sind auch höhere Einlagen mittelbar geschützt. Einen gesetzlichen Anspruch auf Entschädigung haben Sie aber nur bis 100.000 €.',
    },
  ],
};
