<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>OptionsWidget</name>
    <message>
        <location filename="../senji_desktop/ui/shinobi/options.py" line="+48"/>
        <source>Nothing else to choose: every clan starts with five lives and one card of each weapon.</source>
        <translation>Sonst gibt es nichts zu wählen: Jeder Clan beginnt mit fünf Leben und je einer Karte jeder Waffe.</translation>
    </message>
</context>
<context>
    <name>ShinobiEndDialog</name>
    <message>
        <location filename="../senji_desktop/ui/shinobi/result.py" line="+28"/>
        <source>%1 is the Great Daimyo!</source>
        <translation>%1 ist der Große Daimyo!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 share the win!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 was the only one left with lives (%2) and wins.</source>
        <translation>Nur %1 hatte noch Leben übrig (%2) und gewinnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 was the only one left with a life and wins.</source>
        <translation>Nur %1 hatte noch ein Leben übrig und gewinnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The last lives of %1 fell in the same resolution, so they share the win.</source>
        <translation>%1 verloren ihre letzten Leben in derselben Auflösung und teilen sich deshalb den Sieg.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Place %1: %2, out of lives in the final resolution.</source>
        <translation>%1. Platz: %2, in der letzten Auflösung ohne Leben geblieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place %1: %2, out of lives one resolution before the end.</source>
        <translation>%1. Platz: %2, eine Auflösung vor dem Ende ohne Leben geblieben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place %1: %2, out of lives %n resolutions before the end.</source>
        <translation>%1. Platz: %2, %n Auflösungen vor dem Ende ohne Leben geblieben.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The game lasted %n rounds.</source>
        <translation>Die Partie dauerte %n Runden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game lasted one round.</source>
        <translation>Die Partie dauerte eine Runde.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lives</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Out of lives</source>
        <translation>Ohne Leben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>in the final resolution</source>
        <translation>in der letzten Auflösung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n resolutions before the end</source>
        <translation>%n Auflösungen vor dem Ende</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>one resolution before the end</source>
        <translation>eine Auflösung vor dem Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Great Daimyo</source>
        <translation>Großer Daimyo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place %1</source>
        <translation>%1. Platz</translation>
    </message>
</context>
<context>
    <name>ShinobiFlavour</name>
    <message>
        <location filename="../senji_desktop/ui/shinobi/log_text.py" line="+46"/>
        <source>A small gift from my clan.</source>
        <extracomment>Which of WEAPON_NAMES go through the translation. Lines that say nothing about any weapon.</extracomment>
        <translation>Ein kleines Geschenk meines Clans.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing personal.</source>
        <translation>Nimm es nicht persönlich.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Trust me.</source>
        <translation>Vertrau mir.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose wisely.</source>
        <translation>Wähle weise.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You will never see this one coming.</source>
        <translation>Das siehst du nicht kommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consider it a friendly warning.</source>
        <translation>Sieh es als freundliche Warnung.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>My hands are clean. Mostly.</source>
        <translation>Meine Hände sind sauber. Meistens.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do I look like a liar?</source>
        <translation>Sehe ich aus, als würde ich lügen?</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1. On my honour.</source>
        <extracomment>Lines about the announced weapon (public anyway); %1 is its name.</extracomment>
        <translation>%1. Bei meiner Ehre.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>It really is %1. Would I lie?</source>
        <translation>Es ist wirklich %1. Würde ich lügen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 — or is it?</source>
        <translation>%1 – oder etwa nicht?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>I said %1, did I not?</source>
        <translation>Ich sagte %1, oder?</translation>
    </message>
</context>
<context>
    <name>ShinobiHint</name>
    <message>
        <location filename="../senji_desktop/ui/shinobi/hints.py" line="+20"/>
        <source>Give %1 the %2 and announce it truthfully.</source>
        <translation>Gib %1 das %2 und sag es ehrlich an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Give %1 the %2 but announce the %3: a bluff.</source>
        <translation>Gib %1 das %2, sag aber %3 an: ein Bluff.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The cards of %1 and %2 show the same weapon with a chance of only %3 %.</source>
        <translation>Die Karten von %1 und %2 zeigen nur mit %3 % Wahrscheinlichkeit dieselbe Waffe.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The two weapons differ, so accepting costs you no life.</source>
        <translation>Die beiden Waffen sind verschieden: Nimmst du es hin, verlierst du kein Leben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Taking the hit costs one life; a false charge of plotting would cost two.</source>
        <translation>Den Treffer hinzunehmen kostet ein Leben; eine falsche Anklage wegen Verschwörung würde zwei kosten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This charge is right with a chance of %1 %.</source>
        <translation>Diese Anklage ist mit %1 % Wahrscheinlichkeit berechtigt.</translation>
    </message>
