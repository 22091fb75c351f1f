<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../senji_desktop/ui/common/about.py" line="+36"/>
        <source>Senshi was designed by Dan Manfredini, with art and graphic design by Stephen S. Gibson, as its rulebook credits them.</source>
        <translation>Senshi stammt von Dan Manfredini, Illustration und Grafik von Stephen S. Gibson – so nennt es die Spielanleitung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rule texts of Senji, Tenno, Shinobi and SenbaZuru that this app follows do not name their designers.</source>
        <translation>Die Regeltexte von Senji, Tenno, Shinobi und SenbaZuru, denen diese App folgt, nennen keine Spieleautoren.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The map of Senji is drawn from the prefecture outlines of the japanmap package (© 2022 Saito Tsutomu), Apache License 2.0.</source>
        <translation>Die Karte von Senji beruht auf den Präfektur-Umrissen des Pakets japanmap (© 2022 Saito Tsutomu), Apache-Lizenz 2.0.</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The licence texts of the app and of everything this bundle carries are in the folder %1.</source>
        <extracomment>%1 is a folder path, e.g. /home/aiko/senji-desktop/licenses</extracomment>
        <translation>Die Lizenztexte der App und von allem, was dieses Paket mitbringt, liegen im Ordner %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The licence text is the file LICENSE, installed with the app&apos;s package metadata.</source>
        <translation>Der Lizenztext steht in der Datei LICENSE, die mit den Paketdaten der App installiert ist.</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>About Senji Desktop</source>
        <translation>Über Senji Desktop</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Close this window.</source>
        <translation>Dieses Fenster schließen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version %1</source>
        <translation>Programmversion %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five Japanese-themed board and card games at one table: %1. Play against AI opponents or with friends at one screen.</source>
        <translation>Fünf Brett- und Kartenspiele aus dem alten Japan an einem Tisch: %1. Tritt gegen Computergegner an oder spiele mit Freunden an einem Bildschirm.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copyright © 2026 The Senji Desktop authors.</source>
        <translation>Copyright © 2026 die Autorinnen und Autoren von Senji Desktop.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Free software under the MIT licence.</source>
        <translation>Freie Software unter der MIT-Lizenz.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Made with Qt and PySide6 (LGPL 3), pydantic and platformdirs (MIT) and qasync (BSD); the stand-alone bundle also carries Python (PSF licence). No fonts are bundled: the app uses your system&apos;s fonts.</source>
        <translation>Erstellt mit Qt und PySide6 (LGPL 3), pydantic und platformdirs (MIT) sowie qasync (BSD); das eigenständige Paket enthält außerdem Python (PSF-Lizenz). Schriften liegen nicht bei: Die App nutzt die Schriften deines Systems.</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <location filename="../senji_desktop/ui/common/charts.py" line="+55"/>
        <source>Honor</source>
        <translation>Ehre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Scoring piles</source>
        <translation>Wertungsstapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lives</source>
        <translation>Leben</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <location line="+456"/>
        <source>dashed: smallest pile</source>
        <extracomment>Line colours by seat when the game has no colours of its own (Okabe–Ito on paper, the pale yellow left out: it does not read on paper). Marker shapes by seat, so lines are told apart without colour. The size of the axes&apos; numbers and titles (points). Draw a bar sample with this brush pattern instead of a line (bar charts).</extracomment>
        <translation>gestrichelt: niedrigster Wertungsstapel</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+96"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+97"/>
        <source>Shared</source>
        <translation>Geteilt</translation>
    </message>
    <message>
        <location line="-96"/>
        <location line="+97"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="-94"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>Latest games</source>
        <extracomment>Height of each result in the form chart (win rate in %). Games the form line averages over.</extracomment>
        <translation>Letzte Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Win rate (%)</source>
        <translation>Siegquote (%)</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>with hints</source>
        <translation>mit Tipps</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>How the game went</source>
        <translation>So lief die Partie</translation>
    </message>
</context>
<context>
    <name>FinishedGamesDialog</name>
    <message>
        <location filename="../senji_desktop/ui/finished_games.py" line="+129"/>
        <source>yes</source>
        <extracomment>The entry (a ``persistence.archive.FinishedGame``) whose replay to watch.</extracomment>
        <translation>ja</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Finished games</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hints</source>
        <translation>Zugvorschläge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch the replay</source>
        <translation>Rückschau &amp;ansehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Step through the chosen game, every hand face up.</source>
        <translation>Geh die gewählte Partie Zug für Zug durch, alle Hände offen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No finished game yet. Every game you finish is kept here (the latest 50 of each game), so you can watch it again.</source>
        <translation>Noch keine beendete Partie. Jede Partie, die du beendest, wird hier aufbewahrt (die letzten 50 jedes Spiels), damit du sie dir noch einmal ansehen kannst.</translation>
    </message>
</context>
<context>
    <name>FormChart</name>
    <message numerus="yes">
        <location filename="../senji_desktop/ui/common/charts.py" line="-27"/>
        <source>Win rate of the last %n games</source>
        <extracomment>Legend entry of the line; %n is the number of games it averages over.</extracomment>
        <translation>
            <numerusform>Siegquote der letzten Partie</numerusform>
            <numerusform>Siegquote der letzten %n Partien</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../senji_desktop/ui/home.py" line="+390"/>
        <source>New game</source>
        <extracomment>The emblem band&apos;s height on a low window (the compact home screen). Below this page height the home screen is compact: every game&apos;s &quot;New game&quot; button stays in sight at 1024×640, also with unfinished games listed.</extracomment>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Choose players and start a game of %1.</source>
        <extracomment>Tooltip of a game card&apos;s button; %1 is the game&apos;s name.</extracomment>
        <translation>Wähle die Mitspieler und starte eine Partie %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rules</source>
        <extracomment>Link on a game card: opens the game&apos;s rules without starting a game.</extracomment>
        <translation>Spielregeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Read how %1 is played: a quick start and the full rules.</source>
        <extracomment>%1 is the game&apos;s name.</extracomment>
        <translation>Lies nach, wie %1 gespielt wird: ein Schnellstart und alle Regeln.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Learn to play</source>
        <extracomment>Link on a game card: starts the game&apos;s guided tutorial.</extracomment>
        <translation>Spiel lernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Learn %1 step by step in a short guided game.</source>
        <extracomment>%1 is the game&apos;s name.</extracomment>
        <translation>Lerne %1 Schritt für Schritt in einer kurzen geführten Partie.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Coming soon</source>
        <extracomment>Marks a game that cannot be played in this version yet.</extracomment>
        <translation>Demnächst</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is not playable yet.</source>
        <extracomment>%1 is the game&apos;s name.</extracomment>
        <translation>%1 kann noch nicht gespielt werden.</translation>
    </message>
