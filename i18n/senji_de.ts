<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>OptionsWidget</name>
    <message>
        <location filename="../senji_desktop/ui/senji/options.py" line="+96"/>
        <source>Family of the first player:</source>
        <extracomment>The new-game dialog hides its &quot;first player&quot; field: the Emperor orders every year (SJ-20), so no seat starts.</extracomment>
        <translation>Familie der ersten Person:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which of the six families the first player leads; the others get theirs by lot. Families nobody plays stay neutral on the map.</source>
        <translation>Welche der sechs Familien die erste Person führt; die anderen bekommen ihre durch Los. Familien, die niemand spielt, bleiben auf der Karte neutral.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Drawn at random</source>
        <translation>Zufällig gezogen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samurai powers</source>
        <translation>Samurai-Fähigkeiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every samurai brings a power of his own, such as extra dice in battle or extra hanafuda cards. Switch it off to play the base game.</source>
        <translation>Jeder Samurai bringt eine eigene Fähigkeit mit, etwa zusätzliche Würfel in der Schlacht oder zusätzliche Hanafuda-Karten. Schalte sie aus, um das Grundspiel zu spielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Each samurai has a power of his own — more dice, more hanafuda, a look at hidden cards. Off: the base game.</source>
        <translation>Jeder Samurai hat eine eigene Fähigkeit – mehr Würfel, mehr Hanafuda, ein Blick auf verdeckte Karten. Aus: das Grundspiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hourglass in winter (4 minutes)</source>
        <translation>Sanduhr im Winter (4 Minuten)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winter negotiations get four minutes; when the time has run out, a player ends the winter.</source>
        <translation>Die Verhandlungen im Winter dauern vier Minuten; ist die Zeit abgelaufen, beendet eine Person den Winter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Winter talks last at most four minutes; then anyone may end the winter.</source>
        <translation>Die Verhandlungen im Winter dauern höchstens vier Minuten; danach darf jede Person den Winter beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for two or more people playing at this screen: against AI opponents winter has no time limit.</source>
        <translation>Nur wenn zwei oder mehr Personen an diesem Bildschirm spielen: Gegen Computergegner hat der Winter kein Zeitlimit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Only for two or more people at this screen; against the computer, winter has no time limit.</source>
        <translation>Nur für zwei oder mehr Personen an diesem Bildschirm; gegen den Computer hat der Winter kein Zeitlimit.</translation>
    </message>
</context>
<context>
    <name>SenjiActions</name>
    <message>
        <location filename="../senji_desktop/ui/senji/actions.py" line="+137"/>
        <location line="+2"/>
        <source>Keep %1</source>
        <translation>%1 behalten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 places next</source>
        <translation>%1 setzt als Nächstes</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 hosts the Emperor</source>
        <translation>Der Kaiser ist bei %1 zu Gast</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays next</source>
        <translation>%1 ist als Nächstes dran</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place in the North Sea</source>
        <translation>Im Nordmeer einsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place in the South Sea</source>
        <translation>Im Südmeer einsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place in %1</source>
        <translation>In %1 einsetzen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Propose to %1</source>
        <translation>Angebot an %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Give %1</source>
        <translation>%1 geben</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ask for a family member of %1</source>
        <translation>Ein Familienmitglied von %1 fordern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ask for a support card of %1</source>
        <translation>Eine Unterstützungskarte von %1 fordern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ask for a trade card of %1</source>
        <translation>Eine Handelskarte von %1 fordern</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Any value</source>
        <translation>Beliebiger Wert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>At least %1</source>
        <translation>Mindestens %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Withdraw</source>
        <translation>Zurückziehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hand over %1</source>
        <translation>%1 übergeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Bid on %1</source>
        <translation>Auf %1 bieten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Resolve %1 (%2)</source>
        <translation>%1 ausführen (%2)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Activate the fleet of %1 in the %2</source>
        <translation>Flotte von %1 im %2 aktivieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>To %1</source>
        <translation>Nach %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>1 unit</source>
        <translation>1 Einheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 units</source>
        <translation>%1 Einheiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take %1 along</source>
        <translation>%1 mitnehmen</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Play %1: +1 point</source>
        <translation>%1 ausspielen: +1 Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play %1: +%n points</source>
        <translation>%1 ausspielen: +%n Punkte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Play %1</source>
        <translation>%1 ausspielen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Kill the hostage %1</source>
        <translation>Geisel %1 töten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Trade %1</source>
        <translation>%1 eintauschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show: %1</source>
        <translation>Zeigen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take: %1</source>
        <translation>Nehmen: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Return %1</source>
        <translation>%1 zurückgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../senji_desktop/ui/senji/board.py" line="+1297"/>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Display %1</source>
        <translation>%1 auslegen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take back %1</source>
        <translation>%1 zurücknehmen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hire units in the %1 (3 honor)</source>
        <translation>Einheiten im %1 anwerben (3 Ehrenpunkte)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hire a samurai (6 honor)</source>
        <translation>Samurai für 6 Ehrenpunkte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Send the proposal</source>
        <translation>Angebot senden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place the bid</source>
        <translation>Gebot abgeben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No more samurai</source>
        <translation>Keine weiteren Samurai</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>End the march</source>
        <translation>Marsch beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set out</source>
        <translation>Losziehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Roll the unlocked dice again</source>
        <translation>Nicht festgelegte Würfel neu würfeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Retreat to %1</source>
        <translation>Rückzug nach %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a hanafuda card from %1</source>
        <translation>Hanafuda-Karte von %1 nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Give: %1</source>
        <translation>Geben: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 counts as %2</source>
        <translation>%1 zählt als %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Look at the cards of %1</source>
        <translation>Karten von %1 ansehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at the order in %1</source>
        <translation>Befehl in %1 ansehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Spare the hostages</source>
        <translation>Geiseln verschonen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the dice</source>
        <translation>Würfel so lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No support card</source>
        <translation>Keine Unterstützung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Without Ii&apos;s help</source>
        <translation>Ohne Ii kombinieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>End my autumn turn</source>
        <translation>Herbstzug beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>With Otani you may hold two family members of this family. Keep which?</source>
        <translation>Mit Otani darfst du zwei Familienmitglieder dieser Familie halten. Welches behältst du?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may hold only one family member of this family. Keep which?</source>
        <translation>Du darfst nur ein Familienmitglied dieser Familie halten. Welches behältst du?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose the samurai you keep.</source>
        <translation>Wähle den Samurai, den du behältst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The honor is tied: choose who hosts the Emperor.</source>
        <translation>Gleichstand bei der Ehre: Wähle, bei wem der Kaiser zu Gast ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>As the Emperor&apos;s host, choose who places next.</source>
        <translation>Als Gastgeber des Kaisers bestimmst du, wer als Nächstes setzt.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Lay a secret order on each of your provinces, then give the orders.</source>
        <translation>Lege auf jede deiner Provinzen einen geheimen Befehl und erteile dann die Befehle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>As the Emperor&apos;s host, click the order or fleet to resolve next.</source>
        <translation>Als Gastgeber des Kaisers klickst du den Befehl oder die Flotte an, die als Nächstes ausgeführt wird.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 has no units or samurai that could march: end the march.</source>
        <translation>In %1 stehen keine Einheiten und keine Samurai, die marschieren könnten: Beende den Marsch.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The troops in %1 cannot enter any neighbouring province or sea: end the march.</source>
        <translation>Die Truppen in %1 können keine Nachbarprovinz und kein Meer betreten: Beende den Marsch.</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You hold no hostage of the %1 to kill: “Spare the hostages” goes on.</source>
        <translation>Du hast keine Geisel der %1, die du töten könntest: „Geiseln verschonen“ setzt das Spiel fort.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>As the Emperor&apos;s host, choose who plays autumn next.</source>
        <translation>Als Gastgeber des Kaisers bestimmst du, wer im Herbst als Nächstes dran ist.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Show %1 %2 of your hanafuda cards for the trade (%3 shown so far); %1 takes one of them.</source>
        <translation>Zeige %1 %2 deiner Hanafuda-Karten für den Handel (bisher %3 gezeigt); %1 nimmt eine davon.</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>Places next:</source>
        <translation>Als Nächstes setzt:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hosts the Emperor:</source>
        <translation>Der Kaiser ist zu Gast bei:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Plays next:</source>
        <translation>Als Nächstes ist dran:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Propose to:</source>
        <translation>Angebot an:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid on:</source>
        <translation>Bieten auf:</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Trade a trade card:</source>
        <translation>Handelskarte eintauschen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send a family member home:</source>
        <translation>Zurück an die Familie:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Display a family member:</source>
        <translation>Familienmitglied auslegen:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take back from the display:</source>
        <translation>Aus der Auslage nehmen:</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 %2</source>
        <extracomment>A card on a button under a heading naming its kind: %1 the family, %2 the value.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="-186"/>
        <source>Click one of your home provinces to place your next piece.</source>
        <translation>Klicke eine deiner Stammprovinzen an, um deine nächste Figur einzusetzen.</translation>
    </message>
    <message>
        <location line="-128"/>
        <source>End the winter</source>
        <translation>Winter beenden</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Winter: make a proposal, bid on a neutral card, or pass.</source>
        <translation>Winter: Mach ein Angebot, biete auf eine neutrale Karte oder passe.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Add cards to your bid, then place it (or withdraw).</source>
        <translation>Leg Karten in dein Gebot und gib es dann ab (oder zieh es zurück).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Proposal to %1: pick cards to give and to ask for, then send it.</source>
        <translation>Angebot an %1: Wähle Karten, die du gibst und forderst, und sende es dann.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The lowest value you accept for this request?</source>
        <translation>Welchen Wert muss die geforderte Karte mindestens haben?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 makes you a proposal. Accept it?</source>
        <translation>%1 macht dir ein Angebot. Nimmst du es an?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose the card that answers the request.</source>
        <translation>Wähle die Karte, die die Forderung erfüllt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Katakura: click an opponent&apos;s face-down order to look at it.</source>
        <translation>Katakura: Klicke einen verdeckten Befehl einer gegnerischen Familie an, um ihn dir anzusehen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your fleet in the %1 is activated. What does it do?</source>
        <translation>Deine Flotte im %1 ist aktiviert. Was tut sie?</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>March from %1: choose a destination on the map, or end the march without moving.</source>
        <translation>Marsch aus %1: Wähle ein Ziel auf der Karte oder beende den Marsch, ohne zu ziehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>March from %1: choose a second destination on the map, or set out.</source>
        <translation>Marsch aus %1: Wähle ein zweites Ziel auf der Karte oder brich auf.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>How many units go to %1?</source>
        <translation>Wie viele Einheiten ziehen nach %1?</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Which samurai go to %1?</source>
        <translation>Welche Samurai ziehen nach %1?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Battle for %1: Kato may roll the unlocked dice again. Do you want that?</source>
        <translation>Schlacht um %1: Kato darf die nicht festgelegten Würfel neu würfeln. Willst du das?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The battle is lost: click the province Kuroda retreats to.</source>
        <translation>Die Schlacht ist verloren: Klicke die Provinz an, in die sich Kuroda zurückzieht.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>You may kill a hostage of the attacker&apos;s family for honor, or spare them.</source>
        <translation>Du darfst für Ehre eine Geisel der angreifenden Familie töten oder die Geiseln verschonen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Battle for %1: play a military support card?</source>
        <translation>Schlacht um %1: Spielst du eine Unterstützungskarte aus?</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Take one of the shown hanafuda cards.</source>
        <translation>Nimm eine der gezeigten Hanafuda-Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click a province of yours for your new samurai.</source>
        <translation>Klicke eine deiner Provinzen für deinen neuen Samurai an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chiyo: choose the hanafuda card you give %1 in return.</source>
        <translation>Chiyo: Wähle die Hanafuda-Karte, die du %1 dafür gibst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ii: which of your cards counts as another kind in this combination?</source>
        <translation>Ii: Welche deiner Karten zählt in dieser Kombination als andere Sorte?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Autumn: trade, return family members, buy combinations, display cards, hire — then end your turn.</source>
        <translation>Herbst: Handeln, Familienmitglieder zurückgeben, Kombinationen kaufen, Karten auslegen, anwerben – dann den Zug beenden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose your action.</source>
        <translation>Wähle deine Aktion.</translation>
    </message>
