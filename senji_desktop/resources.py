"""Where the app's data files live: rules texts, art, compiled translations.

The repository keeps them in two top-level folders, ``resources/`` and
``i18n/``. A wheel carries them inside the package as
``senji_desktop/_resources`` and ``senji_desktop/_i18n`` (hatch
``force-include`` in pyproject.toml). An editable install or a source checkout
has no such folders inside the package, so the repository folders are used.
"""

from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path

_REPO_ROOT = Path(__file__).resolve().parent.parent


@cache
def _base(packaged: str, repo: str) -> Path:
    """The first existing folder of: the packaged copy, the repository folder.

    Falls back to the repository folder (even if missing) so error messages
    name a sensible place."""
    try:
        candidate = Path(str(files("senji_desktop").joinpath(packaged)))
    except (ModuleNotFoundError, TypeError):  # pragma: no cover - zip imports
        candidate = None
    if candidate is not None and candidate.is_dir():
        return candidate
    return _REPO_ROOT / repo


def resources_dir() -> Path:
    """The folder holding the contents of the repository's ``resources/``."""
    return _base("_resources", "resources")


def resource_path(*parts: str) -> Path:
    """Path of a file below ``resources/``, e.g. ``resource_path("rules", "en", "senshi.md")``.

    Works from the source tree (editable install) and from an installed wheel.
    The path is returned even if nothing exists there; callers that can fall
    back (e.g. a missing German page -> the English one) check ``.exists()``."""
    return resources_dir().joinpath(*parts)


def translations_dir() -> Path:
    """The folder holding the compiled translations (``senji_desktop_<lang>.qm``)."""
    return _base("_i18n", "i18n")
