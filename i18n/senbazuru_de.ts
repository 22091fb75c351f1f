<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>OptionsWidget</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/options.py" line="+21"/>
        <source>A duel for two players: no variants to choose.</source>
        <translation>Ein Duell für zwei Personen – ohne Varianten.</translation>
    </message>
</context>
<context>
    <name>SenbaZuruEndDialog</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/result.py" line="+33"/>
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
        <location line="+16"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
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
</context>
<context>
    <name>SenbaZuruHint</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/hints.py" line="+21"/>
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
    <message>
        <location line="+4"/>
        <source>Here the tile leaves only one diagonal open for catching it back, fewer than elsewhere.</source>
        <translation>Hier bleibt nur eine Diagonale offen, über die dein Gegenüber das Plättchen übernehmen kann – weniger als anderswo.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Here the tile leaves %1 diagonals open for catching it back, fewer than elsewhere.</source>
        <translation>Hier bleiben %1 Diagonalen offen, über die dein Gegenüber das Plättchen übernehmen kann – weniger als anderswo.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Here the tile leaves no diagonal open for your opponent to catch it back.</source>
        <translation>Hier bleibt keine Diagonale offen, über die dein Gegenüber das Plättchen übernehmen kann.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Of your tiles, this one is the hardest to catch, so the token is safest here.</source>
        <translation>Von deinen Plättchen ist dieses am schwersten zu übernehmen, also liegt der Marker hier am sichersten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This token comes off a tile your opponent controls.</source>
        <translation>Dieser Marker kommt von einem Plättchen, das dein Gegenüber kontrolliert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No tile of the display has a crowned or golden crane, so none is worth more.</source>
        <translation>Kein Plättchen der Auslage hat einen Kronenkranich oder goldenen Kranich, also ist keines mehr wert.</translation>
    </message>
    <message>
        <location line="+2"/>
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
    <name>SenbaZuruLog</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/log_text.py" line="+60"/>
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
        <location filename="../senji_desktop/ui/senbazuru/presenter.py" line="+516"/>
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
        <location filename="../senji_desktop/ui/senbazuru/table.py" line="+47"/>
        <source>Show the whole board</source>
        <extracomment>&quot;Show the whole board&quot;, floating in the board&apos;s corner while it is zoomed.</extracomment>
        <translation>Ganzes Spielfeld zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom and centre the board so every tile is in sight (key 0). Drag to pan, turn the mouse wheel to zoom.</source>
        <translation>Zoomt und zentriert das Spielfeld, sodass alle Plättchen zu sehen sind (Taste 0). Ziehen verschiebt, das Mausrad zoomt.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/presenter.py" line="-41"/>
        <source>Place a tile from the hand.</source>
        <translation>Lege ein Plättchen aus der Hand.</translation>
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
        <location line="+1"/>
        <source>Put a crowned-crane token on an own tile.</source>
        <translation>Lege einen Kronenkranich-Marker auf ein eigenes Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Take a tile from the display.</source>
        <translation>Nimm ein Plättchen aus der Auslage.</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/scores.py" line="+111"/>
        <source>Points right now</source>
        <translation>Aktueller Punktestand</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Golden origami: %1 · Crowned-crane tokens: %2</source>
        <translation>Goldorigami: %1 · Kronenkranich-Marker: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Supply: %1 golden origami, %2 crowned-crane tokens</source>
        <translation>Vorrat: %1 Goldorigami, %2 Kronenkranich-Marker</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/presenter.py" line="-44"/>
        <location line="+56"/>
        <source>None of your tiles fits anywhere: click the hand tile you put out of the game.</source>
        <translation>Keines deiner Plättchen passt irgendwohin: Klicke auf das Handplättchen, das du aus dem Spiel nimmst.</translation>
    </message>
    <message>
        <location line="-129"/>
        <source>Catch this tile</source>
        <translation>Dieses Plättchen übernehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Catch this chain of %n tiles</source>
        <translation>Diese Kette aus %n Plättchen übernehmen</translation>
    </message>
    <message>
        <location line="+123"/>
        <source>Choose a hand tile below (keys 1–3); the cells where it may go are marked. Point at one to see what it would catch; a click places it.</source>
        <translation>Wähle unten ein Handplättchen (Tasten 1–3); die Felder, auf die es darf, sind markiert. Zeig auf ein Feld, um zu sehen, was du übernehmen würdest; ein Klick legt es.</translation>
    </message>
    <message>
        <location line="+9"/>
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
        <location line="-245"/>
        <source>%1. Nobody controls it.</source>
        <translation>%1. Niemand kontrolliert es.</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>A tile only its owner knows</source>
        <translation>Ein Plättchen, das nur seine Besitzerin oder sein Besitzer kennt</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>None left</source>
        <comment>short form of &apos;No tiles left&apos; (a hand)</comment>
        <translation>Keine mehr</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The display is gone.</source>
        <comment>short form of &apos;The display is gone: the hands are played out.&apos;</comment>
        <translation>Die Auslage ist weg.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Face-down tiles that refill the display</source>
        <translation>Verdeckte Plättchen, die die Auslage auffüllen</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1. Controlled by %2.</source>
        <translation>%1. Es gehört %2.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Crowned-crane tokens on it: %n.</source>
        <translation>Kronenkranich-Marker darauf: %n.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Face down it was %1; it counted as the start tile.</source>
        <translation>Verdeckt war es %1; es zählte als Startplättchen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Crowned-crane tokens on this tile: %n</source>
        <translation>Kronenkranich-Marker auf diesem Plättchen: %n</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Put this tile out of the game</source>
        <translation>Dieses Plättchen aus dem Spiel nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose this tile to place it (key %1)</source>
        <translation>Dieses Plättchen zum Legen wählen (Taste %1)</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Take a crowned-crane token from this tile</source>
        <translation>Einen Kronenkranich-Marker von diesem Plättchen nehmen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Put the crowned-crane token on this tile</source>
        <translation>Den Kronenkranich-Marker auf dieses Plättchen legen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Take %1 into your hand</source>
        <translation>%1 auf die Hand nehmen</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This placement catches nothing.</source>
        <translation>Hier übernimmst du nichts.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This placement catches 1 tile.</source>
        <translation>Hier übernimmst du 1 Plättchen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This placement catches %n tiles.</source>
        <translation>Hier übernimmst du %n Plättchen.</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Click a framed chain, or use the buttons.</source>
        <translation>Klicke auf eine umrahmte Kette oder nutze die Schaltflächen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The token must go on a tile you control.</source>
        <translation>Der Marker muss auf ein Plättchen, das du kontrollierst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a token from a tile you do not control.</source>
        <translation>Nimm einen Marker von einem Plättchen, das du nicht kontrollierst.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Take a tile from the display below.</source>
        <translation>Nimm unten ein Plättchen aus der Auslage.</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>Choose a tile in your hand below.</source>
        <translation>Wähle unten ein Plättchen von deiner Hand.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>First choose a tile in your hand below.</source>
        <translation>Wähle zuerst unten ein Plättchen von deiner Hand.</translation>
    </message>
    <message>
        <location line="-30"/>
        <location line="+32"/>
        <source>That cell is taken.</source>
        <translation>Dieses Feld ist schon belegt.</translation>
    </message>
    <message>
        <location line="-26"/>
        <location line="+28"/>
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
        <location line="-51"/>
        <location line="+26"/>
        <source>You have placed your tile for this turn.</source>
        <translation>Du hast in diesem Zug schon ein Plättchen gelegt.</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>You take a tile from the display at the end of your turn.</source>
        <translation>Ein Plättchen aus der Auslage nimmst du am Ende deines Zuges.</translation>
    </message>
    <message>
        <location line="-248"/>
        <source>Your hand</source>
        <extracomment>Qt&apos;s translate; lupdate finds ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls.</extracomment>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+4"/>
        <source>%1&apos;s hand</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Display</source>
        <translation>Auslage</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Pile: %n</source>
        <translation>Stapel: %n</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>The display is gone: the hands are played out.</source>
        <translation>Die Auslage ist weg: Die Handplättchen werden ausgespielt.</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>No tiles left</source>
        <translation>Keine Plättchen mehr</translation>
    </message>
</context>
<context>
    <name>SenbaZuruTile</name>
    <message>
        <location filename="../senji_desktop/ui/senbazuru/log_text.py" line="-86"/>
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
