<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>OptionsWidget</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/options.py" line="+45"/>
        <source>A duel for two players: no variants to choose.</source>
        <translation>Ein Duell für zwei Personen – ohne Varianten.</translation>
    </message>
</context>
<context>
    <name>SenbaZuruEndDialog</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/end_dialog.py" line="+36"/>
        <source>A shared victory!</source>
        <translation>Ein geteilter Sieg!</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 wins with %2 points against %3.</source>
        <translation>%1 gewinnt mit %2 zu %3 Punkten.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Both players have %1 points.</source>
        <translation>Beide haben %1 Punkte.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 wins the tie with more crowned-crane tokens (%2 against %3).</source>
        <translation>Bei Gleichstand gewinnt %1 mit mehr Kronenkranich-Markern (%2 zu %3).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Both players have %1 points and %2 crowned-crane tokens: they share the victory.</source>
        <translation>Beide haben %1 Punkte und %2 Kronenkranich-Marker: Sie teilen sich den Sieg.</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>SenbaZuru – result</source>
        <translation>SenbaZuru – Ergebnis</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Tiles</source>
        <translation>Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden cranes</source>
        <translation>Goldene Kraniche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden origami</source>
        <translation>Goldorigami</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Crowned-crane tokens</source>
        <translation>Kronenkranich-Marker</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the home screen</source>
        <translation>Zur Startseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SenbaZuruHint</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/hints.py" line="+22"/>
        <source>Placed here, this tile lets you catch a tile.</source>
        <translation>Legst du dieses Plättchen hierhin, kannst du ein Plättchen übernehmen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Placed here, this tile lets you catch %1 tiles.</source>
        <translation>Legst du dieses Plättchen hierhin, kannst du %1 Plättchen übernehmen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A crowned crane brings you a reward when you place it.</source>
        <translation>Ein Kronenkranich bringt dir beim Legen eine Belohnung.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This diagonal gives you a tile.</source>
        <translation>Diese Diagonale bringt dir ein Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This diagonal gives you %1 tiles.</source>
        <translation>Diese Diagonale bringt dir %1 Plättchen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A crowned crane: placing it later brings a reward.</source>
        <translation>Ein Kronenkranich: Wenn du ihn später legst, bringt er dir eine Belohnung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A golden crane counts two points at the end.</source>
        <translation>Ein goldener Kranich zählt am Ende zwei Punkte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You cannot place any tile, so one goes out of the game.</source>
        <translation>Du kannst kein Plättchen legen, also kommt eines aus dem Spiel.</translation>
    </message>
