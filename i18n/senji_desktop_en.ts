<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
  <context>
    <name>FormChart</name>
    <message numerus="yes">
      <location filename="../senji_desktop/ui/common/charts.py" line="-27" />
      <source>Win rate of the last %n games</source>
      <extracomment>Legend entry of the line; %n is the number of games it averages over.</extracomment>
      <translation>
        <numerusform>Win rate of the last game</numerusform>
        <numerusform>Win rate of the last %n games</numerusform>
      </translation>
    </message>
  </context>
  <context>
    <name>StatisticsPage</name>
    <message numerus="yes">
      <location line="+19" />
      <source>Form over your latest %n games</source>
      <extracomment>%n is the number of games shown.</extracomment>
      <translation>
        <numerusform>Form over your latest game</numerusform>
        <numerusform>Form over your latest %n games</numerusform>
      </translation>
    </message>
  </context>
</TS>
