"""Sound effects: a short sound for each main action, the same player for every game.

The effects (``resources/sounds/*.wav``, made by ``resources/sounds/make_sounds.py``):
``place`` (a tile or card put down), ``flip`` (turned face up), ``dice``
(rolled), ``capture`` (a capture or a battle won), ``life_lost``, ``won``
(the game won by a person at the screen), ``lost`` (the game over without
such a win) and ``your_turn`` (a person's turn after others played).

Which events sound is decided once per game from the engine's event kinds:
each game's ``ui/<game>/sounds.py`` holds ``SOUNDS``, a table of event kind →
effect names in the order they sound. :meth:`SoundPlayer.play_events` takes
the events the watching seat was shown (the controller's
``events_played``), so a sound never tells more than the screen does; the
effects of one move follow each other at the animation speed (at Instant
only the most important one sounds).

Qt Multimedia's ``QSoundEffect`` plays them; it is loaded on the first
:meth:`~SoundPlayer.warm_up` (when a game starts), never at start-up.
Where the module cannot be loaded (a system without the PulseAudio client
library) or no audio output exists (CI, tests, a headless machine), the
player stays silent without an error and without a word on stderr (Qt's
"no PulseAudio server" warning is muted while the devices are probed):
:attr:`SoundPlayer.audible` is False and everything else works as usual. Volume (0–100) and mute are the
player's settings, remembered by the main window.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from importlib import import_module
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from senji_desktop.engine.core import Event
from senji_desktop.resources import resource_path

log = logging.getLogger(__name__)

#: Every effect, most important first (at Instant only the first of a move's sounds).
EFFECTS: tuple[str, ...] = ("won", "lost", "life_lost", "capture", "dice", "flip", "place",
                            "your_turn")
#: Pause between two effects of one move at normal animation speed (ms).
GAP_MS = 170
#: At most this many effects sound for one move.
MAX_PER_MOVE = 3

_TABLES: dict[str, dict[str, tuple[str, ...]]] = {}

#: Logging rules while sound is in use: Qt Multimedia's probing of optional
#: libraries is not reported.
_QUIET_MULTIMEDIA = "qt.multimedia.symbolsresolver=false\nqt.multimedia.ffmpeg=false"


def sound_table(game_id: str) -> dict[str, tuple[str, ...]]:
    """The game's event kind → effects table (``ui/<game>/sounds.py``), {} if none."""
    if game_id not in _TABLES:
        try:
            module = import_module(f"senji_desktop.ui.{game_id}.sounds")
            _TABLES[game_id] = dict(module.SOUNDS)
        except ModuleNotFoundError:
            _TABLES[game_id] = {}
    return _TABLES[game_id]


def effects_for(game_id: str, events: Sequence[Event], speed: float) -> list[str]:
    """The effects to play for one move's `events`, in order: each effect once,
    at most :data:`MAX_PER_MOVE` (the most important kept); at `speed` 0
    (Instant) only the most important one."""
    table = sound_table(game_id)
    wanted: list[str] = []
    for event in events:
        for effect in table.get(event.kind, ()):
            if effect not in wanted:
                wanted.append(effect)
    if not wanted:
        return []
    keep = 1 if speed <= 0 else MAX_PER_MOVE
    chosen = sorted(wanted, key=EFFECTS.index)[:keep]
    return [e for e in wanted if e in chosen]