</context>
<context>
    <name>SenbaZuruLog</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/log_text.py" line="+56"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The tiles were dealt; %1 begins.</source>
        <translation>Die Plättchen wurden verteilt; %1 beginnt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 was dealt: %2.</source>
        <translation>%1 hat erhalten: %2.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 placed %2.</source>
        <translation>%1 hat %2 gelegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 could not place any tile and put %2 out of the game.</source>
        <translation>%1 konnte kein Plättchen legen und hat %2 aus dem Spiel genommen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 caught one tile.</source>
        <translation>%1 hat ein Plättchen übernommen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 caught a chain of %n tiles.</source>
        <translation>%1 hat eine Kette aus %n Plättchen übernommen.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 left the other chains alone.</source>
        <translation>%1 hat die übrigen Ketten liegen lassen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Crowned crane: %1 took a golden origami token.</source>
        <translation>Kronenkranich: %1 hat einen Goldorigami-Marker genommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Crowned crane: the supply is empty, so %1 took a golden origami token from the opponent.</source>
        <translation>Kronenkranich: Der Vorrat ist leer, darum hat %1 einen Goldorigami-Marker vom Gegenüber genommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Crowned crane: no golden origami token is left for %1.</source>
        <translation>Kronenkranich: Für %1 ist kein Goldorigami-Marker mehr übrig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 took a crowned-crane token from a tile on the board.</source>
        <translation>%1 hat einen Kronenkranich-Marker von einem Plättchen genommen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 put a crowned-crane token on one of their tiles.</source>
        <translation>%1 hat einen Kronenkranich-Marker auf ein eigenes Plättchen gelegt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>All crowned-crane tokens already lie on %1&apos;s tiles.</source>
        <translation>Alle Kronenkranich-Marker liegen schon auf den Plättchen von %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 took %2 from the display.</source>
        <translation>%1 hat %2 aus der Auslage genommen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The pile is empty: the display left the game. Now the hands are played out.</source>
        <translation>Der Nachziehstapel ist leer: Die Auslage ist aus dem Spiel. Jetzt werden die Handplättchen ausgespielt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>SenbaZuruTable</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/table.py" line="+449"/>
        <source>Catch all</source>
        <translation>Alle übernehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catch every framed chain (Enter).</source>
        <translation>Übernimm alle umrahmten Ketten (Eingabetaste).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the rest</source>
        <translation>Rest liegen lassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catch no more chains this turn (Esc).</source>
        <translation>Übernimm in diesem Zug keine weitere Kette (Esc).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the whole board</source>
        <translation>Ganzes Spielfeld zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom and centre the board so every tile is in sight (key 0). Drag to pan, turn the mouse wheel to zoom.</source>
        <translation>Zoomt und zentriert das Spielfeld, sodass alle Plättchen zu sehen sind (Taste 0). Ziehen verschiebt, das Mausrad zoomt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the result</source>
        <translation>Ergebnis zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the end-of-game summary again.</source>
        <translation>Öffnet die Übersicht zum Spielende noch einmal.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>The game is over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your turn, %1</source>
        <translation>Du bist am Zug, %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Place a tile from the hand.</source>
        <translation>Lege ein Plättchen von deiner Hand.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose which chains to catch.</source>
        <translation>Wähle, welche Ketten du übernimmst.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a crowned-crane token from a tile.</source>
        <translation>Nimm einen Kronenkranich-Marker von einem Plättchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Put a crowned-crane token on an own tile.</source>
        <translation>Lege einen Kronenkranich-Marker auf ein eigenes Plättchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a tile from the display.</source>
        <translation>Nimm ein Plättchen aus der Auslage.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Points right now</source>
        <translation>Aktueller Punktestand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Golden origami: %1 · Crowned-crane tokens: %2</source>
        <translation>Goldorigami: %1 · Kronenkranich-Marker: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Supply: %1 golden origami, %2 crowned-crane tokens</source>
        <translation>Vorrat: %1 Goldorigami, %2 Kronenkranich-Marker</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Choose a hand tile below (keys 1–3); the cells where it may go glow. Point at one to see what it would catch, click to place (or Tab to a cell and press Space).</source>
        <translation>Wähle unten ein Handplättchen (Tasten 1–3); die Felder, auf die es darf, leuchten. Zeig auf ein Feld, um zu sehen, was du übernehmen würdest, und klicke zum Legen (oder geh mit Tab zum Feld und drück die Leertaste).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>None of your tiles fits anywhere: click the hand tile you put out of the game.</source>
        <translation>Keines deiner Plättchen passt irgendwohin: Klicke auf das Handplättchen, das du aus dem Spiel nimmst.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a framed chain to catch it, or catch all of them.</source>
        <translation>Klicke auf eine umrahmte Kette, um sie zu übernehmen, oder übernimm alle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The supply is empty: click a tile with a gold frame to take its token.</source>
        <translation>Der Vorrat ist leer: Klicke auf ein gold umrahmtes Plättchen, um seinen Marker zu nehmen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click one of your framed tiles. Tokens stay with their tile.</source>
        <translation>Klicke auf eines deiner umrahmten Plättchen. Marker bleiben bei ihrem Plättchen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a glowing tile of the display.</source>
        <translation>Klicke auf ein leuchtendes Plättchen der Auslage.</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>%1. Nobody controls it.</source>
        <translation>%1. Niemand kontrolliert es.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1. Controlled by %2.</source>
        <translation>%1. Es gehört %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Crowned-crane tokens on it: %n.</source>
        <translation>Kronenkranich-Marker darauf: %n.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>This placement catches nothing.</source>
        <translation>Hier übernimmst du nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This placement catches 1 tile.</source>
        <translation>Hier übernimmst du 1 Plättchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This placement catches %n tiles.</source>
        <translation>Hier übernimmst du %n Plättchen.</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+85"/>
        <source>Please wait for your turn.</source>
        <translation>Bitte warte, bis du am Zug bist.</translation>
    </message>
    <message>
        <location line="-69"/>
        <source>Click a framed chain, or use the buttons.</source>
        <translation>Klicke auf eine umrahmte Kette oder nutze die Schaltflächen.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The token must go on a tile you control.</source>
        <translation>Der Marker muss auf ein Plättchen, das du kontrollierst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take a token from a tile you do not control.</source>
        <translation>Nimm einen Marker von einem Plättchen, das du nicht kontrollierst.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Take a tile from the display below.</source>
        <translation>Nimm unten ein Plättchen aus der Auslage.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose a tile in your hand below.</source>
        <translation>Wähle unten ein Plättchen von deiner Hand.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>First choose a tile in your hand below.</source>
        <translation>Wähle zuerst unten ein Plättchen von deiner Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>That cell is taken.</source>
        <translation>Dieses Feld ist schon belegt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A tile must touch another tile along a full side.</source>
        <translation>Ein Plättchen muss ein anderes mit einer ganzen Seite berühren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A tile may not touch a tile of its colour in the other intensity along a side.</source>
        <translation>Ein Plättchen darf mit keiner Seite ein Plättchen seiner Farbe in der anderen Helligkeit berühren.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>This tile cannot go there.</source>
        <translation>Dieses Plättchen darf dort nicht hin.</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>You have placed your tile for this turn.</source>
        <translation>Du hast in diesem Zug schon ein Plättchen gelegt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>You take a tile from the display at the end of your turn.</source>
        <translation>Ein Plättchen aus der Auslage nimmst du am Ende deines Zuges.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/tray.py" line="+83"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+49"/>
        <source>%1&apos;s hand</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Display</source>
        <translation>Auslage</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Pile: %n</source>
        <translation>Stapel: %n</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The display is gone: the hands are played out.</source>
        <translation>Die Auslage ist weg: Die Handplättchen werden ausgespielt.</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>No tiles left</source>
        <translation>Keine Plättchen mehr</translation>
    </message>
</context>
<context>
    <name>SenbaZuruTile</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/log_text.py" line="-92"/>
        <source>a light blue tile</source>
        <translation>ein hellblaues Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a dark blue tile</source>
        <translation>ein dunkelblaues Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a light red tile</source>
        <translation>ein hellrotes Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a dark red tile</source>
        <translation>ein dunkelrotes Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a light green tile</source>
        <translation>ein hellgrünes Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a dark green tile</source>
        <translation>ein dunkelgrünes Plättchen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the start tile</source>
        <translation>das Startplättchen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 with a crowned crane</source>
        <translation>%1 mit Kronenkranich</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 with a golden crane</source>
        <translation>%1 mit goldenem Kranich</translation>
    </message>
</context>
</TS>