</context>
<context>
    <name>SenjiDice</name>
    <message>
        <location filename="../senji_desktop/ui/senji/board.py" line="-11"/>
        <source>+%1 (%2 card)</source>
        <translation>+%1 (%2-Karte)</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>%1 takes %2.</source>
        <translation>%1 erobert %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tie: %1 holds %2.</source>
        <translation>Gleichstand: %1 hält %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 holds %2.</source>
        <translation>%1 hält %2.</translation>
    </message>
    <message>
        <location line="-32"/>
        <location line="+34"/>
        <source>Battle for %1</source>
        <translation>Schlacht um %1</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support</source>
        <translation>Unterstützung</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Samurai</source>
        <translation>Samurai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>SenjiEndDialog</name>
    <message>
        <location filename="../senji_desktop/ui/senji/result.py" line="+38"/>
        <source>Nobody reached 60 honor, so the game ended after year %1.</source>
        <translation>Niemand hat 60 Ehrenpunkte erreicht, deshalb endete das Spiel nach Jahr %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 share the victory with %2 honor each.</source>
        <translation>%1 teilen sich den Sieg mit je %2 Ehrenpunkten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 wins with the most honor: %2.</source>
        <translation>%1 gewinnt mit den meisten Ehrenpunkten: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 reached %2 honor at the end of year %3 and wins.</source>
        <translation>%1 hatte am Ende von Jahr %3 %2 Ehrenpunkte und gewinnt.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 follows with %2 honor.</source>
        <translation>Dahinter folgt %1 mit %2 Ehrenpunkten.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honor</source>
        <translation>Ehre</translation>
    </message>
