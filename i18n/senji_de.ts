<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
<context>
    <name>SenjiDemo</name>
    <message>
        <location filename="../senji_desktop/ui/senji/demo.py" line="+98"/>
        <source>Summer: Mori attacks Harima</source>
        <translation>Sommer: Mori greift Harima an</translation>
    </message>
</context>
<context>
    <name>SenjiDice</name>
    <message>
        <location filename="../senji_desktop/ui/senji/dice.py" line="+422"/>
        <source>+%1 (%2 card)</source>
        <translation>+%1 (%2-Karte)</translation>
    </message>
    <message>
        <location line="+8"/>
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
        <location line="+3"/>
        <source>Battle for %1</source>
        <translation>Schlacht um %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Support</source>
        <translation>Unterstützung</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
</context>
<context>
    <name>SenjiMap</name>
    <message>
        <location filename="../senji_desktop/ui/senji/map_view.py" line="+113"/>
        <source>North Sea</source>
        <extracomment>How strongly a province takes its holder&apos;s colour (0–1). Lower bound for Qt&apos;s pixmap cache (KB): the map&apos;s cached layers fit in it. Zoom limits relative to the fitted scale, and the step of one wheel notch or key.</extracomment>
        <translation>Nordmeer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>South Sea</source>
        <translation>Südmeer</translation>
    </message>
    <message>
        <location line="+87"/>
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
        <location line="+281"/>
        <source>No fleets.</source>
        <extracomment>The part of the scene the fit button shows: the provinces and the seas.</extracomment>
        <translation>Keine Flotten.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Coastal provinces: %1.</source>
        <translation>Provinzen an der Küste: %1.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1, home province of %2</source>
        <translation>%1, Stammprovinz der %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Neutral: no one may enter.</source>
        <translation>Neutral: Hier darf niemand einziehen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Held by %1, with a fortress.</source>
        <translation>Im Besitz der %1, mit Festung.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Held by %1.</source>
        <translation>Im Besitz der %1.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No troops.</source>
        <translation>Keine Truppen.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Borders: %1.</source>
        <translation>Grenzt an: %1.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Seas: %1.</source>
        <translation>Meere: %1.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No coast on either sea.</source>
        <translation>Liegt an keinem Meer.</translation>
    </message>
</context>
<context>
    <name>ZoomBar</name>
    <message>
        <location line="+38"/>
        <source>Fit</source>
        <translation>Ganze Karte</translation>
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
        <source>Show the whole map (0)</source>
        <translation>Ganze Karte zeigen (0)</translation>
    </message>
</context>
</TS>