class SoundPlayer(QObject):
    """Plays the effects (see module docstring). `volume` 0–100, `muted` off by default."""

    #: An effect was started (also when no device plays it: see :attr:`audible`).
    played = Signal(str)

    def __init__(self, volume: int = 70, muted: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._volume = max(0, min(100, int(volume)))
        self._muted = bool(muted)
        self._effects: dict[str, Any] = {}
        self._multimedia: Any = None
        self._tried = False
        self._devices: Any = None
        self._pending: list[QTimer] = []

    # ---- settings --------------------------------------------------------------

    @property
    def volume(self) -> int:
        return self._volume

    @property
    def muted(self) -> bool:
        return self._muted

    def set_volume(self, volume: int) -> None:
        self._volume = max(0, min(100, int(volume)))
        self._apply_volume()

    def set_muted(self, muted: bool) -> None:
        self._muted = bool(muted)
        if muted:
            self.stop()

    # ---- the device ------------------------------------------------------------

    def warm_up(self) -> None:
        """Load Qt Multimedia and the effects once (a no-op afterwards)."""
        if self._tried:
            return
        self._tried = True
        from PySide6.QtCore import QLoggingCategory

        # Qt Multimedia reports which optional system libraries it probed
        # (PipeWire, VA-API, FFmpeg): news for a developer, noise for a player.
        QLoggingCategory.setFilterRules(_QUIET_MULTIMEDIA)
        try:
            self._multimedia = import_module("PySide6.QtMultimedia")
        except (ImportError, OSError) as exc:  # e.g. no libpulse on the system
            log.info("no sound: Qt Multimedia cannot be loaded (%s)", exc)
            return
        # Where no sound server answers, Qt's PulseAudio backend says so once,
        # when the devices are first listed, in the uncategorised "default"
        # warning category ("PulseAudioService: pa_context_connect() failed").
        # No device is the silent case the player handles, so that warning is
        # muted for this one synchronous probe only; the log says it instead.
        QLoggingCategory.setFilterRules(_QUIET_MULTIMEDIA + "\ndefault.warning=false")
        try:
            # Devices may come and go (a headset plugged in): the effects are made
            # while an output exists, so no device means no effect objects at all.
            self._devices = self._multimedia.QMediaDevices(self)
            self._devices.audioOutputsChanged.connect(self._load_effects)
            self._load_effects()
        finally:
            QLoggingCategory.setFilterRules(_QUIET_MULTIMEDIA)

    def _load_effects(self) -> None:
        from PySide6.QtCore import QUrl

        if self._multimedia is None or self._effects:
            return
        if not self._multimedia.QMediaDevices.audioOutputs():
            log.info("no sound: no audio output")
            return
        for name in EFFECTS:
            path = resource_path("sounds", f"{name}.wav")
            if not path.is_file():
                log.warning("sound effect %s is missing", path)
                continue
            effect = self._multimedia.QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(path)))
            self._effects[name] = effect
        self._apply_volume()

    @property
    def audible(self) -> bool:
        """True when an audio output exists and the effects are loaded."""
        if self._multimedia is None or not self._effects:
            return False
        return not self._multimedia.QMediaDevices.defaultAudioOutput().isNull()

    def _apply_volume(self) -> None:
        if self._multimedia is None:
            return
        audio = self._multimedia.QtAudio if hasattr(self._multimedia, "QtAudio") \
            else self._multimedia.QAudio
        linear = audio.convertVolume(self._volume / 100.0,
                                     audio.VolumeScale.LogarithmicVolumeScale,
                                     audio.VolumeScale.LinearVolumeScale)
        for effect in self._effects.values():
            effect.setVolume(linear)

    # ---- playing ---------------------------------------------------------------

    def play(self, name: str, delay_ms: int = 0) -> None:
        """Play effect `name` now or after `delay_ms` (nothing when muted or at volume 0).

        Raises ValueError for an unknown effect."""
        if name not in EFFECTS:
            raise ValueError(f"unknown sound effect {name!r}")
        if self._muted or self._volume == 0:
            return
        if delay_ms > 0:
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(lambda: self._start(name, timer))
            self._pending.append(timer)
            timer.start(delay_ms)
            return
        self._start(name, None)

    def _start(self, name: str, timer: QTimer | None) -> None:
        if timer is not None and timer in self._pending:
            self._pending.remove(timer)
            timer.deleteLater()
        if self._muted:
            return
        self.warm_up()
        effect = self._effects.get(name)
        if effect is not None and self.audible:
            effect.play()
        self.played.emit(name)

    def play_events(self, game_id: str, events: Sequence[Event], speed: float) -> list[str]:
        """Play the effects of one move's events (see :func:`effects_for`), spaced
        by the animation `speed` factor (1 normal, 0 Instant). Returns them."""
        effects = effects_for(game_id, events, speed)
        for i, name in enumerate(effects):
            self.play(name, round(i * GAP_MS * max(speed, 0.0)))
        return effects

    def stop(self) -> None:
        """Cancel effects still waiting and stop those playing (leaving a table)."""
        for timer in self._pending:
            timer.stop()
            timer.deleteLater()
        self._pending.clear()
        for effect in self._effects.values():
            effect.stop()
