<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>OptionsWidget</name>
    <message>
        <location filename="../senji_desktop/ui/tenno/options.py" line="+28"/>
        <source>Every player gets one set of eleven cards; %n sets in play.</source>
        <translation>Jede Person bekommt einen Satz aus elf Karten; %n Sätze im Spiel.</translation>
    </message>
</context>
<context>
    <name>TennoCard</name>
    <message>
        <location filename="../senji_desktop/ui/tenno/log_text.py" line="+31"/>
        <location line="+1"/>
        <location line="+1"/>
        <source>Peasant</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Monk</source>
        <translation>Mönch</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>%1 (%2)</source>
        <comment>card name (printed value)</comment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>TennoEndDialog</name>
    <message>
        <location filename="../senji_desktop/ui/tenno/result.py" line="+42"/>
        <source>The game ended when %1 had to refill a position with no card in hand.</source>
        <extracomment>Qt&apos;s translate; lupdate finds ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls.</extracomment>
        <translation>Das Spiel endete, als %1 eine Position auffüllen musste, aber keine Karte mehr auf der Hand hatte.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 captured the most: %2 points.</source>
        <translation>%1 hat am meisten erbeutet: %2 Punkte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 tied with %2 points each.</source>
        <translation>Gleichstand: %1 haben je %2 Punkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cards left in hand and on the table decide: %1 has %2.</source>
        <translation>Die übrigen Karten auf der Hand und in der Auslage entscheiden: %1 hat %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Their cards left in hand and on the table are worth %1 each too, so they share the win.</source>
        <translation>Auch ihre übrigen Karten auf der Hand und in der Auslage sind je %1 wert, also teilen sie sich den Sieg.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Captured cards</source>
        <translation>Erbeutete Karten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand and table</source>
        <translation>Hand und Auslage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Winner</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Place %1</source>
        <translation>Platz %1</translation>
    </message>
</context>
<context>
    <name>TennoHint</name>
    <message>
        <location filename="../senji_desktop/ui/tenno/hints.py" line="+20"/>
        <source>Your %1 beats the %2 you know is there.</source>
        <translation>Du weißt, dass dort die Karte %2 liegt – deine Karte %1 schlägt sie.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your %1 beats %2 % of the cards that may lie there.</source>
        <translation>Deine Karte %1 schlägt %2 % der Karten, die dort liegen können.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The Monk&apos;s +2 can change the result of this battle.</source>
        <translation>Die +2 des Mönchs können den Ausgang dieses Kampfes ändern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at one of %1&apos;s hidden cards: knowing it helps in later battles.</source>
        <translation>Sieh dir eine verdeckte Karte von %1 an: Das hilft dir in späteren Kämpfen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Of your hand cards, the %1 defends this position best.</source>
        <translation>Von deinen Handkarten verteidigt %1 diese Position am besten.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others know your %1 there; laid down again, it is hidden once more.</source>
        <translation>Die anderen kennen %1 auf dieser Position; neu hingelegt ist die Karte wieder verdeckt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The others know your %1 there; your stronger %2 takes its place unseen.</source>
        <translation>Die anderen kennen %1 auf dieser Position; lege ungesehen deine stärkere Karte %2 dorthin.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your %2 is much stronger than the %1 it replaces.</source>
        <translation>Deine Karte %2 ist viel stärker als die Karte %1, die sie ersetzt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Peasants lie face down, so no order is better than another.</source>
        <translation>Deine Bauern liegen verdeckt, also ist keine Reihenfolge besser als eine andere.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>None of your hand cards is much stronger than your weakest table card.</source>
        <translation>Keine deiner Handkarten ist viel stärker als die schwächste Karte deiner Auslage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No second attack promises a gain.</source>
        <translation>Kein zweiter Angriff verspricht einen Gewinn.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You already know every card there.</source>
        <translation>Du kennst dort schon jede Karte.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This is the only move you have here.</source>
        <translation>Hier hast du nur diesen einen Zug.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The computer played this position out many times; this choice came off best.</source>
        <translation>Der Computer hat die Lage viele Male durchgespielt; diese Wahl schnitt am besten ab.</translation>
    </message>