</context>
<context>
    <name>ShinobiLog</name>
    <message>
        <location filename="../senji_desktop/ui/shinobi/log_text.py" line="+15"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Round %1 began; %2 held the meeple.</source>
        <translation>Runde %1 begann; %2 hatte die Startfigur.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 attacked %2 with the %3 and announced the %4.</source>
        <translation>%1 griff %2 mit dem %3 an und sagte %4 an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 attacked %2 and announced the %3.</source>
        <translation>%1 griff %2 an und sagte %3 an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Every attack was assigned; %1 resolved first.</source>
        <translation>Alle Angriffe waren verteilt; %1 begann mit dem Auflösen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 revealed %2 from %3 and %4 from %5: the same weapon.</source>
        <translation>%1 deckte %2 von %3 und %4 von %5 auf: dieselbe Waffe.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 revealed %2 from %3 and %4 from %5: different weapons.</source>
        <translation>%1 deckte %2 von %3 und %4 von %5 auf: verschiedene Waffen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 took the hit.</source>
        <translation>%1 nahm den Treffer hin.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 denounced nothing.</source>
        <translation>%1 prangerte nichts an.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 denounced incompetence: the third card, from %2, was %3 — all three differ, the charge held.</source>
        <translation>%1 prangerte Unfähigkeit an: Die dritte Karte, von %2, war %3 – alle drei verschieden, die Anklage war berechtigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 denounced incompetence: the third card, from %2, was %3 — a pair, the charge was false.</source>
        <translation>%1 prangerte Unfähigkeit an: Die dritte Karte, von %2, war %3 – ein Paar, die Anklage war falsch.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 denounced plotting: the third card, from %2, was %3 too — the charge held.</source>
        <translation>%1 prangerte Verschwörung an: Die dritte Karte, von %2, war ebenfalls %3 – die Anklage war berechtigt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 denounced plotting: the third card, from %2, was %3 — the charge was false.</source>
        <translation>%1 prangerte Verschwörung an: Die dritte Karte, von %2, war %3 – die Anklage war falsch.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 lost a life (%2 left).</source>
        <translation>%1 verlor ein Leben (noch %2).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 lost %n lives (%2 left).</source>
        <translation>%1 verlor %n Leben (noch %2).</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 had no lives left, but kept attacking and denouncing.</source>
        <translation>%1 hatte kein Leben mehr, spielte aber weiter mit: Angreifen und Anprangern bleiben erlaubt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 ended; the cards went back to their clans.</source>
        <translation>Runde %1 endete; die Karten gingen an ihre Clans zurück.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 was the last with lives left: the Great Daimyo.</source>
        <translation>Nur %1 hatte noch Leben: der Große Daimyo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The last lives fell together; %1 shared the win.</source>
        <translation>Die letzten Leben fielen gleichzeitig; %1 teilten sich den Sieg.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 to %2: “%3”</source>
        <translation>%1 zu %2: „%3“</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>%1 attacked %2 with the %4. The small badge with the black cube shows what %1 announced: the %3.</source>
        <extracomment>Tooltip of a revealed attack card; %1 gave it to %2, %3 was announced, %4 is on it.</extracomment>
        <translation>%1 hat %2 mit dem %4 angegriffen. Das kleine Abzeichen mit dem schwarzen Würfel zeigt, was %1 angesagt hat: das %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your card to %2: the %4 — the corner badge shows it to you alone. The round badge with the black cube is your announcement: the %3.</source>
        <extracomment>Tooltip of a face-down card the viewer gave; %2 received it.</extracomment>
        <translation>Deine Karte an %2: das %4 – das Eckabzeichen zeigt es nur dir. Das runde Abzeichen mit dem schwarzen Würfel ist deine Ansage: das %3.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 attacked %2 face down. The round badge with the black cube is the announcement, the %3 — perhaps a bluff. The small emblem at the top is %1&apos;s clan.</source>
        <extracomment>Tooltip of a face-down attack card; %1 gave it to %2, %3 was announced.</extracomment>
        <translation>%1 hat %2 verdeckt angegriffen. Das runde Abzeichen mit dem schwarzen Würfel ist die Ansage, das %3 – vielleicht ein Bluff. Das kleine Wappen oben zeigt den Clan von %1.</translation>
    </message>
