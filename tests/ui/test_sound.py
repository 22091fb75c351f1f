"""Sound effects: one table per game from its event kinds, one player, silent without a device."""

from __future__ import annotations

import re
import wave
from pathlib import Path
from typing import Any

import pytest

from senji_desktop.engine import registry
from senji_desktop.engine.core import Event
from senji_desktop.resources import resource_path
from senji_desktop.ui import sound
from senji_desktop.ui.sound import EFFECTS, SoundPlayer, effects_for, sound_table

GAME_SOURCES = Path(sound.__file__).resolve().parents[1] / "games"


def event_kinds(game_id: str) -> set[str]:
    """Every event kind the game's rules produce (``Event("kind"`` in its modules)."""
    kinds: set[str] = set()
    for path in (GAME_SOURCES / game_id).glob("*.py"):
        kinds.update(re.findall(r'Event\(\s*"([a-z_]+)"', path.read_text(encoding="utf-8")))
    return kinds


@pytest.mark.parametrize("game_id", [g.game_id for g in registry.GAMES])
def test_every_game_has_a_sound_table_of_its_own_event_kinds(game_id: str) -> None:
    table = sound_table(game_id)
    assert table, f"{game_id} has no ui/{game_id}/sounds.py"
    kinds = event_kinds(game_id)
    assert set(table) <= kinds, set(table) - kinds
    for effects in table.values():
        assert effects and set(effects) <= set(EFFECTS)


def test_main_actions_sound_in_every_game() -> None:
    heard = {e for g in registry.GAMES for effects in sound_table(g.game_id).values()
             for e in effects}
    assert {"place", "flip", "dice", "capture", "life_lost"} <= heard


@pytest.mark.parametrize("name", EFFECTS)
def test_every_effect_is_a_short_wav_file(name: str) -> None:
    path = resource_path("sounds", f"{name}.wav")
    with wave.open(str(path)) as w:
        assert w.getnchannels() == 1 and w.getsampwidth() == 2
        assert 0.05 < w.getnframes() / w.getframerate() < 2.0


def test_a_move_sounds_each_effect_once_most_important_kept() -> None:
    events = [Event("crossing_rolled"), Event("battle_resolved"), Event("placed"),
              Event("honor_changed"), Event("battle_resolved"), Event("hostage_killed")]
    # In order of the events; four wanted, the least important (place) dropped.
    assert effects_for("senji", events, 1.0) == ["dice", "capture", "life_lost"]
    # At Instant only the most important one.
    assert effects_for("senji", events, 0.0) == ["life_lost"]
    assert effects_for("senji", [Event("honor_changed")], 1.0) == []
    assert effects_for("chess", events, 1.0) == []


def test_player_is_silent_when_muted_or_at_volume_zero(qtbot: Any) -> None:
    player = SoundPlayer(volume=50, muted=True)
    heard: list[str] = []
    player.played.connect(heard.append)
    player.play("place")
    player.set_muted(False)
    player.set_volume(0)
    player.play("place")
    assert heard == []
    player.set_volume(40)
    player.play("flip")
    assert heard == ["flip"]
    with pytest.raises(ValueError):
        player.play("trumpet")


def test_effects_of_a_move_follow_each_other_and_stop_cancels(qtbot: Any) -> None:
    player = SoundPlayer(volume=50)
    heard: list[str] = []
    player.played.connect(heard.append)
    assert player.play_events("senji", [Event("battle_resolved")], 1.0) == ["dice", "capture"]
    assert heard == ["dice"]
    qtbot.waitUntil(lambda: heard == ["dice", "capture"], timeout=5000)
    player.play_events("senji", [Event("battle_resolved")], 2.0)
    player.stop()
    qtbot.wait(sound.GAP_MS * 3)
    assert heard == ["dice", "capture", "dice"]


def test_no_audio_library_means_silence_without_errors(qtbot: Any,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> Any:
        raise ImportError("libpulse.so.0: cannot open shared object file")

    monkeypatch.setattr(sound, "import_module", missing)
    player = SoundPlayer(volume=80)
    heard: list[str] = []
    player.played.connect(heard.append)
    player.warm_up()
    player.play("won")
    player.set_volume(20)
    player.stop()
    assert player.audible is False
    assert heard == ["won"]


def test_player_loads_every_effect_where_an_audio_output_exists(qtbot: Any) -> None:
    try:
        from PySide6.QtMultimedia import QMediaDevices
    except ImportError:
        pytest.skip("Qt Multimedia cannot be loaded here (no PulseAudio client library)")
    player = SoundPlayer(volume=30)
    player.warm_up()
    if QMediaDevices.audioOutputs():
        assert set(player._effects) == set(EFFECTS)
    else:  # no device: no effect objects (and no warnings of Qt about them)
        assert player._effects == {} and not player.audible
    player.play("place")  # with or without an audio device: no error


def test_no_sound_server_means_silence_without_a_word_on_stderr(tmp_path: Path) -> None:
    """Without an audio device (no PulseAudio server answers: CI, a headless
    machine) the player probes, stays silent and writes nothing to stderr,
    where Qt's backend used to warn "pa_context_connect() failed"."""
    import os
    import subprocess
    import sys

    script = ("import sys\n"
              "from PySide6.QtWidgets import QApplication\n"
              "app = QApplication(sys.argv)\n"
              "from senji_desktop.ui.sound import SoundPlayer\n"
              "player = SoundPlayer()\n"
              "player.warm_up()\n"
              "player.play('place')\n"
              "print('audible' if player.audible else 'silent')\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen",
               PULSE_SERVER=f"unix:{tmp_path / 'no-such-server'}", PULSE_RUNTIME_PATH=str(tmp_path),
               XDG_RUNTIME_DIR=str(tmp_path))
    env.pop("QT_LOGGING_RULES", None)
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "silent"
    assert done.stderr == ""