</context>
<context>
    <name>GameCatalogue</name>
    <message>
        <location filename="../senji_desktop/ui/registry.py" line="+78"/>
        <source>%n players</source>
        <translation>%n Spieler</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1–%2 players</source>
        <translation>%1–%2 Spieler</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Alliances and war for the empire</source>
        <translation>Bündnisse und Krieg um das Kaiserreich</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead a noble family through the seasons: negotiate, trade hostages, raise armies and win honour across the provinces of Japan.</source>
        <translation>Führe eine Adelsfamilie durch die Jahreszeiten: Verhandle, tausche Geiseln, stelle Heere auf und erringe Ehre in allen Provinzen Japans.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Train all four virtues</source>
        <translation>Trainiere alle vier Tugenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draft stacks of tiles, study and train, then test your skills. Build one great scoring pile — but your weakest one must not be the smallest.</source>
        <translation>Nimm Plättchenstapel, studiere, trainiere und stelle dich der Prüfung. Baue einen Wertungsstapel möglichst hoch – doch dein niedrigster darf nicht der niedrigste am Tisch sein.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bluff at the imperial court</source>
        <translation>Bluff am Kaiserhof</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack your rivals&apos; face-down cards with your own hidden warriors and capture as many as you can to win the emperor&apos;s favour.</source>
        <translation>Greife die verdeckten Karten deiner Rivalen mit deinen eigenen geheimen Kriegern an und erbeute so viele wie möglich, um die Gunst des Kaisers zu gewinnen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Ninja clans and false words</source>
        <translation>Ninja-Clans und falsche Worte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send secret attacks to your rivals and name a weapon for each — truthfully or not. Block what is really coming and outlive every clan.</source>
        <translation>Schicke deinen Rivalen geheime Angriffe und nenne zu jedem eine Waffe – ob wahr oder nicht. Wehre ab, was wirklich kommt, und überlebe alle anderen Clans.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A duel of paper cranes</source>
        <translation>Ein Duell der Papierkraniche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay origami tiles side by side, take control of your opponent&apos;s cranes and gather the precious golden ones.</source>
        <translation>Lege Origami-Plättchen aneinander, übernimm die Kraniche deines Gegenübers und sammle die kostbaren goldenen.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../senji_desktop/controller/game_controller.py" line="+469"/>
        <source>The game stopped because of an internal error: %1</source>
        <extracomment>Why undo is not possible, beyond the engine&apos;s reasons (engine/record.py UNDO_REFUSALS): ``handed_over`` the next human&apos;s pass screen came since (hot-seat); ``no_human`` nobody at the table may undo; ``not_now`` the game is not running (it has not started or was stopped). True while ``action_chosen`` carries an action chosen ahead with the one before. Indices of the record&apos;s moves a human chose ahead with the move before (one click, several actions): undo takes the group back at once. %1 is a technical error description (not translated).</extracomment>
        <translation>Das Spiel wurde wegen eines internen Fehlers angehalten: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Please wait: it is not your turn.</source>
        <translation>Bitte warte, du bist nicht am Zug.</translation>
    </message>
    <message>
        <location line="+126"/>
        <source>%1 is thinking…</source>
        <extracomment>Status line while an AI opponent searches; %1 is the player&apos;s name.</extracomment>
        <translation>%1 überlegt …</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>You have no move to take back.</source>
        <translation>Du hast keinen Zug, den du zurücknehmen könntest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The game is over; its result stands.</source>
        <translation>Das Spiel ist zu Ende; das Ergebnis steht fest.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Another player has moved since your last move.</source>
        <translation>Seit deinem letzten Zug hat schon jemand anderes gezogen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Since your last move you have seen something that was hidden.</source>
        <translation>Seit deinem letzten Zug hast du etwas gesehen, das verdeckt war.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The dice have been rolled since your last move.</source>
        <translation>Seit deinem letzten Zug wurde gewürfelt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A card or tile has been drawn from a hidden pile since your last move.</source>
        <translation>Seit deinem letzten Zug wurde eine Karte oder ein Plättchen von einem verdeckten Stapel gezogen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No move can be taken back once the screen has been passed to the next player.</source>
        <translation>Sobald der Bildschirm an die nächste Person weitergegeben ist, kann kein Zug mehr zurückgenommen werden.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only computer players play at this table.</source>
        <translation>An diesem Tisch spielen nur Computergegner.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Undo is not possible just now.</source>
        <translation>Rückgängig machen ist gerade nicht möglich.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A move can be suggested only on your turn.</source>
        <translation>Einen Zug vorschlagen kann ich nur, wenn du am Zug bist.</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Looking for a good move…</source>
        <extracomment>Status line while the computer looks for a move to suggest.</extracomment>
        <translation>Suche einen guten Zug…</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is already over.</source>
        <translation>Das Spiel ist bereits zu Ende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That action is not allowed right now. Please choose another one.</source>
        <translation>Diese Aktion ist gerade nicht erlaubt. Bitte wähle eine andere.</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../senji_desktop/ui/home.py" line="+462"/>
        <source>Five games from old Japan at one table – against the computer or with friends at one screen.</source>
        <translation>Fünf Spiele aus dem alten Japan an einem Tisch – gegen den Computer oder mit Freunden an einem Bildschirm.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version %1</source>
        <extracomment>Footer of the home screen; %1 is the version number.</extracomment>
        <translation>Version %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Finished games</source>
        <translation>Beendete Partien</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your latest finished games: watch any of them again, move by move.</source>
        <translation>Deine letzten beendeten Partien: Sieh dir jede noch einmal Zug für Zug an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your results in every game: wins, streaks, best scores and your form.</source>
        <translation>Deine Ergebnisse in allen Spielen: Siege, Serien, Bestwerte und deine Form.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../senji_desktop/ui/main_window.py" line="+177"/>
        <source>Senji Desktop is already running.</source>
        <extracomment>After a hand-over is confirmed the table ignores choices this long (ms), so a key held by the confirming player cannot play a move at once. The text sizes of the Settings menu, in per cent.</extracomment>
        <translation>Senji Desktop läuft bereits.</translation>
    </message>
    <message>
        <location line="+411"/>
        <source>&amp;Game</source>
        <extracomment>Called once the window has closed and everything is on disk, instead of waiting for the AI worker (the app&apos;s entry point sets it to end the process at once; None in tests and embedded use). &quot;Restart the tutorial?&quot; while it is open (see restart_tutorial).</extracomment>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose players and start a new game of Senshi.</source>
        <translation>Wähle die Mitspieler und starte eine neue Partie Senshi.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume…</source>
        <translation>&amp;Fortsetzen…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the most recent unfinished game.</source>
        <translation>Die zuletzt gespielte unterbrochene Partie fortsetzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your results in every game.</source>
        <translation>Deine Ergebnisse in allen Spielen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open saved game…</source>
        <translation>Spielstand &amp;laden…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue a game you saved to a file.</source>
        <translation>Eine Partie fortsetzen, die du in einer Datei gespeichert hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save game as…</source>
        <translation>Spiel speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save the game on the table to a file of your choice, to continue it later.</source>
        <translation>Die Partie auf dem Tisch in eine Datei deiner Wahl speichern, um sie später fortzusetzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished &amp;games…</source>
        <translation>Beendete &amp;Partien…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the replay of a game you finished.</source>
        <translation>Sieh dir die Rückschau einer beendeten Partie an.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to &amp;home</source>
        <translation>Zur &amp;Startseite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the table; an unfinished game can be resumed later.</source>
        <translation>Den Tisch verlassen; eine unterbrochene Partie kannst du später fortsetzen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Settings</source>
        <translation>&amp;Einstellungen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed</source>
        <translation>&amp;Animationstempo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instant</source>
        <translation>Sofort</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Text size</source>
        <translation>&amp;Textgröße</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The size of the text on the tables</source>
        <translation>Die Größe der Texte an den Spieltischen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Memory aid</source>
        <translation>&amp;Gedächtnisstütze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show what you remember about other players&apos; tiles (everything that was ever shown to you).</source>
        <translation>Zeigt, was du dir über die Plättchen der anderen merken könntest (alles, was dir je gezeigt wurde).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;ound</source>
        <translation>&amp;Ton</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sound &amp;effects</source>
        <translation>&amp;Klänge abspielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Short sounds for moves, dice, captures and your turn.</source>
        <translation>Kurze Klänge bei Zügen, Würfeln, Eroberungen und wenn du am Zug bist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Volume</source>
        <extracomment>Label before the volume slider in Settings › Sound.</extracomment>
        <translation>&amp;Lautstärke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How loud the sound effects are.</source>
        <translation>Wie laut die Klänge sind.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of the current game</source>
        <translation>&amp;Spielregeln des aktuellen Spiels</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Senji Desktop</source>
        <translation>Ü&amp;ber Senji Desktop</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Replay of %1 – Senji Desktop</source>
        <extracomment>Window title of the replay viewer; %1 is the game&apos;s name, e.g. Senshi.</extracomment>
        <translation>Rückschau einer %1-Partie – Senji Desktop</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Learning %1 – Senji Desktop</source>
        <extracomment>Window title during a tutorial; %1 is the game&apos;s name, e.g. Senshi.</extracomment>
        <translation>%1 lernen – Senji Desktop</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 – Senji Desktop</source>
        <extracomment>Window title while a game is open; %1 is the game&apos;s name, e.g. Senshi.</extracomment>
        <translation>%1-Partie – Senji Desktop</translation>
    </message>
    <message>
        <location line="+563"/>
        <source>The statistics could not be reset.</source>
        <extracomment>Followed by a sentence that says why.</extracomment>
        <translation>Die Statistik konnte nicht zurückgesetzt werden.</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>The game could not be saved to %1.</source>
        <extracomment>%1 is the file&apos;s path; a sentence that says why follows.</extracomment>
        <translation>Das Spiel konnte nicht in %1 gespeichert werden.</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>⚠ Not saved.</source>
        <extracomment>Status bar warning while autosaving fails; the reason follows as a sentence.</extracomment>
        <translation>⚠ Nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your last moves could not be saved automatically. They are saved as soon as it works again; if you quit before, they are lost.</source>
        <translation>Deine letzten Züge konnten nicht automatisch gespeichert werden. Sie werden gespeichert, sobald es wieder klappt; beendest du vorher, gehen sie verloren.</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>This game cannot be replayed in this version.</source>
        <translation>Diese Partie kann in dieser Version nicht abgespielt werden.</translation>
    </message>
    <message>
        <location line="+13"/>
        <location line="+35"/>
        <source>This game cannot be replayed: its moves do not fit the rules of this version.</source>
        <translation>Diese Partie kann nicht abgespielt werden: Ihre Züge passen nicht zu den Regeln dieser Version.</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>You left the %1 tutorial at step %2 of %3. Go on from there?</source>
        <extracomment>Asked when a tutorial left in the middle is opened again; %1 the game, %2 the step it was left at, %3 the number of steps.</extracomment>
        <translation>Du hast die Einführung in %1 bei Schritt %2 von %3 verlassen. Dort weitermachen?</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Learn to play</source>
        <translation>Spiel lernen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Go on</source>
        <translation>Weitermachen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start over</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The tutorial could not be opened: %1</source>
        <extracomment>%1 is a technical error description (not translated).</extracomment>
        <translation>Die Einführung ließ sich nicht öffnen: %1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Start the tutorial again from its first step? You are at step %1 of %2.</source>
        <extracomment>Asked before a tutorial in progress starts again; %1 the step the player is at, %2 the number of steps.</extracomment>
        <translation>Die Einführung noch einmal ab dem ersten Schritt beginnen? Du bist bei Schritt %1 von %2.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart the tutorial</source>
        <translation>Einführung neu beginnen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restart</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Quit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your last moves could not be saved. Quit anyway?</source>
        <translation>Deine letzten Züge konnten nicht gespeichert werden. Trotzdem beenden?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you quit now, the game continues later from the last move that was saved.</source>
        <extracomment>Below the quit question, after the sentence that says why saving fails.</extracomment>
        <translation>Beendest du jetzt, geht die Partie später beim zuletzt gespeicherten Zug weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game has not been saved at all yet: if you quit now, it is lost.</source>
        <extracomment>Below the quit question when no move of the game was ever saved.</extracomment>
        <translation>Diese Partie wurde noch gar nicht gespeichert: Beendest du jetzt, ist sie verloren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quit anyway</source>
        <translation>Trotzdem beenden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave game</source>
        <translation>Partie verlassen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your last moves could not be saved. Leave the game anyway?</source>
        <extracomment>Asked before going home, starting or opening another game while the running game&apos;s last moves are not saved.</extracomment>
        <translation>Deine letzten Züge konnten nicht gespeichert werden. Die Partie trotzdem verlassen?</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>If you leave now, the game continues later from the last move that was saved.</source>
        <extracomment>Below the leave question, after the sentence that says why saving fails.</extracomment>
        <translation>Verlässt du sie jetzt, geht die Partie später beim zuletzt gespeicherten Zug weiter.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This game has not been saved at all yet: if you leave now, it is lost.</source>
        <extracomment>Below the leave question when no move of the game was ever saved.</extracomment>
        <translation>Diese Partie wurde noch gar nicht gespeichert: Verlässt du sie jetzt, ist sie verloren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave anyway</source>
        <translation>Trotzdem verlassen</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location line="-876"/>
        <source>Senji Desktop</source>
        <translation>Senji Desktop</translation>
    </message>
    <message>
        <location line="-154"/>
        <source>⚠ Settings not saved.</source>
        <extracomment>Status bar warning while the settings cannot be saved; the reason follows as a sentence.</extracomment>
        <translation>⚠ Einstellungen nicht gespeichert.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your settings (language, window size, sound …) could not be saved. They apply until you quit and are saved as soon as it works again.</source>
        <translation>Deine Einstellungen (Sprache, Fenstergröße, Ton …) konnten nicht gespeichert werden. Sie gelten, bis du beendest, und werden gespeichert, sobald es wieder geht.</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>Your unfinished game of %1 will be replaced. Start a new one?</source>
        <extracomment>Asked before a new game replaces the unfinished one; %1 is the game&apos;s name.</extracomment>
        <translation>Deine unterbrochene Partie %1 wird dabei ersetzt. Trotzdem eine neue beginnen?</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your unfinished game of %1 will be replaced by the saved game. Open it?</source>
        <extracomment>Asked before a game opened from a file replaces the unfinished one of the same game; %1 is the game&apos;s name.</extracomment>
        <translation>Deine unterbrochene Partie %1 wird durch den Spielstand ersetzt. Spielstand laden?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+387"/>
        <location line="+14"/>
        <source>Open saved game</source>
        <translation>Spielstand laden</translation>
    </message>
    <message>
        <location line="-394"/>
        <source>Only one unfinished game of each game is kept; your other games are not affected.</source>
        <translation>Von jedem Spiel bleibt nur eine unterbrochene Partie erhalten; deine Partien der anderen Spiele bleiben unberührt.</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Resume instead</source>
        <translation>Lieber fortsetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start new</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Open</source>
        <translation>Laden</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+593"/>
        <location line="+63"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="-584"/>
        <source>Discard your unfinished game of %1? It cannot be resumed afterwards.</source>
        <extracomment>Asked before an unfinished game is thrown away; %1 is the game&apos;s name.</extracomment>
        <translation>Deine unterbrochene Partie %1 verwerfen? Sie lässt sich danach nicht mehr fortsetzen.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Discard game</source>
        <translation>Partie verwerfen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>The game could not be started: %1</source>
        <extracomment>%1 is a technical error description (not translated).</extracomment>
        <translation>Das Spiel konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <location line="+205"/>
        <source>Saved games (*%1)</source>
        <extracomment>File type filter of the save and open dialogs; keep the pattern in brackets.</extracomment>
        <translation>Spielstände (*%1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save game as</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Game saved to %1</source>
        <extracomment>Status line after Save as; %1 is the file&apos;s path.</extracomment>
        <translation>Spiel gespeichert in %1</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../senji_desktop/ui/new_game_dialog.py" line="+57"/>
        <source>Human</source>
        <extracomment>Longest player name (the tables are laid out for it).</extracomment>
        <translation>Mensch</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI – Easy</source>
        <translation>KI – Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI – Normal</source>
        <translation>KI – Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI – Hard</source>
        <translation>KI – Schwer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A person at this screen.</source>
        <translation>Eine Person an diesem Bildschirm.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gentle opponent that thinks briefly.</source>
        <translation>Ein nachsichtiger Gegner, der nur kurz überlegt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A solid opponent for most games.</source>
        <translation>Ein solider Gegner für die meisten Partien.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The strongest opponent; it thinks up to about 1.5 seconds.</source>
        <translation>Der stärkste Gegner; er überlegt bis zu etwa 1,5 Sekunden.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Who plays this seat: a person at this screen, or an AI opponent.</source>
        <extracomment>The agent a remembered seat gets when its agent is not offered here.</extracomment>
        <translation>Wer diesen Platz spielt: eine Person an diesem Bildschirm oder ein Computergegner.</translation>
    </message>
    <message>
        <location line="+283"/>
        <location line="+82"/>
        <source>Random</source>
        <extracomment>True where the game lets the players choose how many they are. What Easy, Normal and Hard mean, under the seats. First player choice: chosen by lot when the game starts.
----------
First player choice: chosen by lot when the game starts.</extracomment>
        <translation>Zufällig</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Every player needs a different name.</source>
        <translation>Alle Spieler brauchen verschiedene Namen.</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>New game of %1</source>
        <extracomment>Title of the new-game dialog; %1 is the game&apos;s name, e.g. Senshi.</extracomment>
        <translation>Neue Partie %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2</source>
        <extracomment>Under the dialog&apos;s heading: %1 the game&apos;s tagline, %2 e.g. &quot;2–4 players&quot;.</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Number of players:</source>
        <translation>Spieler&amp;zahl:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is for %2 to %3 players.</source>
        <extracomment>%1 is the game&apos;s name; %2 and %3 the smallest and largest number of players.</extracomment>
        <translation>%1 ist für %2 bis %3 Spieler.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Players in turn order</source>
        <translation>Spieler in Spielreihenfolge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seat &amp;%1:</source>
        <extracomment>Label before a player&apos;s name field; %1 is the seat number 1–7.</extracomment>
        <translation>Platz &amp;%1:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name shown at the table and in the log.</source>
        <translation>Der Name, der am Tisch und im Spielverlauf erscheint.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Human: a person at this screen; with several, the screen is passed on and hidden cards stay private. AI opponents: Easy thinks briefly, Normal plays a solid game, Hard is the strongest and thinks up to about 1.5 seconds.</source>
        <translation>Mensch: eine Person an diesem Bildschirm; sind es mehrere, wird der Bildschirm weitergegeben und verdeckte Karten bleiben geheim. Computergegner: Leicht überlegt kurz, Normal spielt solide, Schwer ist am stärksten und überlegt bis zu etwa 1,5 Sekunden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;First player:</source>
        <translation>&amp;Startspieler:</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Who starts. Random draws the first player when the game begins.</source>
        <translation>Wer beginnt. Bei „Zufällig“ wird der Startspieler zu Spielbeginn ausgelost.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Random draws the first player when the game begins; the others follow in the order above.</source>
        <translation>Bei „Zufällig“ wird der Startspieler zu Spielbeginn ausgelost; die anderen folgen in der Reihenfolge oben.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Game options</source>
        <translation>Spieloptionen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Start game</source>
        <translation>Spiel s&amp;tarten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the game with these players.</source>
        <translation>Das Spiel mit diesen Spielern starten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close without starting a game.</source>
        <translation>Schließen, ohne ein Spiel zu starten.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Learn to play first</source>
        <translation>Erst das Spiel &amp;lernen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A short guided game that teaches %1 step by step.</source>
        <extracomment>%1 is the game&apos;s name.</extracomment>
        <translation>Eine kurze geführte Partie, die dir %1 Schritt für Schritt beibringt.</translation>
    </message>
</context>
<context>
    <name>OptionsWidget</name>
    <message>
        <location filename="../senji_desktop/ui/senshi/options.py" line="+55"/>
        <source>Secret start (variant)</source>
        <translation>Geheime Starthand (Variante)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instead of choosing a stack at the start, every player secretly draws three tiles that only they know until they play them. For 3 or 4 players.</source>
        <translation>Statt zu Beginn einen Stapel zu wählen, zieht jeder Spieler drei geheime Plättchen, die niemand sonst kennt, bis sie ausgespielt werden. Für 3 oder 4 Spieler.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Everyone starts with three random tiles that only they know, instead of picking an open stack.</source>
        <translation>Alle beginnen mit drei zufälligen Plättchen, die nur sie selbst kennen, statt einen offenen Stapel zu wählen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The secret start is a variant for 3 or 4 players.</source>
        <translation>Die geheime Starthand ist eine Variante für 3 oder 4 Spieler.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A variant for 3 or 4 players: everyone starts with three random tiles that only they know.</source>
        <translation>Eine Variante für 3 oder 4 Personen: Alle beginnen mit drei zufälligen Plättchen, die nur sie selbst kennen.</translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../senji_desktop/ui/common/pass_screen.py" line="+227"/>
        <source>Pass the screen to %1</source>
        <extracomment>Milliseconds after the screen is shown before it accepts a confirmation. Width in pixels of the confirm button&apos;s keyboard-focus border. Keys that confirm the screen (on release, see module docstring). Hot-seat hand-over screen; %1 is the name of the player who decides next.</extracomment>
        <translation>Gib den Bildschirm an %1 weiter</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The table is hidden so that nobody else sees what only %1 may see. %1, press the button when you are ready.</source>
        <extracomment>%1 is the name of the player who decides next (used twice).</extracomment>
        <translation>Der Tisch ist verdeckt, damit niemand sonst sieht, was nur %1 sehen darf. %1, drück auf den Knopf, sobald du bereit bist.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>I am %1 – show my table</source>
        <extracomment>Big confirm button of the hand-over screen; %1 is the player&apos;s name.</extracomment>
        <translation>Ich bin %1 – meinen Tisch zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal the table for %1 (Enter).</source>
        <translation>Den Tisch für %1 aufdecken (Eingabetaste).</translation>
    </message>
</context>
<context>
    <name>PersistenceProblem</name>
    <message>
        <location filename="../senji_desktop/persistence/problems.py" line="+59"/>
        <source>It was renamed to {aside} so that the app can start normally.</source>
        <translation>Die Datei wurde in {aside} umbenannt, damit die App normal starten kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file {file} does not exist.</source>
        <translation>Die Datei {file} existiert nicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file {file} could not be read.</source>
        <translation>Die Datei {file} konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} is incomplete: the file ends too early, probably because saving was interrupted.</source>
        <translation>Der Spielstand {file} ist unvollständig: Die Datei endet zu früh, vermutlich wurde das Speichern unterbrochen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} is damaged and cannot be read.</source>
        <translation>Der Spielstand {file} ist beschädigt und kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The file {file} is not a saved game of Senji Desktop.</source>
        <translation>Die Datei {file} ist kein Spielstand von Senji Desktop.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} was made by a newer version of Senji Desktop (save format {found}, this version reads format {supported}); please update the app to open it.</source>
        <translation>Der Spielstand {file} stammt von einer neueren Version von Senji Desktop (Speicherformat {found}, diese Version liest Format {supported}); bitte aktualisiere die App, um ihn zu öffnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} is damaged: some entries are missing or invalid ({fields}).</source>
        <translation>Der Spielstand {file} ist beschädigt: Einige Einträge fehlen oder sind ungültig ({fields}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} is for a game this version does not know ({game}).</source>
        <translation>Der Spielstand {file} gehört zu einem Spiel, das diese Version nicht kennt ({game}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} is for {game}, which this version cannot play yet.</source>
        <translation>Der Spielstand {file} gehört zu {game}, das diese Version noch nicht spielen kann.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} uses game options this version does not support ({detail}).</source>
        <translation>Der Spielstand {file} verwendet Spieloptionen, die diese Version nicht unterstützt ({detail}).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} lists {seats} players, but its game is set up for {expected}.</source>
        <translation>Der Spielstand {file} nennt {seats} Spieler, das Spiel ist aber für {expected} eingerichtet.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} cannot be restored: move {number} of {total} does not follow the rules of this version.</source>
        <translation>Der Spielstand {file} kann nicht wiederhergestellt werden: Zug {number} von {total} passt nicht zu den Regeln dieser Version.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>There were two unfinished games of {game}; the one saved later is offered, the other was kept as {aside}.</source>
        <translation>Es gab zwei unterbrochene Partien {game}; angeboten wird die zuletzt gespeicherte, die andere ist als {aside} aufbewahrt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The settings file {file} was damaged, so the default settings are used.</source>
        <translation>Die Einstellungsdatei {file} war beschädigt, deshalb gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The settings file {file} does not belong to this version of Senji Desktop, so the default settings are used.</source>
        <translation>Die Einstellungsdatei {file} gehört nicht zu dieser Version von Senji Desktop, deshalb gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The settings file {file} could not be read, so the default settings are used.</source>
        <translation>Die Einstellungsdatei {file} konnte nicht gelesen werden, deshalb gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The statistics file {file} could not be read; no game is added to it until it can be read again.</source>
        <translation>Die Statistikdatei {file} konnte nicht gelesen werden; bis sie wieder lesbar ist, wird kein Spiel eingetragen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The list of finished games {file} could not be read; no game is added to it until it can be read again.</source>
        <translation>Die Liste der beendeten Spiele {file} konnte nicht gelesen werden; bis sie wieder lesbar ist, wird kein Spiel eingetragen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game could not be added to your statistics.</source>
        <translation>Das beendete Spiel konnte nicht in deine Statistik eingetragen werden.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The finished game could not be added to the list of finished games.</source>
        <translation>Das beendete Spiel konnte nicht in die Liste der beendeten Spiele eingetragen werden.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The saved game {file} holds far more moves than any game has ({limit} at most), so it was not read.</source>
        <translation>Der Spielstand {file} enthält viel mehr Züge, als eine Partie je hat (höchstens {limit}), und wurde deshalb nicht gelesen.</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>The system does not allow access to it.</source>
        <translation>Das System verweigert den Zugriff darauf.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its path leads round in a circle of symbolic links.</source>
        <translation>Der Pfad führt über symbolische Verknüpfungen im Kreis.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It does not exist, or a folder on its path is missing.</source>
        <translation>Dort ist nichts, oder ein Ordner auf dem Pfad fehlt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is a folder, not a file.</source>
        <translation>Dort ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of its path is a file, not a folder.</source>
        <translation>Ein Teil des Pfads ist eine Datei statt eines Ordners.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Its name or path is too long.</source>
        <translation>Der Name oder Pfad ist zu lang.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The disk reported an error while reading or writing.</source>
        <translation>Der Datenträger meldet einen Fehler beim Lesen oder Schreiben.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The system reported an unexpected error.</source>
        <translation>Das System meldet einen unerwarteten Fehler.</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>The statistics file {file} was damaged, so your statistics start again from zero.</source>
        <translation>Die Statistikdatei {file} war beschädigt, deshalb beginnt deine Statistik wieder bei null.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The statistics file {file} was written by a newer version of Senji Desktop, so this version starts new statistics.</source>
        <translation>Die Statistikdatei {file} stammt von einer neueren Version von Senji Desktop, deshalb beginnt diese Version eine neue Statistik.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The list of finished games {file} was damaged, so it starts empty.</source>
        <translation>Die Liste der beendeten Spiele {file} war beschädigt, deshalb beginnt sie leer.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The list of finished games {file} was written by a newer version of Senji Desktop, so this version starts a new list.</source>
        <translation>Die Liste der beendeten Spiele {file} stammt von einer neueren Version von Senji Desktop, deshalb beginnt diese Version eine neue Liste.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>At {file} there is a folder or a special file instead of a saved game, so it cannot be used.</source>
        <translation>Unter {file} liegt statt eines Spielstands ein Ordner oder eine Sonderdatei; damit kann die App nichts anfangen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>What was there now has the name {aside}, so that the app can start normally.</source>
        <translation>Was dort lag, heißt jetzt {aside}, damit die App normal starten kann.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The folder {folder} could not be read, so unfinished games saved there cannot be offered.</source>
        <translation>Der Ordner {folder} konnte nicht gelesen werden, deshalb können dort gespeicherte unterbrochene Partien nicht angeboten werden.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>At {file} there is a folder or a special file instead of the settings file, so the default settings are used.</source>
        <translation>Unter {file} liegt statt der Einstellungsdatei ein Ordner oder eine Sonderdatei, deshalb gelten die Standardeinstellungen.</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>The file {file} is far too large for a saved game ({limit} MB at most), so it was not read.</source>
        <translation>Die Datei {file} ist viel zu groß für einen Spielstand (höchstens {limit} MB) und wurde deshalb nicht gelesen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The saved game {file} was changed after it was saved (its check sum does not match), so it could be a different game.</source>
        <translation>Der Spielstand {file} wurde nach dem Speichern verändert (seine Prüfsumme stimmt nicht) und könnte deshalb eine andere Partie sein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The saved game {file} does not replay to the position it was saved in.</source>
        <translation>Der Spielstand {file} führt beim Nachspielen nicht zu der Stellung, in der er gespeichert wurde.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>It was kept as {aside}; the newer version will continue it.</source>
        <translation>Er wurde als {aside} aufbewahrt; die neuere Version setzt ihn fort.</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The disk is full.</source>
        <translation>Die Festplatte ist voll.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Your storage quota is used up.</source>
        <translation>Dein Speicherkontingent ist aufgebraucht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder is read-only.</source>
        <translation>Der Ordner ist schreibgeschützt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>There is no permission to write to the folder.</source>
        <translation>Für den Ordner fehlt die Schreibberechtigung.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A name contains a character that cannot be stored.</source>
        <translation>Ein Name enthält ein Zeichen, das sich nicht speichern lässt.</translation>
    </message>
