"""Imports that work in any order: keeping PySide6's import probe away from pydantic.

The cause. Once PySide6 is imported, shiboken replaces ``builtins.__import__``
with a hook (its ``__feature__`` support) that looks at every module it has
not seen before, after the import: ``inspect.getsource(module)``, searching
the text for "PySide6". ``getsource`` first unwraps the module, i.e. asks
``hasattr(module, "__wrapped__")``. Most pydantic modules answer unknown
attributes with a lazy module ``__getattr__`` (its v1 → v2 migration helper),
and that helper imports ``pydantic._internal._validators``. When the probe
runs while that very module is still being imported — pydantic imported
before PySide6, a pydantic submodule imported after it, e.g. ``import
pydantic; import PySide6.QtWidgets; import pydantic.fields`` — the lazy
import meets the half-initialised module and raises ``ImportError``
("partially initialized module … circular import"), which ``hasattr`` does
not swallow. Our own code hit it through the AI (pydantic), then the UI
registry (PySide6), then loading a game (more of pydantic).

The fix, applied once by ``senji_desktop/__init__.py``, so it runs before any
of our modules, whichever entry point is used (the app, the AI child
process, the arena and bench commands, the tests):

- if shiboken's hook is already installed, every pydantic module is entered
  in its table as "does not use PySide6" (``-1``, the value the probe would
  have found), so the probe never touches pydantic again;
- pydantic's ``_internal._validators`` is imported completely now, so a
  probe that does reach a pydantic module later (PySide6 imported after us)
  finds the migration helper's import already done, and ``hasattr`` gets a
  plain ``AttributeError``.

Importing pydantic here costs nothing extra: the engine imports it anyway.
"""

from __future__ import annotations

import importlib.util
import os
import sys

#: Packages whose modules shiboken's probe must never inspect.
SHIELDED_PACKAGES = ("pydantic", "pydantic_core")
#: shiboken's ``__feature__`` module (it is published under both names).
_FEATURE_MODULES = ("PySide6.support.feature", "shibokensupport.feature")


def _module_names(package: str) -> list[str]:
    """Every module name of the installed `package`, found on disk without importing it."""
    try:
        spec = importlib.util.find_spec(package)
    except (ImportError, ValueError):
        return []
    if spec is None or not spec.submodule_search_locations:
        return []
    names = [package]
    for root in spec.submodule_search_locations:
        for folder, dirs, files in os.walk(root):
            dirs[:] = [d for d in dirs if os.path.isfile(os.path.join(folder, d, "__init__.py"))]
            rel = os.path.relpath(folder, root)
            prefix = package if rel == "." else f"{package}.{rel.replace(os.sep, '.')}"
            if rel != ".":
                names.append(prefix)
            names.extend(f"{prefix}.{f[:-3]}" for f in files
                         if f.endswith(".py") and f != "__init__.py")
    return names


def feature_table() -> dict[str, int] | None:
    """shiboken's table of modules it has probed (name → feature flags, -1 =
    does not use PySide6), or None while PySide6 is not imported."""
    for name in _FEATURE_MODULES:
        table = getattr(sys.modules.get(name), "pyside_feature_dict", None)
        if isinstance(table, dict):
            return table
    return None


def shield_pydantic() -> None:
    """Make pydantic and PySide6 importable in any order (see the module text).
    Safe to call repeatedly."""
    table = feature_table()
    if table is not None:
        for package in SHIELDED_PACKAGES:
            for name in _module_names(package):
                table.setdefault(name, -1)
    import pydantic._internal._validators  # noqa: F401  (see the module text)
