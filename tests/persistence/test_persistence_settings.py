"""Settings: defaults, round trip, damaged files set aside with a message."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pydantic import ValidationError

from senji_desktop.persistence import settings as settings_mod
from senji_desktop.persistence.problems import CONTEXT, ProblemText
from senji_desktop.persistence.settings import (
    Settings,
    load_settings,
    save_settings,
    settings_path,
    speed_factor,
    system_language,
)


def test_missing_file_gives_defaults_without_problem() -> None:
    s, problem = load_settings()
    assert problem is None
    assert s.animation_speed == "normal"
    assert s.memory_aid is True
    assert s.window_geometry is None and s.last_new_game is None


def test_round_trip(home: Path) -> None:
    s = Settings(language="de", animation_speed="slow", memory_aid=False,
                 window_geometry="AdnQywADAAA=",
                 last_new_game={"game": "senshi", "seats": [["Aiko", "human"], ["Ren", "ai:hard"]]})
    save_settings(s)
    data = json.loads(settings_path().read_text(encoding="utf-8"))
    assert data["app"] == "senji-desktop" and data["format"] == 1
    loaded, problem = load_settings()
    assert problem is None
    assert loaded == s
    assert settings_path().parent == home / "config"


def test_invalid_values_are_rejected() -> None:
    with pytest.raises(ValidationError):
        Settings(language="fr")
    s = Settings()
    with pytest.raises(ValidationError):
        s.animation_speed = "warp"  # type: ignore[assignment]


def test_unknown_fields_of_newer_versions_are_ignored() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"app": "senji-desktop", "format": 1, "language": "de",
                                "table_felt": "green"}))
    s, problem = load_settings()
    assert problem is None and s.language == "de"


@pytest.mark.parametrize(("content", "words"), [
    ('{"language": "de", "animati', "damaged"),
    ("\x00\xff garbage", "damaged"),
    ('{"theme": "dark"}', "does not belong"),
    ('[1, 2, 3]', "does not belong"),
    ('{"app": "senji-desktop", "format": 9}', "does not belong"),
    ('{"app": "senji-desktop", "format": ' + "9" * 5000 + "}", "damaged"),
    ("[" * 100_000 + "]" * 100_000, "damaged"),
])
def test_bad_file_is_set_aside_with_message(content: str, words: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="latin-1")
    s, problem = load_settings()
    assert s == Settings()
    assert problem is not None and words in problem
    assert str(path) in problem
    assert not path.exists()
    asides = list(path.parent.glob("settings.corrupt-*.json"))
    assert len(asides) == 1
    assert str(asides[0]) in problem
    assert asides[0].read_text(encoding="latin-1") == content
    # The next start is clean.
    assert load_settings()[1] is None


def test_one_wrongly_typed_value_falls_back_alone_and_keeps_the_others() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"app": "senji-desktop", "format": 1, "language": "klingon",
                                "animation_speed": "slow", "memory_aid": "often",
                                "window_geometry": "AdnQywADAAA="}))
    s, problem = load_settings()
    assert problem is None and path.exists()  # nothing set aside
    assert s.animation_speed == "slow" and s.window_geometry == "AdnQywADAAA="
    assert s.language == Settings().language and s.memory_aid is True  # the defaults


def test_problem_text_translates_sentence_by_sentence() -> None:
    path = settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{")
    _, problem = load_settings()
    assert isinstance(problem, ProblemText)
    assert len(problem.sentences) == 2
    seen: list[tuple[str, str]] = []

    def fake_translate(context: str, source: str) -> str:
        seen.append((context, source))
        return "<" + source + ">"

    text = problem.translated(fake_translate)
    assert all(ctx == CONTEXT for ctx, _ in seen)
    assert text.startswith("<The settings file ") and str(path) in text
    assert "{file}" not in text and "{aside}" not in text


def test_speed_factor() -> None:
    assert [speed_factor(s) for s in ("instant", "fast", "normal", "slow")] == [0, 0.5, 1, 2]
    with pytest.raises(ValueError):
        speed_factor("warp")


@pytest.mark.parametrize(("env", "expected"), [
    ({"LANG": "de_DE.UTF-8"}, "de"),
    ({"LANG": "de_AT.UTF-8"}, "de"),
    ({"LANG": "en_GB.UTF-8"}, "en"),
    ({"LANGUAGE": "de:en", "LANG": "en_US.UTF-8"}, "de"),
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "de_DE.UTF-8"}, "en"),
])
def test_system_language_from_environment(monkeypatch: pytest.MonkeyPatch,
                                          env: dict[str, str], expected: str) -> None:
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    for k, v in env.items():
        monkeypatch.setenv(k, v)
    assert system_language() == expected
    assert Settings().language == expected


def test_unwritable_settings_folder_raises(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home.mkdir(parents=True)
    (home / "config").write_text("a file where the folder should be")
    with pytest.raises(OSError):
        save_settings(Settings())
    assert settings_mod.settings_path().parent.is_file()