</context>
<context>
    <name>PlayCommands</name>
    <message>
        <location filename="../senji_desktop/ui/play_commands.py" line="+154"/>
        <source>The suggestion was cancelled.</source>
        <translation>Der Zugvorschlag wurde abgebrochen.</translation>
    </message>
    <message>
        <location line="+65"/>
        <location line="+40"/>
        <source>Take back your last move.</source>
        <translation>Nimm deinen letzten Zug zurück.</translation>
    </message>
    <message>
        <location line="-67"/>
        <source>The computer suggests a move for you (key H).</source>
        <translation>Der Computer schlägt dir einen Zug vor (Taste H).</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A move can be suggested only on your turn.</source>
        <translation>Einen Zug vorschlagen kann ich nur, wenn du am Zug bist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop looking for a move (Esc).</source>
        <translation>Die Suche nach einem Zug abbrechen (Esc).</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The suggested move is marked on the table.</source>
        <translation>Der vorgeschlagene Zug ist auf dem Tisch markiert.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cancel the suggestion</source>
        <translation>Zugvorschlag abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggest a &amp;move</source>
        <translation>&amp;Zug vorschlagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;do</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play again the move you took back.</source>
        <translation>Spiele den zurückgenommenen Zug noch einmal.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Watch the replay</source>
        <translation>Rückschau &amp;ansehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through the game just finished, move by move, every hand face up.</source>
        <translation>Geh die eben beendete Partie Zug für Zug durch, alle Hände offen.</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <location filename="../senji_desktop/ui/replay_view.py" line="+174"/>
        <source>Move %1 of %2</source>
        <extracomment>Replay position: %1 is the number of moves shown, %2 all moves of the game.</extracomment>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Pause</source>
        <translation>Anhalten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>First</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The deal, before the first move (Home)</source>
        <translation>Die Ausgangslage vor dem ersten Zug (Pos1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move back (Left arrow)</source>
        <translation>Einen Zug zurück (Pfeil links)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forward</source>
        <translation>Vor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One move forward (Right arrow)</source>
        <translation>Einen Zug vor (Pfeil rechts)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the game (End)</source>
        <translation>Das Ende der Partie (Ende)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Play the moves one after another, or pause (Space)</source>
        <translation>Die Züge nacheinander abspielen oder anhalten (Leertaste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sit at:</source>
        <translation>&amp;Sicht von:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>See the table from this player&apos;s place; every hand is face up, the game being over.</source>
        <translation>Zeigt den Tisch von diesem Platz aus; da die Partie vorbei ist, liegt alles offen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the home screen (Esc)</source>
        <translation>Zurück zur Startseite (Esc)</translation>
    </message>
</context>
<context>
    <name>ResumeBanner</name>
    <message>
        <location filename="../senji_desktop/ui/home.py" line="-205"/>
        <source>Your unfinished game</source>
        <translation>Deine unterbrochene Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your unfinished games</source>
        <translation>Deine unterbrochenen Partien</translation>
    </message>
</context>
<context>
    <name>ResumeRow</name>
    <message>
        <location line="-98"/>
        <source>%1 (AI)</source>
        <extracomment>A computer player in the list of an unfinished game&apos;s seats; %1 is its name.</extracomment>
        <translation>%1 (KI)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 · last move %2</source>
        <extracomment>An unfinished game on the home screen; %1 lists the players, %2 is the time of the last move (e.g. 14:05, or a date and time on another day).</extracomment>
        <translation>%1 · letzter Zug %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continue this game of %1 where you left it.</source>
        <extracomment>%1 is the game&apos;s name.</extracomment>
        <translation>Diese Partie %1 dort fortsetzen, wo du aufgehört hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Forget this unfinished game of %1 (you are asked first).</source>
        <extracomment>%1 is the game&apos;s name.</extracomment>
        <translation>Diese unterbrochene Partie %1 verwerfen (du wirst vorher gefragt).</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../senji_desktop/ui/common/rules_dialog.py" line="+300"/>
        <source>{game} – Rules</source>
        <extracomment>``## Heading {#anchor}`` on a rules page. The window&apos;s size where the screen has room (logical pixels). Room left on the screen for the window manager&apos;s title bar and frame. Width steps tried when the quick start does not fit a short window. Paper left above the top line after a scroll (pixels). Window title of the rules reference; {game} is a game&apos;s name such as &quot;Senshi&quot;.</extracomment>
        <translation>{game} – Spielregeln</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Quick start</source>
        <extracomment>Tab of the rules window: the one-screen summary shown first.</extracomment>
        <translation>Schnellstart</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Full rules</source>
        <extracomment>Tab of the rules window: the complete rules reference.</extracomment>
        <translation>Alle Regeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read the full rules</source>
        <translation>Alle Regeln lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The rules of {game} are not available yet.</source>
        <translation>Die Spielregeln von {game} sind noch nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>SenshiAttribute</name>
    <message>
        <location filename="../senji_desktop/ui/senshi/log_text.py" line="+29"/>
        <source>Strength</source>
        <extracomment>Translation context of the attribute names. Translation context of the log lines (written out in each call for lupdate). Qt&apos;s translate; lupdate finds ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls.</extracomment>
        <translation>Stärke</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agility</source>
        <translation>Gewandtheit</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honor</source>
        <translation>Ehre</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wisdom</source>
        <translation>Weisheit</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>red</source>
        <extracomment>The tile colour of each attribute, for tooltips (&quot;red&quot;, …).</extracomment>
        <translation>rot</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
</context>
<context>
    <name>SenshiEndDialog</name>
    <message>
        <location filename="../senji_desktop/ui/senshi/result.py" line="+55"/>
        <source>Nobody is eliminated: everyone&apos;s smallest pile is {n}.</source>
        <extracomment>Qt&apos;s translate; lupdate finds ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls.</extracomment>
        <translation>Niemand scheidet aus: Bei allen hat der kleinste Wertungsstapel {n} Plättchen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} is eliminated: their smallest pile, {n}, is the smallest of all.</source>
        <translation>{name} scheidet aus: nur {n} Plättchen im kleinsten Wertungsstapel – weniger hat niemand.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>{name} wins with the largest pile of the remaining players ({n}).</source>
        <translation>{name} gewinnt mit dem höchsten Wertungsstapel unter den Verbliebenen ({n}).</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>{name} wins with the largest single pile ({n}).</source>
        <translation>{name} gewinnt mit dem höchsten einzelnen Wertungsstapel ({n}).</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{names} both have {n} in their largest pile; {name} wins with the most tiles in hand: {h}.</source>
        <translation>{names} haben beide {n} Plättchen im höchsten Wertungsstapel; {name} gewinnt mit den meisten Plättchen auf der Hand: {h}.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{names} all have {n} in their largest pile; {name} wins with the most tiles in hand: {h}.</source>
        <translation>{names} haben alle {n} Plättchen im höchsten Wertungsstapel; {name} gewinnt mit den meisten Plättchen auf der Hand: {h}.</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>{names} also reached {n} in their largest pile, but with fewer tiles in hand.</source>
        <translation>Bei {names} sind es ebenfalls {n} Plättchen im höchsten Wertungsstapel, aber weniger auf der Hand.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{names} both have {n} in their largest pile and {h} in hand; {name} wins because they played later in turn order.</source>
        <translation>{names} haben beide {n} Plättchen im höchsten Wertungsstapel und {h} auf der Hand; {name} kommt in der Spielreihenfolge später und gewinnt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{names} all have {n} in their largest pile and {h} in hand; {name} wins because they played latest in turn order.</source>
        <translation>{names} haben alle {n} Plättchen im höchsten Wertungsstapel und {h} auf der Hand; {name} kommt in der Spielreihenfolge am spätesten und gewinnt.</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>{name} had a larger pile ({n}) but could not win after being eliminated.</source>
        <translation>{name} hatte zwar einen höheren Wertungsstapel ({n}), konnte nach dem Ausscheiden aber nicht gewinnen.</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Hand</source>
        <translation>Auf der Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Winner</source>
        <translation>Sieg</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Eliminated</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Place %1</source>
        <translation>%1. Platz</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The smallest pile of all</source>
        <translation>Der kleinste Wertungsstapel am Tisch</translation>
    </message>
</context>
<context>
    <name>SenshiHint</name>
    <message>
        <location filename="../senji_desktop/ui/senshi/hints.py" line="+27"/>
        <source>This stack brings %1 tiles of %2 different attributes into your hand.</source>
        <translation>Dieser Stapel bringt dir %1 Plättchen in %2 verschiedenen Sorten auf die Hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Its top tile, %1, scores for you whenever anyone tests %1.</source>
        <translation>Sein oberstes Plättchen (%1) wird für dich gewertet, sobald jemand %1 prüft.</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>You take the %1 tile that would otherwise score for %2.</source>
        <translation>Du nimmst das Plättchen %1, das sonst für %2 gewertet würde.</translation>
    </message>
    <message>
        <location line="-4"/>
        <source>Your %1 pile is your smallest, and the smallest pile decides who is eliminated: this tile can raise it.</source>
        <translation>Dein Wertungsstapel für %1 ist dein kleinster, und der kleinste entscheidet, wer ausscheidet: Dieses Plättchen kann ihn erhöhen.</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>This stack brings one tile into your hand.</source>
        <translation>Dieser Stapel bringt dir ein Plättchen auf die Hand.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This stack brings %1 tiles of one attribute into your hand.</source>
        <translation>Dieser Stapel bringt dir %1 Plättchen einer Sorte auf die Hand.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>This adds one %1 tile to your hand.</source>
        <translation>Damit kommt ein Plättchen %1 auf deine Hand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Testing %1 scores %2 tiles for you and %3 for the others.</source>
        <translation>Wenn du %1 prüfst, werden %2 Plättchen für dich gewertet und %3 für die anderen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Testing %1 scores %2 tiles for you and none for the others.</source>
        <translation>Wenn du %1 prüfst, werden %2 Plättchen für dich gewertet und keines für die anderen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Testing %1 raises your smallest pile.</source>
        <translation>Wenn du %1 prüfst, wächst dein kleinster Wertungsstapel.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Testing %1 adds a tile to your %1 pile.</source>
        <translation>Wenn du %1 prüfst, kommt ein Plättchen auf deinen Wertungsstapel für %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No other move is possible.</source>
        <translation>Kein anderer Zug ist möglich.</translation>
    </message>
</context>
<context>
    <name>SenshiLog</name>
    <message>
        <location filename="../senji_desktop/ui/senshi/log_text.py" line="+32"/>
        <source>%1 × %2</source>
        <comment>number of tiles × attribute name</comment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>{name} secretly drew: {tiles}. Only you know these tiles.</source>
        <translation>{name} zieht geheim: {tiles}. Nur du kennst diese Plättchen.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} secretly drew 1 tile.</source>
        <translation>{name} zieht geheim ein Plättchen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>{name} secretly drew %n tiles.</source>
        <translation>{name} zieht geheim %n Plättchen.</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>The tiles were shuffled into {count} stacks of three, and {name} became the first player.</source>
        <translation>Die Plättchen wurden gemischt und zu {count} Stapeln aus je drei gelegt; {name} ist Startspieler.</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>{name} took a whole stack into hand (top tile first: {tiles}).</source>
        <comment>tiles are listed from the top of the stack down</comment>
        <translation>{name} nimmt einen Stapel auf die Hand (oberstes Plättchen zuerst: {tiles}).</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>{name} studied a stack (top tile first: {tiles}) and moved it onto their Training Card.</source>
        <comment>tiles are listed from the top of the stack down</comment>
        <translation>{name} studiert einen Stapel (oberstes Plättchen zuerst: {tiles}) und legt ihn auf die eigene Trainingskarte.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>{name} trained: took one {attribute} tile from the middle.</source>
        <translation>{name} trainiert: {attribute} aus der Tischmitte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>{name} trained: took one {attribute} tile from their own Training Card.</source>
        <translation>{name} trainiert: {attribute} von der eigenen Trainingskarte.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} trained: took one {attribute} tile from {owner}&apos;s Training Card.</source>
        <translation>{name} trainiert: {attribute} von der Trainingskarte von {owner}.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>{name} tested: played one secret {attribute} tile to the {attribute} pile.</source>
        <translation>{name} prüft {attribute} und wertet ein geheimes Plättchen {attribute} von der Hand.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>{name} tested: played one {attribute} tile to the {attribute} pile.</source>
        <translation>{name} prüft {attribute} und wertet ein Plättchen {attribute} von der Hand.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>{name} scored the {attribute} tile from the top of a stack on their Training Card.</source>
        <translation>{name} wertet das oberste Plättchen {attribute} eines Stapels der eigenen Trainingskarte.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>A stack in the middle was used up.</source>
        <translation>Ein Stapel in der Tischmitte ist aufgebraucht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A stack on {owner}&apos;s Training Card was used up, which freed its slot.</source>
        <translation>Ein Stapel auf der Trainingskarte von {owner} ist aufgebraucht; sein Platz ist wieder frei.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The middle was emptied, which started the final round; {name} will play the last turn.</source>
        <translation>Die Tischmitte ist leer, die Schlussrunde beginnt; {name} macht den letzten Zug.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>{name} had no possible action and passed.</source>
        <translation>{name} kann keine Aktion ausführen und passt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The game ended.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>SenshiScene</name>
    <message>
        <location filename="../senji_desktop/ui/senshi/presenter.py" line="+89"/>
        <source>1 tile in hand</source>
        <extracomment>Qt&apos;s translate; lupdate finds ``translate(&quot;Context&quot;, &quot;text&quot;)`` calls.</extracomment>
        <translation>Hand: 1 Plättchen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n tiles in hand</source>
        <translation>Hand: %n Plättchen</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>Middle of the table: 1 stack</source>
        <extracomment>Outlines by rectangle: the layout keeps its places from one view to the next, so most are found here instead of being made again. Which slot of its Training Card each stack lies in (stacks keep their slot).</extracomment>
        <translation>Tischmitte: 1 Stapel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 stack</source>
        <comment>short form of &apos;Middle of the table: 1 stack&apos;</comment>
        <translation>1 Stapel</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Middle of the table: %n stacks</source>
        <translation>Tischmitte: %n Stapel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%n stacks</source>
        <comment>short form of &apos;Middle of the table: 7 stacks&apos;</comment>
        <translation>%n Stapel</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Set aside: %n tiles of each attribute</source>
        <translation>Aus dem Spiel: %n Plättchen je Sorte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set aside: %n of each</source>
        <comment>short form of &apos;Set aside: 3 tiles of each attribute&apos;</comment>
        <translation>Aus dem Spiel: %n je Sorte</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>First player: started the game and is the first in turn order</source>
        <translation>Startspieler: hat das Spiel eröffnet und ist in jeder Runde zuerst am Zug</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>A free slot for a stack (Study)</source>
        <translation>Freier Platz für einen Stapel (Studieren)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 pile (%2): 1 tile</source>
        <translation>Wertungsstapel für %1 (%2): 1 Plättchen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 pile (%2): %n tiles</source>
        <translation>Wertungsstapel für %1 (%2): %n Plättchen</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Your hand</source>
        <translation>Deine Hand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hand of %1</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Click a tile to Test it</source>
        <translation>Zum Prüfen ein Plättchen anklicken</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>No tiles in hand</source>
        <translation>Keine Plättchen auf der Hand</translation>
    </message>
    <message>
        <location line="+108"/>
        <source>Stack, top tile first: %1</source>
        <comment>%1 lists the tiles from the top down</comment>
        <translation>Stapel, oberstes Plättchen zuerst: %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Take this whole stack into your hand (top tile first: %1)</source>
        <comment>%1 lists the tiles from the top down</comment>
        <translation>Diesen ganzen Stapel auf die Hand nehmen (oberstes Plättchen zuerst: %1)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Study: move this whole stack (top tile first: %1) onto your Training Card</source>
        <comment>%1 lists the tiles from the top down</comment>
        <translation>Studieren: diesen ganzen Stapel (oberstes Plättchen zuerst: %1) auf deine Trainingskarte legen</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Train: take this %1 tile into your hand</source>
        <translation>Trainieren: dieses Plättchen %1 auf die Hand nehmen</translation>
    </message>
    <message>
        <location line="-376"/>
        <source>In hand: %n</source>
        <comment>short form of &apos;7 tiles in hand&apos;</comment>
        <translation>Hand: %n</translation>
    </message>
    <message>
        <location line="+390"/>
        <source>Test: play one %1 tile to your %1 pile</source>
        <translation>Prüfen: ein Plättchen %1 auf deinen Wertungsstapel für %1 legen</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>1 secret tile: only its owner knows it</source>
        <translation>1 geheimes Plättchen: Nur sein Besitzer kennt es</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%n secret tiles: only their owner knows them</source>
        <translation>%n geheime Plättchen: Nur ihr Besitzer kennt sie</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 in your hand: 1 (only you know it)</source>
        <translation>%1 auf deiner Hand: 1 (nur du kennst es)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in your hand: %2 (only you know them)</source>
        <translation>%1 auf deiner Hand: %2 (nur du kennst sie)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in your hand: %2 (only you know %3 of them)</source>
        <translation>%1 auf deiner Hand: %2 (davon kennst nur du %3)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in your hand: %2</source>
        <translation>%1 auf deiner Hand: %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 in this hand: 1 (everyone saw it being taken)</source>
        <translation>%1 auf dieser Hand: 1 (alle haben gesehen, wie es genommen wurde)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 in this hand: %2 (everyone saw them being taken)</source>
        <translation>%1 auf dieser Hand: %2 (alle haben gesehen, wie sie genommen wurden)</translation>
    </message>
    <message>
        <location line="+169"/>
        <source>The middle is empty — final round!</source>
        <translation>Die Tischmitte ist leer – Schlussrunde!</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
