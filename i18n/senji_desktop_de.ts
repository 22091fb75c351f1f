<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>AboutDialog</name>
    <message>
        <location filename="../senji_desktop/ui/common/about.py" line="+43"/>
        <source>About Senji Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Five Japanese-themed board and card games at one table: %1. Play against AI opponents or with friends at one screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Free software under the MIT licence.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <location filename="../senji_desktop/ui/home.py" line="+290"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Choose players and start a game of %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 is not playable yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameCatalogue</name>
    <message>
        <location filename="../senji_desktop/ui/registry.py" line="+105"/>
        <source>Alliances and war for the empire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lead a noble family through the seasons: negotiate, trade hostages, raise armies and win honour across the provinces of Japan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Train all four virtues</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Draft stacks of tiles, study and train, then test your skills. Build one great scoring pile — but your weakest one must not be the smallest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bluff at the imperial court</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attack your rivals&apos; face-down cards with your own hidden warriors and capture as many as you can to win the emperor&apos;s favour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Ninja clans and false words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Send secret attacks to your rivals and name a weapon for each — truthfully or not. Block what is really coming and outlive every clan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A duel of paper cranes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lay origami tiles side by side, take control of your opponent&apos;s cranes and gather the precious golden ones.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../senji_desktop/controller/game_controller.py" line="+319"/>
        <source>The game stopped because of an internal error: %1</source>
        <extracomment>%1 is a technical error description (not translated).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Please wait: it is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+84"/>
        <source>%1 is thinking…</source>
        <extracomment>Status line while an AI opponent searches; %1 is the player&apos;s name.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+54"/>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game is already over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>That action is not allowed right now. Please choose another one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>The game could not be saved automatically: %1</source>
        <extracomment>%1 is the operating system&apos;s error description (not translated).</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../senji_desktop/ui/home.py" line="+201"/>
        <source>Five games from old Japan at one table – against the computer or with friends at one screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Version %1 · Rules of every game are under Help once a game is open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../senji_desktop/ui/main_window.py" line="+260"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose players and start a new game of Senshi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Resume…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the unfinished game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Back to &amp;home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Leave the table; an unfinished game can be resumed later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Memory aid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show what you remember about other players&apos; tiles (everything that was ever shown to you).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Rules of the current game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Senji Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 – Senji Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The settings could not be saved: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Senji Desktop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>The game could not be started: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../senji_desktop/ui/new_game_dialog.py" line="+41"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI – Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI – Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI – Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>AI – Heuristic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>AI – Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A person at this screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A gentle opponent that thinks briefly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A solid opponent for most games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The strongest opponent; it thinks up to about 1.5 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Plays by simple rules of thumb, without looking ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Picks any legal action at random.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>OptionsWidget</name>
    <message>
        <location filename="../senji_desktop/ui/senshi/options.py" line="+52"/>
        <source>Secret start (variant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Instead of choosing a stack at the start, every player secretly draws three tiles that only they know until they play them. For 3 or 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The secret start is a variant for 3 or 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../senji_desktop/ui/common/pass_screen.py" line="+111"/>
        <source>Pass the screen to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The table is hidden so that nobody else sees %1&apos;s tiles. %1, press the button when you are ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>I am %1 – show my table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reveal the table for %1 (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PersistenceProblem</name>
    <message>
        <location filename="../senji_desktop/persistence/problems.py" line="+58"/>
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
        <source>The file {file} could not be read ({error}).</source>
        <translation>Die Datei {file} konnte nicht gelesen werden ({error}).</translation>
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
        <source>The saved game {file} cannot be restored: its moves do not follow the rules of this version ({detail}).</source>
        <translation>Der Spielstand {file} kann nicht wiederhergestellt werden: Seine Züge passen nicht zu den Regeln dieser Version ({detail}).</translation>
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
        <source>The settings file {file} could not be read ({error}), so the default settings are used.</source>
        <translation>Die Einstellungsdatei {file} konnte nicht gelesen werden ({error}), deshalb gelten die Standardeinstellungen.</translation>
    </message>
</context>
<context>
    <name>ResumeBanner</name>
    <message>
        <location filename="../senji_desktop/ui/home.py" line="-99"/>
        <source>Your unfinished game of %1 (last move %2) is waiting for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Your unfinished game of %1 is waiting for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Continue the game where you left it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget the unfinished game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../senji_desktop/ui/common/rules_dialog.py" line="+86"/>
        <source>{game} — Rules</source>
        <extracomment>Window title of the rules reference; {game} is a game&apos;s name such as &quot;Senshi&quot;.</extracomment>
        <translation>{game} – Spielregeln</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The rules of {game} are not available yet.</source>
        <translation>Die Spielregeln von {game} sind noch nicht verfügbar.</translation>
    </message>
</context>
<context>
    <name>SenshiAttribute</name>
    <message>
        <location filename="../senji_desktop/ui/senshi/log_text.py" line="+23"/>
        <source>Strength</source>
        <extracomment>Translation context of the attribute names. Translation context of the log lines.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Agility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Honor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wisdom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>red</source>
        <extracomment>The tile colour of each attribute, for tooltips (&quot;red&quot;, …).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