</context>
<context>
    <name>ShinobiTable</name>
    <message>
        <location filename="../senji_desktop/ui/shinobi/presenter.py" line="+664"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location line="-295"/>
        <source>Round %1 · Assigning attacks: one card left</source>
        <translation>Runde %1 · Angriffe verteilen: noch eine Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Round %1 · Assigning attacks: %n cards left</source>
        <translation>Runde %1 · Angriffe verteilen: noch %n Karten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Round %1 · Resolving attacks</source>
        <translation>Runde %1 · Angriffe auflösen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The table shows only what every player may see.</source>
        <translation>Der Tisch zeigt nur, was alle sehen dürfen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Please wait for your turn.</source>
        <translation>Bitte warte, bis du am Zug bist.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Give one card face down to each rival still open (%1): pick a card and a plate — click both or drag the card — then announce a weapon. The announcement is public and may be a lie.</source>
        <translation>Gib jedem noch offenen Ziel (%1) eine Karte verdeckt: Wähle eine Karte und ein Namensschild – klicke beide an oder ziehe die Karte hinüber – und sage dann eine Waffe an. Die Ansage ist öffentlich und darf gelogen sein.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Keys: 1–4 card, 1–3 rival, Tab to the buttons.</source>
        <translation>Tasten: 1–4 Karte, 1–3 Ziel, Tab zu den Knöpfen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click two of the three cards you received to reveal them. Two of the same weapon cost you a life. Cards revealed this round and the log help you guess: each clan gave three different weapons.</source>
        <translation>Klicke zwei deiner drei erhaltenen Karten an, um sie aufzudecken. Zweimal dieselbe Waffe kostet dich ein Leben. Die in dieser Runde aufgedeckten Karten und der Spielverlauf helfen beim Raten: Jeder Clan hat drei verschiedene Waffen vergeben.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>You give %1 the %2. Announce a weapon:</source>
        <translation>Du gibst %1 das %2. Sage eine Waffe an:</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 already carries two announcements of the %2; a third is not allowed.</source>
        <translation>%1 hat schon zwei Ansagen „%2“; eine dritte ist nicht erlaubt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Announce the %1 — the truth.</source>
        <translation>%1 ansagen – die Wahrheit.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Announce the %1 — a bluff.</source>
        <translation>%1 ansagen – ein Bluff.</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>First pick a card and a rival.</source>
        <translation>Wähle zuerst eine Karte und ein Ziel.</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>You risk 1 life.</source>
        <translation>Du riskierst 1 Leben.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If the charge holds, each attacker loses 1 life.</source>
        <translation>Trifft die Anklage zu, verliert jeder Angreifer 1 Leben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the charge holds, %1 and %2 each lose 1 life.</source>
        <translation>Trifft die Anklage zu, verlieren %1 und %2 je 1 Leben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If the charge holds, %1 loses 1 life.</source>
        <translation>Trifft die Anklage zu, verliert %1 1 Leben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No attacker has a life left to lose.</source>
        <translation>Keiner deiner Angreifer hat noch ein Leben zu verlieren.</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Take the hit</source>
        <translation>Treffer hinnehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Go on</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Both cards are the %1: you lose 1 life.</source>
        <translation>Beide Karten sind %1: Du verlierst 1 Leben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Both cards are the %1, but you have no life left to lose.</source>
        <translation>Beide Karten sind %1, aber du hast kein Leben mehr zu verlieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you denounce plotting, the third card (from %2) is revealed.</source>
        <translation>Prangerst du eine Verschwörung an, wird die dritte Karte (von %2) aufgedeckt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>If not, you lose 2 lives.</source>
        <translation>Wenn nicht, verlierst du 2 Leben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If not, you lose your last life.</source>
        <translation>Wenn nicht, verlierst du dein letztes Leben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If not, you lose nothing either.</source>
        <translation>Wenn nicht, verlierst du auch nichts.</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Lose 1 life and go on</source>
        <translation>1 Leben verlieren und weiterspielen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Denounce plotting!</source>
        <translation>Verschwörung anprangern!</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>Denounce nothing</source>
        <translation>Nichts anprangern</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>You have no life left to lose; go on</source>
        <translation>Du hast kein Leben mehr zu verlieren; weiter</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>You risk 2 lives.</source>
        <translation>Du riskierst 2 Leben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You risk your last life.</source>
        <translation>Du riskierst dein letztes Leben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+3"/>
        <source>You risk nothing: you have no life left.</source>
        <translation>Du riskierst nichts: Du hast kein Leben mehr.</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>The cards are the %1 and the %2: the attack missed, you lose nothing.</source>
        <translation>Die Karten sind %1 und %2: Der Angriff ging daneben, du verlierst nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>If you denounce incompetence, the third card (from %3) is revealed.</source>
        <translation>Prangerst du Unfähigkeit an, wird die dritte Karte (von %3) aufgedeckt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If it matches one, you lose 1 life.</source>
        <translation>Gleicht sie einer davon, verlierst du 1 Leben.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>If it matches one, you lose nothing: you have no life left.</source>
        <translation>Gleicht sie einer davon, verlierst du nichts: Du hast kein Leben mehr.</translation>
    </message>
    <message>
        <location line="-122"/>
        <source>Lose nothing and go on</source>
        <translation>Nichts verlieren und weiterspielen</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>The meeple: %1 starts this round.</source>
        <translation>Die Startfigur: %1 beginnt diese Runde.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 kept the %2.</source>
        <translation>%1 hat das %2 behalten.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Your %1 card lies on the table this round.</source>
        <translation>Deine Karte %1 liegt in dieser Runde auf dem Tisch.</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Revealed cards that matched their announcement: %1 of %2</source>
        <translation>Aufgedeckte Karten, bei denen die Ansage stimmte: %1 von %2</translation>
    </message>
    <message>
        <location line="+185"/>
        <source>Announce a weapon:</source>
        <translation>Sage eine Waffe an:</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Denounce incompetence!</source>
        <translation>Unfähigkeit anprangern!</translation>
    </message>
    <message>
        <location line="+86"/>
        <source>From the cards of %1 you have seen this round, the charge holds with a chance of %2 %.</source>
        <translation>Nach den Karten von %1, die du in dieser Runde gesehen hast, ist die Anklage mit %2 % Wahrscheinlichkeit berechtigt.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>If it is the %1 too, you lose nothing and each of your three attackers loses 1 life.</source>
        <translation>Ist sie auch %1, verlierst du nichts und jeder deiner drei Angreifer verliert 1 Leben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If it is the %1 too, you lose nothing and %a and %b each lose 1 life (the third attacker has none left).</source>
        <translation>Ist sie auch %1, verlierst du nichts und %a und %b verlieren je 1 Leben (der dritte Angreifer hat keins mehr).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If it is the %1 too, you lose nothing and %a loses 1 life (the other attackers have none left).</source>
        <translation>Ist sie auch %1, verlierst du nichts und %a verliert 1 Leben (die anderen Angreifer haben keins mehr).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If it is the %1 too, you lose nothing, but none of your attackers has a life left to lose.</source>
        <translation>Ist sie auch %1, verlierst du nichts, aber keiner deiner Angreifer hat noch ein Leben zu verlieren.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>If it differs from both, each of your three attackers loses 1 life.</source>
        <translation>Ist sie anders als beide, verliert jeder deiner drei Angreifer 1 Leben.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If it differs from both, %a and %b each lose 1 life (the third attacker has none left).</source>
        <translation>Ist sie anders als beide, verlieren %a und %b je 1 Leben (der dritte Angreifer hat keins mehr).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If it differs from both, %a loses 1 life (the other attackers have none left).</source>
        <translation>Ist sie anders als beide, verliert %a 1 Leben (die anderen Angreifer haben keins mehr).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If it differs from both, nobody loses a life: none of your attackers has one left.</source>
        <translation>Ist sie anders als beide, verliert niemand ein Leben: Keiner deiner Angreifer hat noch eins.</translation>
    </message>
    <message>
        <location line="-421"/>
        <location line="+59"/>
        <source>Your %1 card</source>
        <translation>Deine Karte %1</translation>
    </message>
    <message>
        <location line="-28"/>
        <source>%1: %2 of 5 lives</source>
        <translation>%1: %2 von 5 Leben</translation>
    </message>
    <message>
        <location line="+111"/>
        <source>You cannot attack yourself.</source>
        <translation>Dich selbst kannst du nicht angreifen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You attack only the three rivals to your right: %1 is not one of them.</source>
        <translation>Du greifst nur die drei Plätze zu deiner Rechten an: %1 gehört nicht dazu.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 already has a card from you.</source>
        <translation>%1 hat schon eine Karte von dir.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cards are revealed later, when the attacks are resolved.</source>
        <translation>Karten werden später aufgedeckt, wenn die Angriffe aufgelöst werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick a card of your hand and a rival plate.</source>
        <translation>Wähle eine Karte deiner Hand und ein Ziel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Click two of the cards in front of you.</source>
        <translation>Klicke zwei der Karten vor dir an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decide with the buttons beside the table.</source>
        <translation>Entscheide mit den Knöpfen neben dem Tisch.</translation>
    </message>
</context>
<context>
    <name>ShinobiWeapon</name>
    <message>
        <location filename="../senji_desktop/ui/shinobi/log_text.py" line="-171"/>
        <source>Blowgun</source>
        <extracomment>Translation context of the weapon names. Translation context of the log lines (written out in each call for lupdate). Translation context of the flavour lines.</extracomment>
        <translation>Blasrohr</translation>
    </message>
</context>
</TS>