</context>
<context>
    <name>SenshiTable</name>
    <message>
        <location line="-104"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>You have no possible action: end your turn without doing anything</source>
        <translation>Du kannst keine Aktion ausführen: Beende deinen Zug, ohne etwas zu tun</translation>
    </message>
    <message>
        <location line="-55"/>
        <source>Choose a stack to take into your hand</source>
        <translation>Wähle deine Starthand</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 chooses a stack to take into hand</source>
        <translation>%1 wählt eine Starthand</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Study, Train or Test</source>
        <translation>Studieren, Trainieren, Prüfen</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Final round: this is the last turn</source>
        <translation>Schlussrunde: Dies ist der letzte Zug</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Final round: %n turns left</source>
        <translation>Schlussrunde: noch %n Züge</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The table shows only what every player may see.</source>
        <translation>Der Tisch zeigt nur, was alle Spieler sehen dürfen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please wait for your turn.</source>
        <translation>Bitte warte, bis du am Zug bist.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>You have no possible action (no tile in hand, no stack to study and no tile to train), so you must pass.</source>
        <translation>Du kannst keine Aktion ausführen (kein Plättchen auf der Hand, kein Stapel zum Studieren, kein Plättchen zum Trainieren), also musst du passen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Click a stack in the middle to take all of its tiles into your hand. Everyone sees which tiles you take.</source>
        <translation>Klicke einen Stapel in der Tischmitte an, um alle seine Plättchen auf die Hand zu nehmen. Alle sehen, welche Plättchen du nimmst.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Top tile of a stack: Train — take it into your hand.</source>
        <translation>Oberstes Plättchen eines Stapels: Trainieren – nimm es auf die Hand.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rest of a middle stack: Study — move the whole stack onto your Training Card.</source>
        <translation>Stapel in der Tischmitte: Studieren – lege ihn ganz auf deine Trainingskarte.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Tile in your hand: Test — play it to its pile; everyone then scores matching top tiles of their own stacks.</source>
        <translation>Plättchen auf deiner Hand: Prüfen – lege es auf seinen Wertungsstapel; dann wertet jede Person passende oberste Plättchen ihrer Stapel.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Your Training Card is full, so you cannot Study until one of its stacks is used up.</source>
        <translation>Deine Trainingskarte ist voll: Studieren geht erst wieder, wenn einer ihrer Stapel aufgebraucht ist.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your hand is empty, so you cannot Test.</source>
        <translation>Deine Hand ist leer, also kannst du nicht prüfen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keys: Tab or arrows choose, Enter confirms.</source>
        <translation>Tasten: Tab oder Pfeiltasten wählen, Eingabe bestätigt.</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Tiles in scoring piles stay there until the end of the game.</source>
        <translation>Plättchen in Wertungsstapeln bleiben dort bis zum Spielende.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>You have no possible action — use the Pass button.</source>
        <translation>Du kannst keine Aktion ausführen – klicke auf „Passen“.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>First choose a stack from the middle to take into your hand.</source>
        <translation>Wähle zuerst einen Stapel aus der Tischmitte als Starthand.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You already have three stacks on your Training Card — Study is not possible.</source>
        <translation>Auf deiner Trainingskarte liegen schon drei Stapel – Studieren ist nicht möglich.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You cannot Study this stack now.</source>
        <translation>Diesen Stapel kannst du gerade nicht studieren.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Only the top tile of a stack on a Training Card can be taken: click the top tile to Train.</source>
        <translation>Von einem Stapel auf einer Trainingskarte darfst du nur das oberste Plättchen nehmen: Klicke zum Trainieren das oberste Plättchen an.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You can only Test tiles from your own hand.</source>
        <translation>Du kannst nur Plättchen von deiner eigenen Hand prüfen.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That is not possible right now.</source>
        <translation>Das geht gerade nicht.</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <location filename="../senji_desktop/ui/statistics_page.py" line="+49"/>
        <source>Easy</source>
        <extracomment>Row names of the opponent strengths (the agents&apos; names in the new-game dialog).</extracomment>
        <translation>Leicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heuristic</source>
        <translation>Faustregeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Random</source>
        <translation>Zufall</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All</source>
        <translation>Alle</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The most honor you ended a game with.</source>
        <extracomment>Rows in the order shown: the three difficulties of the new-game dialog always, the others only once played against. What &quot;best score&quot; means per game (a tooltip); games not listed have none.</extracomment>
        <translation>Die meiste Ehre, mit der du eine Partie beendet hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The highest scoring pile you ended a game with.</source>
        <translation>Der höchste Wertungsstapel, mit dem du eine Partie beendet hast.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The most points you captured in a game.</source>
        <translation>Die meisten Punkte, die du in einer Partie erbeutet hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The most points you ended a game with.</source>
        <translation>Die meisten Punkte, mit denen du eine Partie beendet hast.</translation>
    </message>
    <message>
        <location line="+229"/>
        <source>%1 %2 (and %3 shared)</source>
        <extracomment>Games in the form chart. A person&apos;s hot-seat wins; %1 name, %2 sole wins, %3 shared wins.</extracomment>
        <translation>%1 %2 (dazu %3 geteilt)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Several people at one screen: 1 game of %2 moves. Wins: %3.</source>
        <extracomment>Hot-seat summary of one game; %2 its moves, %3 the names with their wins (e.g. &quot;Aiko 1, Kenji 0&quot;).</extracomment>
        <translation>Mehrere Personen an einem Bildschirm: 1 Partie mit %2 Zügen. Siege: %3.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Several people at one screen: %1 games, on average %2 moves. Wins: %3.</source>
        <extracomment>Hot-seat summary; %1 number of games, %2 average moves, %3 the list of names with their wins (e.g. &quot;Aiko 3, Kenji 1&quot;).</extracomment>
        <translation>Mehrere Personen an einem Bildschirm: %1 Partien, im Schnitt %2 Züge. Siege: %3.</translation>
    </message>
    <message numerus="yes">
        <location line="+19"/>
        <source>Form over your latest %n games</source>
        <extracomment>%n is the number of games shown.</extracomment>
        <translation>
            <numerusform>Deine Form in der letzten Partie</numerusform>
            <numerusform>Deine Form in den letzten %n Partien</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Opponents</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Played</source>
        <translation>Gespielt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Shared</source>
        <translation>Geteilt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streak</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best streak</source>
        <translation>Beste Serie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Best score</source>
        <translation>Bestwert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Moves per game</source>
        <translation>Züge je Partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With hints</source>
        <translation>Mit Tipps</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The strongest computer opponent at the table.</source>
        <translation>Der stärkste Computergegner am Tisch.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games you won alone.</source>
        <translation>Partien, die du allein gewonnen hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games whose win you shared with others.</source>
        <translation>Partien, deren Sieg du dir mit anderen geteilt hast.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games won alone per game played.</source>
        <translation>Allein gewonnene Partien je gespielte Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wins in a row up to your latest game; a shared win neither adds to it nor ends it.</source>
        <translation>Siege in Folge bis zu deiner letzten Partie; ein geteilter Sieg zählt nicht mit, beendet die Serie aber auch nicht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Your longest run of wins.</source>
        <translation>Deine längste Siegesserie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The average number of moves of all players per game.</source>
        <translation>Die durchschnittliche Zahl der Züge aller Spieler je Partie.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Games in which you asked for a suggested move.</source>
        <translation>Partien, in denen du dir einen Zug hast vorschlagen lassen.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to where you came from.</source>
        <translation>Zurück zur vorigen Ansicht.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset statistics…</source>
        <translation>Statistik zurücksetzen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Set every count of every game to zero (you are asked first).</source>
        <translation>Alle Zahlen aller Spiele auf null setzen (du wirst vorher gefragt).</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No game against the computer finished yet. Your results appear here after your first game.</source>
        <translation>Noch keine Partie gegen den Computer beendet. Deine Ergebnisse erscheinen hier nach deiner ersten Partie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Results per difficulty</source>
        <translation>Ergebnisse je Schwierigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A game against the computer counts under its strongest computer opponent. Games of several people at one screen are counted by name; games with only computer players are not counted. Games in which you asked for a suggested move are counted too and marked.</source>
        <translation>Eine Partie gegen den Computer zählt beim stärksten Computergegner am Tisch. Partien mehrerer Personen an einem Bildschirm werden nach Namen gezählt; Partien nur mit Computerspielern zählen nicht. Partien, in denen du dir einen Zug hast vorschlagen lassen, zählen mit und sind markiert.</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Reset statistics</source>
        <translation>Statistik zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set the statistics of every game to zero? This cannot be undone.</source>
        <translation>Die Statistik aller Spiele auf null setzen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Your finished games stay in the list of finished games.</source>
        <translation>Deine beendeten Partien bleiben in der Liste der beendeten Partien.</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Reset</source>
        <translation>Zurücksetzen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>TableKit</name>
    <message>
        <location filename="../senji_desktop/ui/kit/result.py" line="+60"/>
        <source>Player %1</source>
        <extracomment>A long name is never squeezed narrower than this (at 100 %): a dozen letters stay. A score table&apos;s header and cells (points at 100 % text size) and the gap between its columns (px; the least where the table must narrow).</extracomment>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 and %2</source>
        <comment>joins the last two names of a list</comment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1, %2</source>
        <comment>joins names in a list</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../senji_desktop/ui/kit/table.py" line="+750"/>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 share the win!</source>
        <translation>%1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 share the win.</source>
        <translation>%1 teilen sich den Sieg.</translation>
    </message>
    <message>
        <location line="+198"/>
        <source>%1 — result</source>
        <extracomment>The header&apos;s labels and their point size at 100 % (fit_width). The room (px) between the body&apos;s last column and its vertical scroll bar. &quot;Watch the replay&quot;: step through the game just finished. The course of the game, drawn as a chart below the scores (None: no chart).</extracomment>
        <translation>%1 – Ergebnis</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a new game with the same players</source>
        <translation>Ein neues Spiel mit denselben Spielern beginnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the home screen</source>
        <translation>Zur Startseite</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave this table and choose another game</source>
        <translation>Diesen Tisch verlassen und ein anderes Spiel wählen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch the replay</source>
        <translation>Rückschau ansehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Step through this game move by move, every hand face up</source>
        <translation>Geh diese Partie Zug für Zug durch, alle Hände offen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close this summary and look at the table</source>
        <translation>Diese Übersicht schließen und den Tisch ansehen</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/kit/table.py" line="-413"/>
        <source>Game log</source>
        <extracomment>No text on a table is smaller on screen than this (points, at 100 % text size). Showing a finished game&apos;s replay (no prompts to act; see set_replay), and that game&apos;s result, said at its last position. Actions chosen ahead for the acting seat&apos;s next decisions (Choice.then). The action chosen last, until the next view arrives (drawn as planned). Only these actions may be chosen (a tutorial step), else None; and why. The actions a tutorial step teaches from here, in order (see set_allowed). The board view (the name every table&apos;s tests use). The board&apos;s column: a game may add its own widgets below the board (a tray of tiles) with ``board_box.addWidget``.</extracomment>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 table</source>
        <translation>Spieltisch %1</translation>
    </message>
    <message>
        <location line="+421"/>
        <source>One moment — your turn is about to start.</source>
        <translation>Einen Moment – gleich bist du am Zug.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Please wait — it is %1&apos;s turn.</source>
        <translation>Bitte warte – %1 ist am Zug.</translation>
    </message>
    <message>
        <location line="+191"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Suggest a move</source>
        <translation>Zug vorschlagen</translation>
    </message>
    <message>
        <location line="-51"/>
        <source>Waiting for the game to start</source>
        <translation>Warten auf den Spielbeginn</translation>
    </message>
    <message>
        <location line="+9"/>
        <location line="+4"/>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The result is being counted.</source>
        <translation>Das Ergebnis wird ausgezählt.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1&apos;s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 decide</source>
        <translation>%1 entscheiden</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>A replay of a finished game: every hand is face up.</source>
        <translation>Rückschau einer beendeten Partie: Alle Hände liegen offen.</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cancel the suggestion</source>
        <translation>Zugvorschlag abbrechen</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Show the result</source>
        <translation>Ergebnis zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the end-of-game summary again</source>
        <translation>Die Übersicht zum Spielende erneut öffnen</translation>
    </message>
    <message>
        <location filename="../senji_desktop/ui/kit/board_view.py" line="+111"/>
        <source>Fit</source>
        <extracomment>Kilobytes Qt&apos;s pixmap cache may hold (an upper bound, not an allocation). Path items with a device cache — Senji&apos;s coast bands, terrain, provinces — keep their pixmaps there, each as large as its part of the viewport. Qt&apos;s default of 10 MiB holds less than one map at 1280×800: the cache dropped the coast while it stored the provinces, and every animation frame drew the whole coastline again (frames of 200–300 ms while dice rolled).</extracomment>
        <translation>Alles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom in (+ or mouse wheel)</source>
        <translation>Vergrößern (+ oder Mausrad)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom out (- or mouse wheel)</source>
        <translation>Verkleinern (- oder Mausrad)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole board again (0)</source>
        <translation>Wieder das ganze Spielbrett zeigen (0)</translation>
    </message>
