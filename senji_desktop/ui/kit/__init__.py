"""The table kit: what every game's table shares, written once.

A game's table says *what* is where and what a click means; the kit does
the *how* (as KDE's card-game library does for its solitaires).

The parts
---------
- ``contract.py`` – :class:`~senji_desktop.ui.kit.contract.GameTable`, the
  contract between a table and the main window / controller: the calls the
  controller makes (``show_view``, ``play_events(events, view_before,
  view_after)``, ``clear_private(public_view)``, ``show_outcome`` …) and
  every signal they connect to, declared as Qt signals (``action_chosen``,
  ``animations_finished``, ``status_message``, ``new_game_requested``,
  ``home_requested``, ``undo_requested``, ``hint_requested``).
- ``table.py`` – :class:`~senji_desktop.ui.kit.table.KitTable`, the contract
  implemented once on a game's presenter: board, side panel, input, the one
  animation runner, the end of the game (winner in words, revealed table,
  celebration, result dialog, "Show the result"), the Text size, and room
  for undo and hints (``set_command``, ``show_hint``).
- ``presenter.py`` – :class:`~senji_desktop.ui.kit.presenter.Presenter`, what a
  game answers, and the values it answers with (``Drawing``/``Spec``/
  ``Piece``, ``Target``, ``Choice``, ``ButtonSpec``, ``Beat``/``Motion``,
  ``DrawContext``).
- ``presenting.py`` – helpers presenters draw with (a label that stays
  legible at every Text size, a rectangle as a path).
- ``board_view.py`` – the graphics view: fits the scene, or zooms and pans
  (``zoomable=True``); forwards mouse and keys to the input.
- ``input.py`` – hover glow, click, multi-click selection, drag, keyboard
  focus (Tab, arrows, Enter, Esc, a game's own keys) and the input hold
  after a hot-seat hand-over, checked in one place.
- ``scene.py`` – the scene: holds a drawing (items kept between drawings when
  their spec is unchanged), the overlays (hover, focus, selection, hint
  mark), flying pieces, banners and the celebration.
- ``items.py`` – the scene items every table uses (labels, counts, badges,
  banners, glows), each a pixmap drawn once by the one renderer
  (``ui/common/tiles.py``'s ``RENDERER``) and cached by (item, look, size,
  device scale): nothing is painted in Python on a repaint.
- ``panel.py`` – the side panel: header naming the seat that must act now,
  phase, notice, the game's own part, help, decision buttons declared as
  data, command buttons, log, status line (prompts in ink, warnings in the
  accent colour).
- ``result.py`` – the result dialog (headline, the game's score table, its
  sentences; New game, Home, Close) and the words for winners.
- ``animation.py`` – the one animation runner (steps of Qt property
  animations, run in C++; nothing in Python per frame).

How animation works
-------------------
The controller hands the table the watching seat's view before the events,
the events (that seat's forms of them) and its view after. The presenter
draws both views; for each event it returns a ``Beat`` saying which pieces
(by id) fly from where they lie in the drawing before to where they lie in
the drawing after (or fade, or a banner). Flown pieces stay where they
landed; at the end the table draws the view after. The UI never re-applies
an event to a view and never decides what a seat may see: every view it
draws is the engine's (``Game.view``; ``Game.revealed_view`` at the end).
This is Kajongg's model — items state where they should be, one module moves
them there — and needs no engine hook per event.

How to add a game's table
-------------------------
Files in ``ui/<game>/`` (the same names in every game):

1. ``layout.py`` – where things lie for a view and a viewport size (scene
   units; remember the board's ``scale`` so texts can stay legible).
2. ``items.py`` – the faces of the game's components: subclasses of
   :class:`~senji_desktop.ui.kit.items.SceneItem` (``look``, ``margins``,
   ``draw``); nothing paints per repaint.
3. ``presenter.py`` – a :class:`~senji_desktop.ui.kit.presenter.Presenter`:

   - ``draw(view, ctx)``: a ``Drawing`` of ``Spec`` s; give an id and rect
     to every piece an event can move; size texts with ``ctx.text_px`` so
     none is below 9 pt on screen (``ctx.min_px``);
   - ``targets(view, ctx)``: a ``Target`` per place a click means something
     (enabled only for legal actions while ``ctx.interactive``); a decision
     of several clicks uses ``click`` returning ``Choice(selection=…)``
     until the action is complete, and ``click_path`` lists its clicks;
   - ``buttons``: the decision buttons as ``ButtonSpec`` (an action or a
     command each);
   - ``acting_seats``, ``phase_text``, ``notice``, ``help_text``,
     ``explain`` (why a click does nothing), optionally ``extra_panel`` /
     ``update_extra_panel`` for the game's own panel part (scores);
   - ``beats``: a ``Beat`` per event (``Motion`` s by piece id);
   - ``log_line``, ``result_sentences``, ``score_body`` (``ScoreGrid`` fits
     most games).
   Optional answers: ``preview`` (pieces shown while the pointer rests on a
   target: a ghost of a tile), ``key`` (a game's own keys), ``command`` (a
   button's command; ``Choice(then=…)`` chooses the seat's next actions ahead,
   one per decision), ``num_seats``/``bottom_seat``/``legal`` for views
   shaped differently, ``log_group_key``/``log_group_line`` (repeated steps
   of one kind in one log line: "Aiko places 3 units in Izumo").
4. ``table.py`` – ``class <Game>Table(KitTable)`` calling
   ``super().__init__(<Game>Presenter(), parent)`` (``zoomable=True`` for a
   large board); register it in ``ui/registry.py``. A game with widgets of
   its own adds them below the board (``board_box``) and answers their clicks
   in ``place_of``; a game's own panel part comes from ``extra_panel``.
5. ``log_text.py`` (event sentences) and ``result.py`` (the end in words).
6. In the engine: ``revealed_view(state, seat)`` on the game — every hidden
   card face up, ``legal`` empty — for the table at the end and replays.

Then add the game to ``KIT_GAMES`` in ``tests/app/test_table_contract.py``:
a random clicker plays it to the end by clicks and keys, hot-seat included,
and checks the hand-overs and the result dialog (and to ``KIT_GAMES`` in
``tests/app/test_legibility.py``). ``tests/ui/test_kit.py`` shows every kit
feature on a toy game.

For the features built on the kit: ``KitTable.set_command("undo"|"hint")``
shows their buttons (they emit ``undo_requested`` / ``hint_requested``),
``show_hint(action, sentence)`` marks a suggested move, ``set_allowed``
lets a tutorial step accept only the action it teaches, and a replay steps
through views with ``show_view`` / ``play_events`` (revealed views of a
finished game).
"""