</context>
<context>
    <name>SenjiHint</name>
    <message>
        <location filename="../senji_desktop/ui/senji/hints.py" line="+44"/>
        <source>This %1 card adds 1 point to your side in this battle.</source>
        <translation>Diese Karte der %1 bringt deiner Seite in dieser Schlacht 1 Punkt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This %1 card adds %2 points to your side in this battle.</source>
        <translation>Diese Karte der %1 bringt deiner Seite in dieser Schlacht %2 Punkte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Killing the hostage gains you %1 honor; the attacker loses as much.</source>
        <translation>Tötest du die Geisel, erhältst du %1 Ehre, und die angreifende Person verliert ebenso viel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The combination %1 brings you %2.</source>
        <translation>Die Kombination %1 bringt dir %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Displayed, this family member counts %1 honor for you.</source>
        <translation>Ausgelegt zählt dieses Familienmitglied %1 Ehre für dich.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This is the only move you have here.</source>
        <translation>Hier hast du nur diesen einen Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer played this position out many times; this choice came off best.</source>
        <translation>Der Computer hat die Lage viele Male durchgespielt; diese Wahl schnitt am besten ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The proposal is as planned: the cards you ask for are worth more to you than what you give.</source>
        <translation>Das Angebot steht: Die geforderten Karten sind dir mehr wert als das, was du gibst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing you could offer here gains you enough: take it back.</source>
        <translation>Nichts, was du hier anbieten könntest, bringt dir genug: Zieh es zurück.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No proposal or bid gains you enough this winter.</source>
        <translation>Kein Angebot und kein Gebot bringt dir in diesem Winter genug.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You hold no card that fits what is asked.</source>
        <translation>Du hast keine Karte, die die Forderung erfüllt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your bid is now high enough to win the card.</source>
        <translation>Dein Gebot ist jetzt hoch genug, um die Karte zu ersteigern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No further destination promises a clear win: the march is complete.</source>
        <translation>Kein weiteres Ziel verspricht einen klaren Sieg: Der Marsch ist vollständig.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Landed, the fleet&apos;s troops can hold or take provinces.</source>
        <translation>An Land können die Truppen der Flotte Provinzen halten oder erobern.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your fleet waits in the sea for a better moment.</source>
        <translation>Deine Flotte wartet auf See auf einen besseren Moment.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>None of your support cards adds a point in this battle.</source>
        <translation>Keine deiner Unterstützungskarten bringt in dieser Schlacht einen Punkt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With the dice as they lie your side does not win: roll again.</source>
        <translation>So wie die Würfel liegen, gewinnt deine Seite nicht: Würfle neu.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>With the dice as they lie your side wins: keep them.</source>
        <translation>So wie die Würfel liegen, gewinnt deine Seite: Lass sie liegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Returning the card gains you 1 honor, and its family loses 1.</source>
        <translation>Gibst du die Karte zurück, erhältst du 1 Ehrenpunkt, und ihre Familie verliert einen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing else gains you honor this autumn.</source>
        <translation>Nichts anderes bringt dir in diesem Herbst Ehre.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Of these samurai, %1 brings the most honor.</source>
        <translation>Von diesen Samurai bringt %1 die meiste Ehre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 brings %2 honor.</source>
        <translation>%1 bringt %2 Ehrenpunkte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Of the two, keep %1: displayed, it counts more honor.</source>
        <translation>Behalte von den beiden %1: Ausgelegt zählt diese Karte mehr Ehre.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Keep %1: displayed, it counts %2 honor.</source>
        <translation>Behalte %1: Ausgelegt zählt diese Karte %2 Ehrenpunkte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You already have 1 unit in %1: together your pieces fight stronger.</source>
        <translation>In %1 steht schon 1 Einheit von dir: Zusammen kämpfen deine Figuren stärker.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You already have %2 units in %1: together your pieces fight stronger.</source>
        <translation>In %1 stehen schon %2 Einheiten von dir: Zusammen kämpfen deine Figuren stärker.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 has none of your pieces: whoever enters takes it without a battle.</source>
        <translation>In %1 steht keine Figur von dir: Wer dort einzieht, erobert die Provinz ohne Schlacht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>From %1 you can expect to beat %2&apos;s defence by about 1 point.</source>
        <translation>Von %1 aus kannst du die Verteidigung von %2 voraussichtlich um etwa 1 Punkt schlagen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>From %1 you can expect to beat %2&apos;s defence by about %3 points.</source>
        <translation>Von %1 aus kannst du die Verteidigung von %2 voraussichtlich um etwa %3 Punkte schlagen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>With a march order your troops in %1 can move to where they are needed.</source>
        <translation>Mit einem Marschbefehl können deine Truppen in %1 dorthin ziehen, wo sie gebraucht werden.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Only 1 unit stands in %1; recruiting adds 2 more.</source>
        <translation>In %1 steht nur 1 Einheit; Rekrutieren bringt 2 weitere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only %2 units stand in %1; recruiting adds 2 more.</source>
        <translation>In %1 stehen nur %2 Einheiten; Rekrutieren bringt 2 weitere.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Producing in %1 draws 2 hanafuda for the combinations of autumn.</source>
        <translation>Produzieren in %1 bringt 2 Hanafuda-Karten für die Kombinationen im Herbst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>With Daisuke, producing in %1 draws 3 hanafuda.</source>
        <translation>Mit Daisuke bringt Produzieren in %1 3 Hanafuda-Karten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is the strongest province of another player next to yours: its order tells you what is coming.</source>
        <translation>%1 ist die stärkste fremde Provinz neben deinen: Ihr Befehl verrät dir, was kommt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 holds the most diplomacy cards: the look shows you what to ask for.</source>
        <translation>%1 hat die meisten Diplomatiekarten: Der Blick zeigt dir, was du fordern kannst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>An exchange with %1 gains you more than it costs you, and %1 has reason to accept.</source>
        <translation>Ein Tausch mit %1 bringt dir mehr, als er dich kostet, und %1 hat Grund, ihn anzunehmen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>This card is worth more to %1 than to you.</source>
        <translation>Diese Karte ist für %1 mehr wert als für dich.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This card makes the exchange worth accepting for %1.</source>
        <translation>Mit dieser Karte lohnt sich der Tausch für %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 probably holds such a card, and it is of use to you.</source>
        <translation>%1 hat wahrscheinlich so eine Karte, und sie nützt dir.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Any value will do: that makes it easiest for %1 to accept.</source>
        <translation>Jeder Wert genügt: So fällt es %1 am leichtesten, anzunehmen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A minimum of %2 keeps %1 from answering with a weaker card.</source>
        <translation>Mit mindestens %2 kann %1 nicht mit einer schwächeren Karte antworten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>What %1 offers is worth more to you than what you give.</source>
        <translation>Was %1 bietet, ist dir mehr wert als das, was du gibst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What %1 asks for is worth more to you than what you would get.</source>
        <translation>Was %1 fordert, ist dir mehr wert als das, was du bekämst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Of the cards that fit, give %1: it is worth the least to you.</source>
        <translation>Gib von den passenden Karten %1: Sie ist dir am wenigsten wert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bid on %1: it is worth more to you than the cards a winning bid costs.</source>
        <translation>Biete auf %1: Die Karte ist dir mehr wert als das, was ein siegreiches Gebot kostet.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Add %1: it costs you little and raises your bid by %2.</source>
        <translation>Leg %1 dazu: Die Karte kostet dich wenig und erhöht dein Gebot um %2.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 is your own province: your troops arrive there safely.</source>
        <translation>%1 ist deine eigene Provinz: Deine Truppen kommen dort sicher an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nobody defends %1: you take it without a battle.</source>
        <translation>Niemand verteidigt %1: Du eroberst die Provinz ohne Schlacht.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>In the %1 your troops join your fleet and can land later.</source>
        <translation>Im %1 stoßen deine Truppen zu deiner Flotte und können später landen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is your least valuable kind of hanafuda: the other player takes one of those you show.</source>
        <translation>%1 ist deine Hanafuda-Sorte mit dem geringsten Wert: Die andere Person nimmt eine der gezeigten Karten.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is the most valuable kind among the hanafuda shown.</source>
        <translation>%1 ist die wertvollste Sorte unter den gezeigten Hanafuda-Karten.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 is your least valuable kind of hanafuda to give back.</source>
        <translation>%1 ist deine Hanafuda-Sorte mit dem geringsten Wert, die du zurückgeben kannst.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Your %1 card counts as %2, the dearer kind.</source>
        <translation>Deine Karte der Sorte %1 zählt als %2, die wertvollere Sorte.</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>The unit that goes along counts 1 point in battle.</source>
        <translation>Die Einheit, die mitzieht, zählt in der Schlacht 1 Punkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Each of the %1 units that go along counts 1 point in battle.</source>
        <translation>Jede der %1 Einheiten, die mitziehen, zählt in der Schlacht 1 Punkt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 locks a die showing your mon in battle.</source>
        <translation>%1 legt in der Schlacht einen Würfel mit deinem Mon fest.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kuroda retreats into %1, where most of your units stand.</source>
        <translation>Kuroda zieht sich nach %1 zurück, wo die meisten deiner Einheiten stehen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Returning this trade card lets you pick one of %1 hanafuda.</source>
        <translation>Gibst du diese Handelskarte zurück, suchst du dir eine von %1 Hanafuda-Karten aus.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Keep the %1 hostage in hand: if the %1 attack you, you can kill it.</source>
        <translation>Behalte die Geisel der %1 auf der Hand: Greifen dich die %1 an, kannst du sie töten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Without a province, mercenaries in the %1 give you troops to land next year.</source>
        <translation>Ohne Provinz geben dir Söldner im %1 Truppen, die im nächsten Jahr landen können.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 has the most hanafuda to take one from.</source>
        <translation>%1 hat die meisten Hanafuda-Karten, von denen du eine nehmen kannst.</translation>
    </message>