</context>
<context>
    <name>TutorialBar</name>
    <message>
        <location filename="../senji_desktop/ui/tutorial_bar.py" line="+188"/>
        <source>Not this one — this step teaches the move described above.</source>
        <translation>Nicht das – dieser Schritt zeigt den Zug, der oben beschrieben ist.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 — done</source>
        <extracomment>Heading of the tutorial bar once the last step is done; %1 is e.g. &quot;Learn Tenno&quot;.</extracomment>
        <translation>%1 – geschafft</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Not this one. %1</source>
        <extracomment>How long the &quot;not this one&quot; note stays, in milliseconds. &quot;Play a game&quot; once the last step is done. Shown when the player chooses something the tutorial step does not teach; %1 says what to click instead (from the tutorial file).</extracomment>
        <translation>Das ist hier nicht gefragt. %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>You have played every step. Play a real game now, or go back to the home screen.</source>
        <translation>Du hast alle Schritte gespielt. Spiel jetzt eine echte Partie oder geh zurück zur Startseite.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Step %1 of %2 · %3</source>
        <extracomment>%1 the step&apos;s number, %2 the number of steps, %3 the tutorial&apos;s title.</extracomment>
        <translation>Schritt %1 von %2 · %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Read this rule</source>
        <translation>Diese Regel lesen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the rules at the section this step teaches.</source>
        <translation>Öffnet die Spielregeln bei dem Abschnitt, den dieser Schritt zeigt.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Go on to the next step.</source>
        <translation>Weiter zum nächsten Schritt.</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Play a game</source>
        <translation>&amp;Partie spielen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose players and start a real game.</source>
        <translation>Spieler wählen und eine richtige Partie beginnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Restart</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Start the tutorial again from its first step.</source>
        <translation>Beginnt die Einführung wieder mit dem ersten Schritt.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Home</source>
        <translation>Startseite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to the home screen.</source>
        <translation>Zurück zur Startseite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Back to the home screen; Learn to play resumes at this step.</source>
        <translation>Zurück zur Startseite; „Spiel lernen“ macht bei diesem Schritt weiter.</translation>
    </message>