</context>
<context>
    <name>TennoLog</name>
    <message>
        <location filename="../senji_desktop/ui/tenno/log_text.py" line="-19"/>
        <source>left</source>
        <translation>linke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>middle</source>
        <translation>mittlere</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>right</source>
        <translation>rechte</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>{name} laid out the Peasants: {order}.</source>
        <translation>{name} hat die Bauern ausgelegt: {order}.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} laid out the Peasants face down.</source>
        <translation>{name} hat die Bauern verdeckt ausgelegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>— {name}&apos;s turn —</source>
        <translation>— {name} ist am Zug —</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Second attack: {name}&apos;s {card} attacked {target}&apos;s {their}.</source>
        <translation>Zweiter Angriff: {name} hat mit {card} angegriffen, Ziel: {their} von {target}.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name}&apos;s {card} attacked {target}&apos;s {their}.</source>
        <translation>{name} hat mit {card} angegriffen, Ziel: {their} von {target}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} revealed a Monk: +2 for the defender.</source>
        <translation>{name} hat einen Mönch aufgedeckt: +2 für die Verteidigung.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} made no second attack.</source>
        <translation>{name} hat auf einen zweiten Angriff verzichtet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} laid {card} in the {position} position.</source>
        <translation>{name} hat {card} auf die {position} Position gelegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} refilled the {position} position.</source>
        <translation>{name} hat die {position} Position aufgefüllt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} took up {card} and laid it back in the {position} position.</source>
        <translation>{name} hat {card} aufgenommen und wieder auf die {position} Position gelegt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} took {old} into the hand and laid {card} in the {position} position.</source>
        <translation>{name} hat {old} auf die Hand genommen und {card} auf die {position} Position gelegt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} exchanged the {position} card with one from the hand.</source>
        <translation>{name} hat die {position} Karte gegen eine Handkarte getauscht.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} swapped the {first} and {second} cards.</source>
        <translation>{name} hat die {first} und die {second} Karte vertauscht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} picked up the {first} and {second} cards and laid them back unchanged.</source>
        <translation>{name} hat die {first} und die {second} Karte aufgenommen und unverändert zurückgelegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} picked up the {first} and {second} cards and laid them down again.</source>
        <translation>{name} hat die {first} und die {second} Karte aufgenommen und wieder ausgelegt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} kept the cards as they were.</source>
        <translation>{name} hat die Karten gelassen, wie sie waren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} looked at {target}&apos;s {position} card: {card}.</source>
        <translation>{name} hat sich die {position} Karte von {target} angesehen: {card}.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} looked at {target}&apos;s {position} card.</source>
        <translation>{name} hat sich die {position} Karte von {target} angesehen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>{name} did not look at a card.</source>
        <translation>{name} hat sich keine Karte angesehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} had to refill a position with an empty hand: the game is over.</source>
        <translation>{name} musste mit leerer Hand eine Position auffüllen: Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>{attacker} won {score} and captured {card}.</source>
        <translation>{attacker} hat {score} gewonnen und {card} erbeutet.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{defender} won {score}; the Shogun captured {card}.</source>
        <translation>{defender} hat {score} gewonnen; der Shogun hat {card} erbeutet.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{defender} won {score}; {card} was discarded.</source>
        <translation>{defender} hat {score} gewonnen; {card} kam auf den Ablagestapel.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Two Geishas met: both left the game.</source>
        <translation>Zwei Geishas trafen aufeinander: Beide sind aus dem Spiel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tie at {score}: {card} and {other} were discarded.</source>
        <translation>Unentschieden {score}: {card} und {other} kamen auf den Ablagestapel.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Geisha left the game.</source>
        <translation>Die Geisha ist aus dem Spiel.</translation>
    </message>