</context>
<context>
    <name>SenjiLog</name>
    <message>
        <location filename="../senji_desktop/ui/senji/log_text.py" line="+66"/>
        <source>%1 gains 1 honor for the battle at %3 (now %2).</source>
        <translation>%1 erhält 1 Ehrenpunkt für die Schlacht um %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gains %n honor for the battle at %3 (now %2).</source>
        <translation>%1 erhält %n Ehrenpunkte für die Schlacht um %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gains 1 honor for holding %3 (now %2).</source>
        <translation>%1 erhält 1 Ehrenpunkt, weil %3 gehalten wurde (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gains %n honor for holding %3 (now %2).</source>
        <translation>%1 erhält %n Ehrenpunkte, weil %3 gehalten wurde (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gains 1 honor for killing the hostage %3 (now %2).</source>
        <translation>%1 erhält 1 Ehrenpunkt für das Töten der Geisel %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gains %n honor for killing the hostage %3 (now %2).</source>
        <translation>%1 erhält %n Ehrenpunkte für das Töten der Geisel %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses 1 honor for the killed hostage %3 (now %2).</source>
        <translation>%1 verliert 1 Ehrenpunkt durch die getötete Geisel %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %n honor for the killed hostage %3 (now %2).</source>
        <translation>%1 verliert %n Ehrenpunkte durch die getötete Geisel %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gains 1 honor for sending %3 home (now %2).</source>
        <translation>%1 erhält 1 Ehrenpunkt für die Rückgabe von %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gains %n honor for sending %3 home (now %2).</source>
        <translation>%1 erhält %n Ehrenpunkte für die Rückgabe von %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses 1 honor because %3 was sent home (now %2).</source>
        <translation>%1 verliert 1 Ehrenpunkt, weil %3 zurückgegeben wurde (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %n honor because %3 was sent home (now %2).</source>
        <translation>%1 verliert %n Ehrenpunkte, weil %3 zurückgegeben wurde (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gains 1 honor for the combination %3 (now %2).</source>
        <translation>%1 erhält 1 Ehrenpunkt für die Kombination %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gains %n honor for the combination %3 (now %2).</source>
        <translation>%1 erhält %n Ehrenpunkte für die Kombination %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gains 1 honor for displaying %3 (now %2).</source>
        <translation>%1 erhält 1 Ehrenpunkt für das Auslegen von %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gains %n honor for displaying %3 (now %2).</source>
        <translation>%1 erhält %n Ehrenpunkte für das Auslegen von %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses 1 honor for taking back %3 (now %2).</source>
        <translation>%1 verliert 1 Ehrenpunkt für das Zurücknehmen von %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %n honor for taking back %3 (now %2).</source>
        <translation>%1 verliert %n Ehrenpunkte für das Zurücknehmen von %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 loses 1 honor: the displayed %3 leaves (now %2).</source>
        <translation>%1 verliert 1 Ehrenpunkt: Die ausgelegte Karte %3 geht weg (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %n honor: the displayed %3 leaves (now %2).</source>
        <translation>%1 verliert %n Ehrenpunkte: Die ausgelegte Karte %3 geht weg (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays 1 honor for mercenaries (now %2).</source>
        <translation>%1 zahlt 1 Ehrenpunkt für Söldner (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %n honor for mercenaries (now %2).</source>
        <translation>%1 zahlt %n Ehrenpunkte für Söldner (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 pays 1 honor for a new samurai (now %2).</source>
        <translation>%1 zahlt 1 Ehrenpunkt für einen neuen Samurai (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 pays %n honor for a new samurai (now %2).</source>
        <translation>%1 zahlt %n Ehrenpunkte für einen neuen Samurai (jetzt %2).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 gains 1 honor through %3 (now %2).</source>
        <translation>%1 erhält 1 Ehrenpunkt durch %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gains %n honor through %3 (now %2).</source>
        <translation>%1 erhält %n Ehrenpunkte durch %3 (jetzt %2).</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>A new game begins. Families in play: %1.</source>
        <translation>Ein neues Spiel beginnt. Im Spiel sind die Familien %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Year %1 — %2.</source>
        <translation>Jahr %1 – %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 draws samurai cards: %2.</source>
        <translation>%1 zieht Samurai-Karten: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 draws 1 samurai card.</source>
        <translation>%1 zieht 1 Samurai-Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws %n samurai cards.</source>
        <translation>%1 zieht %n Samurai-Karten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 keeps the samurai %2.</source>
        <translation>%1 behält den Samurai %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The samurai discards are shuffled into a new deck.</source>
        <translation>Die abgelegten Samurai-Karten werden zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2</source>
        <extracomment>One player&apos;s result in the roll-off for the Emperor: %1 the name, %2 own mons rolled.</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tie for hosting the Emperor: %1 roll the nine destiny dice: %2. Each counts the dice showing their own family&apos;s mon (%3); the dice carry all six mons, so families nobody plays come up too.</source>
        <extracomment>SJ-40: tied players roll all nine destiny dice; %1 the tied players, %2 the faces rolled, %3 each player&apos;s count of their own mon.</extracomment>
        <translation>Gleichstand um den Besuch des Kaisers: %1 würfeln mit allen neun Schicksalswürfeln: %2. Jede Person zählt die Würfel mit dem Mon ihrer eigenen Familie (%3); die Würfel tragen alle sechs Mon, darum kommen auch Familien vor, die niemand spielt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 hosts the Emperor in year %2.</source>
        <translation>In Jahr %2 ist der Kaiser bei %1 zu Gast.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 passes.</source>
        <translation>%1 passt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is offered at the neutral auction.</source>
        <translation>%1 wird in der neutralen Versteigerung angeboten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 returns a card to the %2 family.</source>
        <translation>%1 gibt eine Karte an die Familie %2 zurück.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 makes a proposal to %2: gives %3, asks for %4.</source>
        <translation>%1 macht %2 ein Angebot: gibt %3, fordert %4.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offered: %1.</source>
        <translation>Angeboten: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 declines the proposal of %2.</source>
        <translation>%1 lehnt das Angebot von %2 ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 and %2 exchange cards: %1 gives %3, %2 gives %4.</source>
        <translation>%1 und %2 tauschen Karten: %1 gibt %3, %2 gibt %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From %1 to %2: %3. From %2 to %1: %4.</source>
        <translation>Von %1 an %2: %3. Von %2 an %1: %4.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 bids 1 card on %2.</source>
        <translation>%1 bietet 1 Karte auf %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %n cards on %2.</source>
        <translation>%1 bietet %n Karten auf %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 bids 1 card on offer %2.</source>
        <translation>%1 bietet 1 Karte auf Angebot %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 bids %n cards on offer %2.</source>
        <translation>%1 bietet %n Karten auf Angebot %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 wins %2 at the auction.</source>
        <translation>%1 ersteigert %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The bids on %1 are tied; it stays on offer.</source>
        <translation>Die Gebote auf %1 sind gleich hoch; die Karte bleibt im Angebot.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nobody bought %1.</source>
        <translation>Niemand hat %1 ersteigert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The hourglass has run out: winter ends.</source>
        <translation>Die Sanduhr ist abgelaufen: Der Winter endet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 may hold only one %2 family member and keeps one.</source>
        <translation>%1 darf nur ein Familienmitglied der %2 halten und behält eines.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 orders %2 in %3.</source>
        <translation>%1 befiehlt „%2“ in %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 places a face-down order in %2.</source>
        <translation>%1 legt einen verdeckten Befehl auf %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All orders are placed.</source>
        <translation>Alle Befehle liegen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s order in %2: %3.</source>
        <translation>Befehl von %1 in %2: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The order in %1 is discarded.</source>
        <translation>Der Befehl in %1 wird abgelegt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 draws hanafuda: %2.</source>
        <translation>%1 zieht Hanafuda: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws 1 hanafuda card.</source>
        <translation>%1 zieht 1 Hanafuda-Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 draws %n hanafuda cards.</source>
        <translation>%1 zieht %n Hanafuda-Karten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The hanafuda discards are shuffled into a new deck.</source>
        <translation>Die abgelegten Hanafuda-Karten werden zu einem neuen Stapel gemischt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 recruits 1 unit in %2.</source>
        <translation>%1 rekrutiert 1 Einheit in %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 recruits %n units in %2.</source>
        <translation>%1 rekrutiert %n Einheiten in %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The fleet of %1 in the %2 is activated.</source>
        <translation>Die Flotte von %1 im %2 wird aktiviert.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1&apos;s fleet: %2.</source>
        <translation>Flotte von %1: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not march out of %2.</source>
        <translation>%1 zieht nicht aus %2 aus.</translation>
    </message>
    <message>
        <location line="-198"/>
        <source>in the %1</source>
        <extracomment>A sea with its preposition, where something is (&quot;im Südmeer&quot;).</extracomment>
        <translation>im %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>in %1</source>
        <extracomment>A province with its preposition, where something is (&quot;in Kii&quot;).</extracomment>
        <translation>in %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>from the %1</source>
        <extracomment>A sea a move starts from (&quot;vom Südmeer&quot;).</extracomment>
        <translation>vom %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>from %1</source>
        <extracomment>A province a move starts from (&quot;von Kii&quot;).</extracomment>
        <translation>von %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>to the %1</source>
        <extracomment>A sea a move goes to (&quot;ins Nordmeer&quot;).</extracomment>
        <translation>ins %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>to %1</source>
        <extracomment>A province a move goes to (&quot;nach Kii&quot;).</extracomment>
        <translation>nach %1</translation>
    </message>
    <message>
        <location line="+64"/>
        <location line="+225"/>
        <source>%1 places the samurai %2 %3.</source>
        <extracomment>%3 the place with its preposition: &quot;in Kii&quot;, &quot;in the South Sea&quot;.</extracomment>
        <translation>%1 setzt den Samurai %2 %3 ein.</translation>
    </message>
    <message>
        <location line="-222"/>
        <location line="+365"/>
        <source>%1 places a unit %2.</source>
        <extracomment>%2 the place with its preposition: &quot;in Kii&quot;, &quot;in the South Sea&quot;.</extracomment>
        <translation>%1 setzt eine Einheit %2 ein.</translation>
    </message>
    <message>
        <location line="-349"/>
        <source>%1 is shuffled into the neutral deck (nobody plays the %2 family).</source>
        <translation>%1 wird in den neutralen Stapel gemischt (niemand spielt die Familie %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 goes back to %2, who plays the %3 family.</source>
        <translation>%1 geht zurück an %2 (Familie %3).</translation>
    </message>
    <message>
        <location line="+75"/>
        <source>%1&apos;s fleet stays at sea.</source>
        <translation>Die Flotte von %1 bleibt auf See.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s fleet lands on the coast.</source>
        <translation>Die Flotte von %1 landet an der Küste.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s fleet sails to the other sea.</source>
        <translation>Die Flotte von %1 segelt ins andere Meer.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1&apos;s fleet sails over for a raid.</source>
        <translation>Die Flotte von %1 segelt zu einem Überfall hinüber.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 crosses %2 and rolls %3: 1 unit lost.</source>
        <extracomment>%2 the destination with its preposition: &quot;to Kii&quot;.</extracomment>
        <translation>%1 setzt %2 über und würfelt %3: 1 Einheit verloren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 crosses %2 and rolls %3: %n units lost.</source>
        <translation>%1 setzt %2 über und würfelt %3: %n Einheiten verloren.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 moves the samurai %3 %2.</source>
        <comment>one samurai</comment>
        <translation>%1 zieht den Samurai %3 %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves the samurai %3 %2.</source>
        <comment>several samurai</comment>
        <translation>%1 zieht die Samurai %3 %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves 1 unit %2.</source>
        <translation>%1 zieht 1 Einheit %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 moves %n units %2.</source>
        <translation>%1 zieht %n Einheiten %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves 1 unit and the samurai %3 %2.</source>
        <comment>one samurai</comment>
        <translation>%1 zieht 1 Einheit und den Samurai %3 %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves %n units and the samurai %3 %2.</source>
        <comment>one samurai</comment>
        <translation>%1 zieht %n Einheiten und den Samurai %3 %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 moves 1 unit and the samurai %3 %2.</source>
        <comment>several samurai</comment>
        <translation>%1 zieht 1 Einheit und die Samurai %3 %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 moves %n units and the samurai %3 %2.</source>
        <comment>several samurai</comment>
        <translation>%1 zieht %n Einheiten und die Samurai %3 %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes %2.</source>
        <translation>%1 erobert %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle for %1: %2 attacks %3. The dice show %4.</source>
        <translation>Schlacht um %1: %2 greift %3 an. Die Würfel zeigen %4.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 plays %2 for 1 point.</source>
        <translation>%1 spielt %2 für 1 Punkt aus.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 plays %2 for %n points.</source>
        <translation>%1 spielt %2 für %n Punkte aus.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 plays no support card.</source>
        <translation>%1 spielt keine Unterstützung aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the battle for %2, %3 to %4.</source>
        <translation>%1 gewinnt die Schlacht um %2 mit %3 zu %4.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 kills the hostage %2.</source>
        <translation>%1 tötet die Geisel %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 spares the hostages.</source>
        <translation>%1 verschont die Geiseln.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 gains 1 honor (now %2).</source>
        <translation>%1 erhält 1 Ehrenpunkt (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 gains %n honor (now %2).</source>
        <translation>%1 erhält %n Ehrenpunkte (jetzt %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 loses 1 honor (now %2).</source>
        <translation>%1 verliert 1 Ehrenpunkt (jetzt %2).</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 loses %n honor (now %2).</source>
        <translation>%1 verliert %n Ehrenpunkte (jetzt %2).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 trades %2 at the neutral deck.</source>
        <translation>%1 tauscht %2 beim neutralen Stapel ein.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 trades %2 with %3.</source>
        <translation>%1 tauscht %2 bei %3 ein.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is shown no hanafuda card: none is left to draw.</source>
        <translation>%1 bekommt keine Hanafuda-Karte gezeigt: Es ist keine mehr zu ziehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is shown no hanafuda card: %2 holds none.</source>
        <translation>%1 bekommt keine Hanafuda-Karte gezeigt: %2 hat keine.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is shown: %2.</source>
        <translation>%1 bekommt gezeigt: %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is shown 1 hanafuda card.</source>
        <translation>%1 bekommt 1 Hanafuda-Karte gezeigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is shown %n hanafuda cards.</source>
        <translation>%1 bekommt %n Hanafuda-Karten gezeigt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes a hanafuda card: %2.</source>
        <translation>%1 nimmt eine Hanafuda-Karte: %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes a hanafuda card.</source>
        <translation>%1 nimmt eine Hanafuda-Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 announces the combination “%2” and may count one card as any kind (Ii).</source>
        <translation>%1 sagt die Kombination „%2“ an und darf eine Karte als beliebige Sorte zählen (Ii).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 discards the combination “%2”.</source>
        <translation>%1 legt die Kombination „%2“ ab.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 displays %2.</source>
        <translation>%1 legt %2 aus.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 takes %2 back into the hand.</source>
        <translation>%1 nimmt %2 zurück auf die Hand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 hires 1 mercenary unit in the %2.</source>
        <translation>%1 wirbt 1 Söldnereinheit im %2 an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 hires %n mercenary units in the %2.</source>
        <translation>%1 wirbt %n Söldnereinheiten im %2 an.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No samurai card is left for %1.</source>
        <translation>Für %1 ist keine Samurai-Karte mehr übrig.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 ends the autumn turn.</source>
        <translation>%1 beendet den Herbstzug.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Year %1 ends.</source>
        <translation>Jahr %1 endet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game is over. Winner: %1.</source>
        <translation>Das Spiel ist vorbei. Sieg: %1.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Hosokawa (%1) locks two dice in the battle for %2.</source>
        <translation>Hosokawa (%1) legt in der Schlacht um %2 zwei Würfel fest.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kato (%1) rolls the unlocked dice again: %2.</source>
        <translation>Kato (%1) würfelt die nicht festgelegten Würfel neu: %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sanada (%1) adds 2 points to the defence of %2.</source>
        <translation>Sanada (%1) bringt der Verteidigung von %2 2 zusätzliche Punkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Kuroda (%1) retreats from %2 to %3 instead of dying.</source>
        <translation>Kuroda (%1) zieht sich von %2 nach %3 zurück, statt zu sterben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Honda (%1) adds 1 point in the battle for %2.</source>
        <translation>Honda (%1) bringt in der Schlacht um %2 1 zusätzlichen Punkt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yamamoto (%1) brings 1 unit safely to %2.</source>
        <translation>Yamamoto (%1) bringt 1 Einheit ohne Verlust nach %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Yamamoto (%1) brings %n units safely to %2.</source>
        <translation>Yamamoto (%1) bringt %n Einheiten ohne Verlust nach %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Chiyo (%1) takes a hanafuda card from %2 at random: %3.</source>
        <translation>Chiyo (%1) nimmt %2 eine zufällige Hanafuda-Karte weg: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chiyo (%1) takes a hanafuda card from %2 at random.</source>
        <translation>Chiyo (%1) nimmt %2 eine zufällige Hanafuda-Karte weg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chiyo (%1) gives %2 a hanafuda card in return: %3.</source>
        <translation>Chiyo (%1) gibt %2 dafür eine Hanafuda-Karte: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Chiyo (%1) gives %2 a hanafuda card in return.</source>
        <translation>Chiyo (%1) gibt %2 dafür eine Hanafuda-Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Daisuke (%1) draws a third hanafuda card in %2.</source>
        <translation>Daisuke (%1) zieht in %2 eine dritte Hanafuda-Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ii (%1): a card of the kind %2 counts as %3 in the combination “%4”.</source>
        <translation>Ii (%1): Die Karte „%2“ zählt in der Kombination „%4“ als „%3“.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nabeshima (%1) draws a hanafuda card at the start of autumn.</source>
        <translation>Nabeshima (%1) zieht zu Beginn des Herbstes eine Hanafuda-Karte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Naoe (%1) makes the combination “%2” worth 1 honor more.</source>
        <translation>Naoe (%1) macht die Kombination „%2“ 1 Ehrenpunkt mehr wert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Ishida (%1) pays the combination “%2” with one plain card fewer.</source>
        <translation>Ishida (%1) bezahlt die Kombination „%2“ mit einer einfachen Karte weniger.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Otani (%1) lets %1 keep a second family member of the %2.</source>
        <translation>Otani (%1) lässt %1 ein zweites Familienmitglied der %2 behalten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Konishi (%1) looks at the diplomacy cards of %2: %3.</source>
        <translation>Konishi (%1) sieht sich die Diplomatiekarten von %2 an: %3.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Konishi (%1) looks at the diplomacy cards of %2.</source>
        <translation>Konishi (%1) sieht sich die Diplomatiekarten von %2 an.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Katakura (%1) looks at the order in %2: %3.</source>
        <translation>Katakura (%1) sieht sich den Befehl in %2 an: %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Katakura (%1) looks at the hidden order in %2.</source>
        <translation>Katakura (%1) sieht sich den verdeckten Befehl in %2 an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Sakai (%1) brings 2 honor for hosting the Emperor.</source>
        <translation>Sakai (%1) bringt 2 Ehrenpunkte, weil der Kaiser zu Gast ist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Maeda (%1) lets %2 count one die more.</source>
        <translation>Maeda (%1) lässt %2 einen Würfel mehr zählen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Yagyu (%1) makes the killed hostage %2 count three times.</source>
        <translation>Yagyu (%1) lässt die getötete Geisel %2 dreifach zählen.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 places %n units %2.</source>
        <translation>%1 setzt %n Einheiten %2 ein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 in %2</source>
        <extracomment>One order in a list of a player&apos;s orders: %1 the order, %2 the province.</extracomment>
        <translation>„%1“ in %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 orders %2.</source>
        <extracomment>%1 the player, %2 a list such as &quot;March in Izumo, Produce in Aki&quot;.</extracomment>
        <translation>%1 befiehlt %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 places face-down orders in %2.</source>
        <extracomment>%1 the player, %2 a list of provinces.</extracomment>
        <translation>%1 legt verdeckte Befehle auf %2.</translation>
    </message>
</context>
<context>
    <name>SenjiMap</name>
    <message>
        <location filename="../senji_desktop/ui/senji/texts.py" line="+32"/>
        <source>North Sea</source>
        <translation>Nordmeer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>South Sea</source>
        <translation>Südmeer</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/board.py" line="-1013"/>
        <source>%1: 1 unit</source>
        <translation>%1: 1 Einheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %n units</source>
        <translation>%1: %n Einheiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: 1 samurai</source>
        <translation>%1: 1 Samurai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %m samurai</source>
        <translation>%1: %m Samurai</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: 1 unit and 1 samurai</source>
        <translation>%1: 1 Einheit und 1 Samurai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: 1 unit and %m samurai</source>
        <translation>%1: 1 Einheit und %m Samurai</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %n units and 1 samurai</source>
        <translation>%1: %n Einheiten und 1 Samurai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %n units and %m samurai</source>
        <translation>%1: %n Einheiten und %m Samurai</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No fleets.</source>
        <translation>Keine Flotten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Coastal provinces: %1.</source>
        <translation>Provinzen an der Küste: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, home province of %2</source>
        <translation>%1, Stammprovinz der %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Neutral: no one may enter.</source>
        <translation>Neutral: Hier darf niemand einziehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held by %1, with a fortress.</source>
        <translation>Im Besitz der %1, mit Festung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>No troops.</source>
        <translation>Keine Truppen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Borders: %1.</source>
        <translation>Grenzt an: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Seas: %1.</source>
        <translation>Meere: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No coast on either sea.</source>
        <translation>Liegt an keinem Meer.</translation>
    </message>
</context>
<context>
    <name>SenjiScene</name>
    <message>
        <location line="+301"/>
        <source>The samurai of the %1: click to see every samurai card in play.</source>
        <translation>Die Samurai der %1: Klicken zeigt alle Samurai-Karten im Spiel.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Your planned order: %1</source>
        <translation>Dein geplanter Befehl: %1</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Click to see every samurai card in play.</source>
        <translation>Klicken zeigt alle Samurai-Karten im Spiel.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Hanafuda in your hand: %1</source>
        <translation>Hanafuda auf deiner Hand: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No diplomacy cards</source>
        <translation>Keine Diplomatiekarten</translation>
    </message>
    <message>
        <location line="+113"/>
        <location line="+3"/>
        <source>Orders: %1 of %2 laid</source>
        <translation>Befehle: %1 von %2 gelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Choose the samurai you keep</source>
        <translation>Wähle den Samurai, den du behältst</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Units to %1</source>
        <translation>Einheiten nach %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Samurai to %1</source>
        <translation>Samurai nach %1</translation>
    </message>
    <message>
        <location line="+71"/>
        <source>Proposal from %1</source>
        <translation>Angebot von %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your proposal to %1</source>
        <translation>Dein Angebot an %1</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Neutral auction</source>
        <translation>Neutrale Versteigerung</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>The destiny dice of this battle: a die counts for the side whose mon it shows; a sealed die is held by a samurai (SJ-44).</source>
        <translation>Die Schicksalswürfel dieser Schlacht: Ein Würfel zählt für die Seite, deren Mon er zeigt; ein versiegelter Würfel wird von einem Samurai festgelegt (SJ-44).</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>The last battle&apos;s result</source>
        <translation>Das Ergebnis der letzten Schlacht</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Crossing to %1</source>
        <translation>Überfahrt nach %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 unit lost at sea.</source>
        <translation>1 Einheit auf See verloren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n units lost at sea.</source>
        <translation>%n Einheiten auf See verloren.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A crossing: every die showing the family&apos;s own mon sinks one unit (SJ-43).</source>
        <translation>Eine Überfahrt: Jeder Würfel mit dem eigenen Mon der Familie versenkt eine Einheit (SJ-43).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Roll-off for the Emperor</source>
        <translation>Stechen um den Kaiser</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tied players&apos; roll-off: the most dice with their own mon host the Emperor (SJ-40).</source>
        <translation>Das Stechen der Gleichstehenden: Wer die meisten Würfel mit dem eigenen Mon hat, hat den Kaiser zu Gast (SJ-40).</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Destiny die: %1, sealed by a samurai (SJ-44)</source>
        <translation>Schicksalswürfel: %1, von einem Samurai festgelegt (SJ-44)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Destiny die: %1</source>
        <translation>Schicksalswürfel: %1</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Your support cards</source>
        <translation>Deine Unterstützungskarten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hostages you may kill</source>
        <translation>Geiseln, die du töten darfst</translation>
    </message>
    <message>
        <location line="+94"/>
        <source>Every hand at the end</source>
        <translation>Alle Hände am Ende</translation>
    </message>
    <message>
        <location line="+102"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Samurai in play</source>
        <translation>Samurai im Spiel</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No samurai in play</source>
        <translation>Kein Samurai im Spiel</translation>
    </message>
    <message>
        <location line="+15"/>
        <location line="+1"/>
        <source>Close (Esc)</source>
        <translation>Schließen (Esc)</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/decisions.py" line="+159"/>
        <source>Drag from here to a destination, or click the destination.</source>
        <extracomment>The z value of a suggested province&apos;s or sea&apos;s mark: above the map and the dashed outlines of the places to choose (z -18), below the names (10), fortresses, troops and orders, so its rings never hide a neighbour&apos;s name. The provinces whose order token is clicked (see :meth:`_on_order`).</extracomment>
        <translation>Ziehe von hier zu einem Ziel oder klicke das Ziel an.</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: drag it onto a province, or click it and then your provinces</source>
        <translation>%1: Ziehe ihn auf eine Provinz oder klicke ihn und dann deine Provinzen an</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Sail to the %1</source>
        <translation>Ins %1 segeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Sail over and raid %1</source>
        <translation>Hinübersegeln und %1 angreifen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land on %1</source>
        <translation>In %1 landen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lay %1 on %2</source>
        <translation>%1 auf %2 legen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: click to lay an order (Produce, Recruit, March in turn), or drag one here</source>
        <translation>%1: Klicke, um einen Befehl zu legen (nacheinander Produzieren, Rekrutieren, Marschieren), oder ziehe einen hierher</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2 — click to turn it over</source>
        <translation>%1: %2 – klicke, um ihn zu wechseln</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>The order is put down; the orders laid stay.</source>
        <translation>Der Befehl ist abgelegt; die gelegten Befehle bleiben liegen.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/presenter.py" line="+248"/>
        <source>%1 in hand: click your provinces to lay it (Esc, a right click or a click beside them puts it down).</source>
        <translation>Befehl %1 in der Hand: Klicke deine Provinzen an, um ihn zu legen (Esc, ein Rechtsklick oder ein Klick daneben legt ihn ab).</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/decisions.py" line="+37"/>
        <source>No order on %2 (%3 of %4 orders laid).</source>
        <translation>Kein Befehl auf %2 (%3 von %4 Befehlen gelegt).</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 on %2 (%3 of %4 orders laid).</source>
        <translation>%1 auf %2 (%3 von %4 Befehlen gelegt).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Every province needs an order: %1.</source>
        <translation>Jede Provinz braucht einen Befehl: %1.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Choose between %1 and %2 units.</source>
        <translation>Wähle zwischen %1 und %2 Einheiten.</translation>
    </message>
    <message>
        <location line="+152"/>
        <source>Lay an order on every province first: %1.</source>
        <translation>Lege zuerst auf jede Provinz einen Befehl: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give the orders</source>
        <translation>Befehle erteilen</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Your orders lie face down until summer reveals them</source>
        <translation>Deine Befehle liegen verdeckt, bis der Sommer sie aufdeckt</translation>
    </message>
    <message>
        <location line="-225"/>
        <source>Order %1 in hand: click your provinces (Esc puts it down).</source>
        <translation>Befehl %1 in der Hand: Klicke deine Provinzen an (Esc legt ihn ab).</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>March on %2: no troops there to march (%3 of %4 orders laid).</source>
        <translation>Marschieren auf %2: Dort stehen keine Truppen, die marschieren könnten (%3 von %4 Befehlen gelegt).</translation>
    </message>
    <message>
        <location line="+193"/>
        <source>Take the orders back</source>
        <translation>Befehle zurücknehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clear the orders laid so far</source>
        <translation>Die bisher gelegten Befehle wieder aufnehmen</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/panel.py" line="+351"/>
        <source>★ hosts the Emperor this year.</source>
        <translation>★ hat in diesem Jahr den Kaiser zu Gast.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/presenter.py" line="+3"/>
        <source>Drag an order onto each dashed place (or click an order, then provinces; keys P, R, M).</source>
        <translation>Ziehe einen Befehl auf jeden gestrichelten Platz (oder klicke einen Befehl und dann Provinzen an; Tasten P, R, M).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Drag from %1 to a neighbour or sea (or click it).</source>
        <translation>Ziehe von %1 in eine Nachbarprovinz oder ein Meer (oder klicke das Ziel an).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a coast to land, the other sea to sail there, or its coast to raid.</source>
        <translation>Klicke eine Küste an, um zu landen, das andere Meer, um dorthin zu segeln, oder seine Küste für einen Überfall.</translation>
    </message>
</context>
<context>
    <name>SenjiTable</name>
    <message>
        <location line="-51"/>
        <source>Year %1 · %2</source>
        <translation>Jahr %1 · %2</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/panel.py" line="+5"/>
        <source>Displayed: %1</source>
        <translation>Ausgelegt: %1</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>Family</source>
        <extracomment>A family&apos;s row was clicked or chosen by key (its family id). What the cells show now (:meth:`_rebuild` keeps them while it stays).</extracomment>
        <translation>Familie</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/presenter.py" line="+86"/>
        <source>Hana: hanafuda cards in hand. Diplo: diplomacy cards in hand.</source>
        <translation>Hana.: Hanafuda-Karten auf der Hand. Dipl.: Diplomatiekarten auf der Hand.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/panel.py" line="+1"/>
        <source>Honor</source>
        <translation>Ehre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honor: once somebody has 60 or more at the end of a year, the most honor wins.</source>
        <translation>Ehrenpunkte: Hat jemand am Ende eines Jahres 60 oder mehr, gewinnt, wer die meisten hat.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hana</source>
        <translation>Hana.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hana: hanafuda cards in hand.</source>
        <translation>Hana.: Hanafuda-Karten auf der Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplo</source>
        <translation>Dipl.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplo: diplomacy cards in hand.</source>
        <translation>Dipl.: Diplomatiekarten auf der Hand.</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Enter shows every samurai card in play.</source>
        <translation>Eingabe zeigt alle Samuraikarten im Spiel.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/board.py" line="-75"/>
        <location filename="../senji_desktop/ui/senji/panel.py" line="-2"/>
        <location line="+54"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-93"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="-1210"/>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>R</source>
        <translation>R</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>M</source>
        <translation>M</translation>
    </message>
    <message>
        <location line="+435"/>
        <source>A face-down order</source>
        <translation>Ein verdeckter Befehl</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your order: %1</source>
        <translation>Dein Befehl: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The order of %1: %2</source>
        <translation>Der Befehl von %1: %2</translation>
    </message>
    <message>
        <location line="+535"/>
        <location filename="../senji_desktop/ui/senji/decisions.py" line="-293"/>
        <source>Only a third family&apos;s support counts: neither yours nor your opponent&apos;s.</source>
        <translation>Nur die Unterstützung einer dritten Familie zählt: weder deine eigene noch die der Gegenseite.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/decisions.py" line="+297"/>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/board.py" line="-698"/>
        <source>You have bid on %1 this winter already.</source>
        <translation>Du hast in diesem Winter schon auf %1 geboten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You hold no diplomacy cards to bid with.</source>
        <translation>Du hast keine Diplomatiekarten, mit denen du bieten könntest.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A bid on %1 needs cards worth %2; yours are worth %3.</source>
        <translation>Ein Gebot auf %1 braucht Karten im Wert von %2; deine sind zusammen %3 wert.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/decisions.py" line="-43"/>
        <source>The bid needs cards worth %1; so far it is worth %2.</source>
        <translation>Das Gebot braucht Karten im Wert von %1; bisher ist es %2 wert.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give a card or ask for one first.</source>
        <translation>Gib zuerst eine Karte oder fordere eine.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>A samurai costs %1 honor; you have %2.</source>
        <translation>Ein Samurai kostet %1 Ehrenpunkte; du hast %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No samurai card is left to hire.</source>
        <translation>Es ist keine Samuraikarte mehr übrig, die du anwerben könntest.</translation>
    </message>
    <message>
        <location line="+54"/>
        <source>The hourglass has run out: the winter ends.</source>
        <translation>Die Sanduhr ist abgelaufen: Der Winter endet.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/board.py" line="+644"/>
        <location filename="../senji_desktop/ui/senji/decisions.py" line="-30"/>
        <source>Ask for</source>
        <translation>Fordern</translation>
    </message>
    <message>
        <location line="+251"/>
        <source>Hanafuda combinations</source>
        <translation>Hanafuda-Kombinationen</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/decisions.py" line="-314"/>
        <source>You do not have the cards for this combination.</source>
        <translation>Dir fehlen die Karten für diese Kombination.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/presenter.py" line="-23"/>
        <source>Shown: %1</source>
        <translation>Gezeigt: %1</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/board.py" line="-985"/>
        <source>%1, at least %2</source>
        <extracomment>Spring orders planned but not yet given: province -&gt; order. The tool (an order) picked up from the tray, or &quot;&quot;. Where each province&apos;s name is written (a click on it means the province). Places that open a sheet to read (the kit&apos;s ``Target.opens``): key -&gt; (rect, sheet opened or None for the close control, tooltip). The winter proposal at hand is shown on the map (else in the side panel&apos;s help).</extracomment>
        <translation>%1, mindestens %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, any value</source>
        <translation>%1, beliebiger Wert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Gives: %1
Asks for: %2</source>
        <translation>Gibt: %1
Fordert: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You hold nothing that fits, so you can only decline.</source>
        <translation>Du hast nichts Passendes und kannst nur ablehnen.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senji/presenter.py" line="+11"/>
        <source>Bid on %1: %2</source>
        <translation>Gebot auf %1: %2</translation>
    </message>
    <message>
        <location line="-95"/>
        <source>%1 cannot be chosen now: pick a highlighted area.</source>
        <extracomment>How long a change of honor is shown at normal speed (ms). The log keeps six lines in sight at the smallest window (the help and the buttons give way first). The honor track of the side panel (made by :meth:`extra_panel`). Seconds left on the winter&apos;s hourglass (the table keeps the clock, SJ-41). The hourglass runs (the table shows it in the notice). Where the keyboard&apos;s focus lies on the table (the table tells). The animation speed factor (pauses of the beats follow it). Counts the notes of events (a drawing depends on the dice they showed).</extracomment>
        <translation>%1 kann jetzt nicht gewählt werden: Wähle ein hervorgehobenes Gebiet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 cannot be chosen now: choose with the buttons.</source>
        <translation>%1 kann jetzt nicht gewählt werden: Wähle mit den Schaltflächen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>That is not possible right now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The hourglass has run out — end the winter.</source>
        <translation>Die Sanduhr ist abgelaufen – beende den Winter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hourglass: %1</source>
        <translation>Sanduhr: %1</translation>
    </message>
    <message>
        <location line="+203"/>
        <source>%1 hosts the Emperor in year %2.</source>
        <translation>In Jahr %2 ist der Kaiser bei %1 zu Gast.</translation>
    </message>
</context>
<context>
    <name>SenjiTexts</name>
    <message>
        <location filename="../senji_desktop/ui/senji/texts.py" line="+7"/>
        <source>no family</source>
        <translation>keine Familie</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a hidden samurai</source>
        <translation>ein verdeckter Samurai</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a hidden card</source>
        <translation>eine verdeckte Karte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 family member %2</source>
        <translation>Familienmitglied %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 support %2</source>
        <translation>Unterstützung %1 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 trade %2</source>
        <translation>Handel %1 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Family members</source>
        <translation>Familienmitglieder</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Military support</source>
        <translation>Unterstützung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trade</source>
        <translation>Handel</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 family member</source>
        <translation>Familienmitglied der %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 support card</source>
        <translation>Unterstützung der %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 trade card</source>
        <translation>Handelskarte der %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Sun</source>
        <translation>Sonne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Animal</source>
        <translation>Tier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ribbon</source>
        <translation>Band</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Plain</source>
        <translation>Einfache Karte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>1 sun</source>
        <translation>1 Sonne</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 animal</source>
        <translation>1 Tier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 ribbon</source>
        <translation>1 Band</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>1 plain card</source>
        <translation>1 einfache Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n suns</source>
        <translation>%n Sonnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%n animals</source>
        <translation>%n Tiere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n ribbons</source>
        <translation>%n Bänder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n plain cards</source>
        <translation>%n einfache Karten</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Produce</source>
        <translation>Produzieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Recruit</source>
        <translation>Rekrutieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>March</source>
        <translation>Marschieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>face-down order</source>
        <translation>verdeckter Befehl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choosing samurai</source>
        <translation>Samurai wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placing the armies</source>
        <translation>Armeen aufstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choosing the Emperor&apos;s host</source>
        <translation>Gastgeber des Kaisers bestimmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winter: diplomacy</source>
        <translation>Winter: Diplomatie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spring: orders</source>
        <translation>Frühling: Befehle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Summer: campaigns</source>
        <translation>Sommer: Feldzüge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Autumn: trade and honor</source>
        <translation>Herbst: Handel und Ehre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>2 suns</source>
        <translation>2 Sonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 suns</source>
        <translation>3 Sonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 suns</source>
        <translation>4 Sonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 animals</source>
        <translation>3 Tiere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 animals</source>
        <translation>5 Tiere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>3 ribbons</source>
        <translation>3 Bänder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 ribbons</source>
        <translation>5 Bänder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>4 animals + 4 ribbons</source>
        <translation>4 Tiere + 4 Bänder</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>6 plain cards</source>
        <translation>6 einfache Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>10 plain cards</source>
        <translation>10 einfache Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 of each kind</source>
        <translation>je eine jeder Sorte</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a new samurai</source>
        <translation>ein neuer Samurai</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n new samurai</source>
        <translation>%n neue Samurai</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n honor</source>
        <translation>%n Ehrenpunkte</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Stay at sea</source>
        <translation>Auf See bleiben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Land on the coast</source>
        <translation>An der Küste landen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sail to the other sea</source>
        <translation>Ins andere Meer segeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sail over and raid</source>
        <translation>Hinübersegeln und angreifen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>When he attacks, his side locks two dice for him instead of one.</source>
        <extracomment>SJ-60: each samurai&apos;s power in a sentence, by card id (Hosokawa … Yagyu).</extracomment>
        <translation>Greift er an, legt seine Seite für ihn zwei Würfel fest statt einem.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once in every battle he fights in, his player may roll all unlocked dice again.</source>
        <translation>Einmal in jeder Schlacht, in der er kämpft, darf seine Familie alle nicht festgelegten Würfel neu würfeln.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>When he defends, his side gets 2 extra points.</source>
        <translation>Verteidigt er, erhält seine Seite 2 zusätzliche Punkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If his side loses a battle, he retreats to a neighbouring province of his player instead of dying.</source>
        <translation>Verliert seine Seite eine Schlacht, zieht er sich in eine benachbarte Provinz seiner Familie zurück, statt zu sterben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>His side gets 1 extra point in every battle he fights in.</source>
        <translation>In jeder Schlacht, in der er kämpft, erhält seine Seite 1 zusätzlichen Punkt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units that cross a sea or raid together with him lose none to the dice.</source>
        <translation>Bei Überfahrten und Überfällen, an denen er teilnimmt, gehen keine Einheiten durch die Würfel verloren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Once every autumn his player takes a random hanafuda card from an opponent and gives that player one of his own of his choice.</source>
        <translation>Einmal in jedem Herbst nimmt seine Familie einer gegnerischen Familie eine zufällige Hanafuda-Karte weg und gibt ihr dafür eine eigene Karte nach Wahl.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Produce in his province draws 3 hanafuda cards instead of 2.</source>
        <translation>Produzieren in seiner Provinz bringt 3 statt 2 Hanafuda-Karten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once every autumn one hanafuda card of his player counts as any kind in a combination.</source>
        <translation>Einmal in jedem Herbst zählt eine Hanafuda-Karte seiner Familie in einer Kombination als beliebige Sorte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>His player draws 1 hanafuda card at the start of every autumn.</source>
        <translation>Seine Familie zieht zu Beginn jedes Herbstes 1 Hanafuda-Karte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Every combination his player trades for honor brings 1 honor more.</source>
        <translation>Jede Kombination, die seine Familie gegen Ehrenpunkte eintauscht, bringt 1 Ehrenpunkt mehr.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>His player needs one card fewer for the plain-card combinations (5 instead of 6, 9 instead of 10).</source>
        <translation>Seine Familie braucht für die Kombinationen aus einfachen Karten eine Karte weniger (5 statt 6, 9 statt 10).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>His player may hold two family members of the same family.</source>
        <translation>Seine Familie darf zwei Familienmitglieder derselben Familie halten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Once every winter his player may look at another player&apos;s diplomacy cards.</source>
        <translation>Einmal in jedem Winter darf sich seine Familie die Diplomatiekarten einer anderen Familie ansehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In spring, once all orders are placed, his player may look at one hidden order of an opponent.</source>
        <translation>Im Frühling, sobald alle Befehle liegen, darf sich seine Familie einen verdeckten Befehl einer gegnerischen Familie ansehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>His player gains 2 honor on hosting the Emperor.</source>
        <translation>Ist der Kaiser bei seiner Familie zu Gast, erhält sie 2 Ehrenpunkte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>His player&apos;s military support cards may count one die more than their value.</source>
        <translation>Die Unterstützungskarten seiner Familie dürfen einen Würfel mehr zählen, als ihr Wert angibt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Killing a hostage brings his player 3 × its value in honor instead of 2 ×.</source>
        <translation>Tötet seine Familie eine Geisel, erhält sie das Dreifache ihres Werts an Ehrenpunkten statt des Doppelten.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Hanafuda</source>
        <translation>Hanafuda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Diplomacy</source>
        <translation>Diplomatie</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 · %2: %3</source>
        <translation>%1 · %2: %3</translation>
    </message>
</context>
<context>
    <name>TableKit</name>
    <message>
        <location filename="../senji_desktop/ui/senji/board.py" line="+169"/>
        <source>Player %1</source>
        <extracomment>The layout the drawing was made with (animations place pieces by it). Where the seas&apos; names are written (a sheet that may move leaves their middle free).</extracomment>
        <translation>Spieler %1</translation>
    </message>
</context>
</TS>