</context>
<context>
    <name>TutorialController</name>
    <message>
        <location filename="../senji_desktop/controller/tutorial_controller.py" line="+159"/>
        <source>This step teaches another move: its text above the table says which.</source>
        <extracomment>(index, step) whenever a new step begins; index == number of steps at the end. The player chose an action this step does not teach (the step&apos;s text says what to do); the action was not applied. The last step is done. A scripted game is no game of the player&apos;s: it stays out of the statistics and the finished-games archive. No move is taken back (see :meth:`undo_point`): the table shows no Undo button. What a click the current step does not teach is answered with.</extracomment>
        <translation>Dieser Schritt zeigt einen anderen Zug: Welchen, steht im Text über dem Tisch.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Not this one. %1</source>
        <extracomment>A click the tutorial step does not teach; %1 says what to click instead (from the tutorial file), e.g. &quot;Click the Study pile.&quot;</extracomment>
        <translation>Das ist hier nicht gefragt. %1</translation>
    </message>
    <message>
        <location line="+37"/>
        <location line="+3"/>
        <source>Read the step above the table, then press Continue.</source>
        <translation>Lies den Schritt über dem Tisch und klick dann auf „Weiter“.</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>The tutorial&apos;s last step</source>
        <translation>Der letzte Schritt der Einführung</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Play a real game with “Play a game” above the table, or go back to the home screen.</source>
        <translation>Spiel eine echte Partie mit „Partie spielen“ über dem Tisch oder geh zurück zur Startseite.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The tutorial is over</source>
        <translation>Die Einführung ist zu Ende</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>A tutorial takes no move back: Restart plays it again from the beginning.</source>
        <translation>Eine Einführung nimmt keinen Zug zurück: „Von vorn“ spielt sie noch einmal vom ersten Schritt an.</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This step is to be read: Continue goes on.</source>
        <translation>Diesen Schritt nur lesen: „Weiter“ geht zum nächsten.</translation>
    </message>
</context>
</TS>