</context>
<context>
    <name>TennoTable</name>
    <message>
        <location filename="../senji_desktop/ui/tenno/texts.py" line="+79"/>
        <source>Captured cards: %n (face down until the end)</source>
        <translation>Erbeutete Karten: %n (verdeckt bis zum Spielende)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>captured</source>
        <translation>erbeutet</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Your hand is empty</source>
        <translation>Deine Hand ist leer</translation>
    </message>
    <message>
        <location line="-22"/>
        <source>arranging the Peasants</source>
        <translation>legt die Bauern aus</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peasants not yet laid out</source>
        <translation>Bauern noch nicht ausgelegt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>1 card in hand</source>
        <translation>Hand: 1 Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n cards in hand</source>
        <translation>Hand: %n Karten</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>An empty position</source>
        <translation>Eine leere Position</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>The colour and symbol of this player&apos;s cards</source>
        <extracomment>Qt&apos;s translate; lupdate finds ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls.</extracomment>
        <translation>Farbe und Symbol der Karten dieses Spielers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>An empty position: the next refill goes here</source>
        <translation>Eine leere Position: Hier wird als Nächstes aufgefüllt</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A face-down card — still the Peasant laid out at the start</source>
        <translation>Eine verdeckte Karte – noch der Bauer vom Spielbeginn</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A face-down card</source>
        <translation>Eine verdeckte Karte</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — everyone has seen this card</source>
        <translation>%1 – alle haben diese Karte gesehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — only you have looked at this card</source>
        <translation>%1 – nur du hast dir diese Karte angesehen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — looked at by: %2</source>
        <translation>%1 – angesehen von: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Captured cards: %1</source>
        <translation>Erbeutete Karten: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>1 point</source>
        <translation>1 Punkt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n points</source>
        <translation>%n Punkte</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Hand: %n</source>
        <comment>short form of &apos;7 cards in hand&apos;</comment>
        <translation>Hand: %n</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>discard</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out of the game</source>
        <translation>aus dem Spiel</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Hand of %1</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Battle: %1 against %2 — %3 may reveal a Monk</source>
        <translation>Kampf: %1 gegen %2 – %3 darf einen Mönch aufdecken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Battle: %1 against %2</source>
        <translation>Kampf: %1 gegen %2</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/tenno/presenter.py" line="+507"/>
        <source>Lay them out</source>
        <extracomment>Qt&apos;s translate; lupdate finds ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls. The smallest text a banner shrinks to (scene units: its font is 0.42 of its 72-unit height, shrunk to fit the width). The Peasants&apos; order each seat arranged last (TEN-1), so it stays on the table while the chosen arrangement is on its way to the engine. The names and the smallest legible text of the last drawing (for the banners of animations).</extracomment>
        <translation>Auslegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay your Peasants face down in the order shown</source>
        <translation>Deine Bauern in der gezeigten Reihenfolge verdeckt auslegen</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/tenno/texts.py" line="+54"/>
        <source>Fight without the Monk</source>
        <translation>Ohne Mönch kämpfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not reveal a Monk in this battle</source>
        <translation>In diesem Kampf keinen Mönch aufdecken</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No second attack</source>
        <translation>Kein zweiter Angriff</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>End your attacks for this turn</source>
        <translation>Deine Angriffe in diesem Zug beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keep the cards as they are</source>
        <translation>Karten so lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not exchange any card</source>
        <translation>Keine Karte tauschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Don&apos;t look</source>
        <translation>Nicht ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Do not look at any of the attacker&apos;s cards</source>
        <translation>Keine Karte der angreifenden Person ansehen</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>Fight without a Monk</source>
        <translation>Ohne Mönch kämpfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no Monk on the table</source>
        <translation>Du hast keinen Mönch in deiner Auslage</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Skip</source>
        <translation>Auslassen</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/tenno/presenter.py" line="+7"/>
        <source>Swap them</source>
        <translation>Vertauschen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Exchange the two chosen cards; the others see only that you picked them up</source>
        <translation>Die beiden gewählten Karten vertauschen; die anderen sehen nur, dass du sie aufgenommen hast</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lay them back unchanged</source>
        <translation>Unverändert zurücklegen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick the two cards up and put them back where they were</source>
        <translation>Die beiden Karten aufnehmen und an ihre alten Positionen zurücklegen</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/tenno/texts.py" line="+8"/>
        <source>Arrange your three Peasants</source>
        <translation>Ordne deine drei Bauern an</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 arranges the Peasants</source>
        <translation>%1 ordnet die Bauern an</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attack: choose your card and an opponent&apos;s card</source>
        <translation>Angriff: Wähle deine Karte und eine gegnerische Karte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses an attack</source>
        <translation>%1 wählt einen Angriff</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You are attacked: reveal a Monk for +2?</source>
        <translation>Du wirst angegriffen: Mönch für +2 aufdecken?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 may reveal a Monk</source>
        <translation>%1 darf einen Mönch aufdecken</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your Ronin fought: attack once more?</source>
        <translation>Dein Ronin hat gekämpft: Noch einmal angreifen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 may attack a second time (Ronin)</source>
        <translation>%1 darf ein zweites Mal angreifen (Ronin)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Refill your empty position from your hand</source>
        <translation>Fülle deine leere Position aus der Hand auf</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 refills an empty position</source>
        <translation>%1 füllt eine leere Position auf</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You lost no card: exchange one?</source>
        <translation>Du hast keine Karte verloren: Eine tauschen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 may exchange a card</source>
        <translation>%1 darf eine Karte tauschen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You won the defence: look at one of the attacker&apos;s cards?</source>
        <translation>Du hast dich erfolgreich verteidigt: Eine Karte der angreifenden Person ansehen?</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 may look at one of the attacker&apos;s cards</source>
        <translation>%1 darf eine Karte der angreifenden Person ansehen</translation>
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
        <location line="+3"/>
        <source>Click two of your Peasants (or drag one onto another) to exchange their places. Nobody else will see the order.</source>
        <translation>Klicke zwei deiner Bauern an (oder ziehe einen auf einen anderen), um ihre Plätze zu tauschen. Niemand sonst sieht die Reihenfolge.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click one of your cards, then the opponent&apos;s card to attack. The Shogun never attacks; the Ninja attacks with 8.</source>
        <translation>Klicke eine deiner Karten an, dann die gegnerische Karte, die du angreifst. Der Shogun greift nie an; der Ninja greift mit 8 an.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You have no Monk on the table to help: the card fights without one. Press the button to go on.</source>
        <translation>Du hast keinen Mönch in deiner Auslage, der helfen könnte: Die Karte kämpft ohne ihn. Drück auf den Knopf, um weiterzuspielen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click your Monk to give the defending card +2, or fight without it. A revealed Monk is seen by everyone.</source>
        <translation>Klicke deinen Mönch an, um der verteidigenden Karte +2 zu geben, oder kämpfe ohne ihn. Einen aufgedeckten Mönch sehen alle.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a card in your hand: it goes face down to the marked position.</source>
        <translation>Klicke eine Karte auf deiner Hand an: Sie kommt verdeckt auf die markierte Position.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your hand is empty: click two of your table cards, then choose whether to swap them.</source>
        <translation>Deine Hand ist leer: Klicke zwei Karten deiner Auslage an und wähle dann, ob du sie vertauschst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click one of your table cards, then a hand card to lay in its place (or the same card again to lay it back).</source>
        <translation>Klicke eine Karte deiner Auslage an, dann eine Handkarte für ihren Platz (oder dieselbe Karte noch einmal, um sie zurückzulegen).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click one of the attacker&apos;s cards to look at it. Only you will see it.</source>
        <translation>Klicke eine Karte der angreifenden Person an, um sie anzusehen. Nur du siehst sie.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Piles are only counted: captured cards stay face down until the end.</source>
        <translation>Stapel werden nur gezählt: Erbeutete Karten bleiben bis zum Spielende verdeckt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Arrange the Peasants on your own table.</source>
        <translation>Ordne die Bauern in deiner eigenen Auslage an.</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Now click the card you want to attack.</source>
        <translation>Klicke jetzt die Karte an, die du angreifen willst.</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Reveal this Monk: +2 for your defending card</source>
        <translation>Diesen Mönch aufdecken: +2 für deine verteidigende Karte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay this card face down in the marked position</source>
        <translation>Diese Karte verdeckt auf die markierte Position legen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Lay this card in the chosen position</source>
        <translation>Diese Karte auf die gewählte Position legen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Look at this card (only you will see it)</source>
        <translation>Diese Karte ansehen (nur du siehst sie)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Exchange this Peasant with another</source>
        <translation>Diesen Bauern mit einem anderen tauschen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Attack with this card</source>
        <translation>Mit dieser Karte angreifen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack this card</source>
        <translation>Diese Karte angreifen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Pick up this card</source>
        <translation>Diese Karte aufnehmen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Now click the Peasant to exchange it with.</source>
        <translation>Klicke jetzt den Bauern an, mit dem du ihn tauschen willst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Now click the card you attack with.</source>
        <translation>Klicke jetzt die Karte an, mit der du angreifst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Now click a hand card to lay in its place, or the same card again to lay it back.</source>
        <translation>Klicke jetzt eine Handkarte für diesen Platz an oder dieselbe Karte noch einmal, um sie zurückzulegen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Now click the second card.</source>
        <translation>Klicke jetzt die zweite Karte an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Swap them, or lay them back unchanged.</source>
        <translation>Vertausche sie oder lege sie unverändert zurück.</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>First click the table card you want to exchange.</source>
        <translation>Klicke zuerst die Karte deiner Auslage an, die du tauschen willst.</translation>
    </message>
    <message>
        <location line="-25"/>
        <source>This position is empty.</source>
        <translation>Diese Position ist leer.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>You attack with the cards on your table, not from your hand.</source>
        <translation>Du greifst mit den Karten deiner Auslage an, nicht mit Handkarten.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The Shogun never attacks.</source>
        <translation>Der Shogun greift nie an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Ronin has fought; attack with one of your other cards.</source>
        <translation>Der Ronin hat schon gekämpft; greife mit einer deiner anderen Karten an.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That card cannot be attacked now.</source>
        <translation>Diese Karte kann jetzt nicht angegriffen werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only your Monk can help here, and it cannot help itself.</source>
        <translation>Hier kann nur dein Mönch helfen, und sich selbst kann er nicht helfen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a card in your hand to refill the empty position.</source>
        <translation>Klicke eine Karte auf deiner Hand an, um die leere Position aufzufüllen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You may look only at the attacker&apos;s cards.</source>
        <translation>Du darfst dir nur Karten der angreifenden Person ansehen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only your own cards can be exchanged.</source>
        <translation>Du kannst nur deine eigenen Karten tauschen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible right now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
</context>
</TS>
