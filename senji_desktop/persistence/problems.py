"""Human-readable problem descriptions that the UI can translate.

The persistence layer does not use Qt, yet its messages reach the user. Each
message is built from whole sentences: source templates marked with
``QT_TRANSLATE_NOOP`` (so ``pyside6-lupdate`` extracts them into the .ts file)
plus named ``{placeholders}``. A :class:`ProblemText` is an ordinary ``str``
holding the English text, and remembers its sentences so the UI can show it in
the current language::

    text = problem.translated(QCoreApplication.translate)
"""

from __future__ import annotations

import errno
from collections.abc import Callable, Mapping, Sequence

# The translation context of every persistence message.
CONTEXT = "PersistenceProblem"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # lupdate looks for this name
    """Marks `text` for extraction by lupdate; returns it unchanged."""
    return text


Sentence = tuple[str, Mapping[str, str]]


class ProblemText(str):
    """An English message that can also be rendered in another language.

    `sentences` holds (source template, placeholder values) pairs; each
    template is one whole sentence from the ``PersistenceProblem`` context."""

    sentences: tuple[Sentence, ...]

    def __new__(cls, sentences: Sequence[Sentence]) -> ProblemText:
        english = " ".join(t.format(**p) for t, p in sentences)
        obj = super().__new__(cls, english)
        obj.sentences = tuple((t, dict(p)) for t, p in sentences)
        return obj

    def translated(self, translate: Callable[[str, str], str]) -> str:
        """The message with each sentence passed through `translate(context, source)`,
        e.g. ``QCoreApplication.translate``; placeholders are filled afterwards."""
        return " ".join(translate(CONTEXT, t).format(**p) for t, p in self.sentences)


def problem(*sentences: Sentence) -> ProblemText:
    """Shorthand: ``problem((TEMPLATE, {"file": "x"}), (OTHER, {}))``."""
    return ProblemText(sentences)


# ---- the sentences ---------------------------------------------------------
# {file} and {aside} are full file paths; {error} is the operating system's
# own (untranslated) description of an input/output error.

MOVED_ASIDE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "It was renamed to {aside} so that the app can start normally.")
NOT_FOUND = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The file {file} does not exist.")
UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The file {file} could not be read ({error}).")
TRUNCATED = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is incomplete: the file ends too early, probably because saving was interrupted.")
CORRUPT = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is damaged and cannot be read.")
FOREIGN = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The file {file} is not a saved game of Senji Desktop.")
FUTURE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} was made by a newer version of Senji Desktop (save format {found}, this version reads format {supported}); please update the app to open it.")
INVALID = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is damaged: some entries are missing or invalid ({fields}).")
UNKNOWN_GAME = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is for a game this version does not know ({game}).")
UNAVAILABLE_GAME = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} is for {game}, which this version cannot play yet.")
BAD_OPTIONS = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} uses game options this version does not support ({detail}).")
SEAT_COUNT = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} lists {seats} players, but its game is set up for {expected}.")
BAD_MOVES = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} cannot be restored: move {number} of {total} does not follow the rules of this version.")
TWO_AUTOSAVES = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "There were two unfinished games of {game}; the one saved later is offered, the other was kept as {aside}.")
SETTINGS_CORRUPT = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The settings file {file} was damaged, so the default settings are used.")
SETTINGS_FOREIGN = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The settings file {file} does not belong to this version of Senji Desktop, so the default settings are used.")
SETTINGS_UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The settings file {file} could not be read ({error}), so the default settings are used.")
STATISTICS_DAMAGED = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The statistics file {file} was damaged, so your statistics start again from zero.")
STATISTICS_NEWER = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The statistics file {file} was written by a newer version of Senji Desktop, so this version starts new statistics.")
STATISTICS_UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The statistics file {file} could not be read ({error}); no game is added to it until it can be read again.")
FINISHED_DAMAGED = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The list of finished games {file} was damaged, so it starts empty.")
FINISHED_NEWER = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The list of finished games {file} was written by a newer version of Senji Desktop, so this version starts a new list.")
FINISHED_UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The list of finished games {file} could not be read ({error}); no game is added to it until it can be read again.")
RECORD_UNWRITABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The finished game could not be written to {file} ({error}).")
NOT_REGULAR = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "At {file} there is a folder or a special file instead of a saved game, so it cannot be used.")
# After NOT_REGULAR and SETTINGS_NOT_REGULAR: what was renamed is not a file.
ENTRY_MOVED_ASIDE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "What was there now has the name {aside}, so that the app can start normally.")
TOO_LARGE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The file {file} is far too large for a saved game ({limit} MB at most), so it was not read.")
FOLDER_UNREADABLE = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The folder {folder} could not be read ({error}), so unfinished games saved there cannot be offered.")
CHANGED = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} was changed after it was saved (its check sum does not match), so it could be a different game.")
REPLAY_MISMATCH = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "The saved game {file} does not replay to the position it was saved in.")
KEPT_FOR_NEWER = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "It was kept as {aside}; the newer version will continue it.")
SETTINGS_NOT_REGULAR = QT_TRANSLATE_NOOP(
    "PersistenceProblem",
    "At {file} there is a folder or a special file instead of the settings file, so the default settings are used.")


# ---- why a file could not be written ------------------------------------------------
# One sentence each; the window shows it beside its own ("⚠ Not saved."),
# never a path or a traceback.

WRITE_DISK_FULL = QT_TRANSLATE_NOOP("PersistenceProblem", "The disk is full.")
WRITE_QUOTA = QT_TRANSLATE_NOOP("PersistenceProblem", "Your storage quota is used up.")
WRITE_READ_ONLY = QT_TRANSLATE_NOOP("PersistenceProblem", "The folder is read-only.")
WRITE_DENIED = QT_TRANSLATE_NOOP("PersistenceProblem",
                                 "There is no permission to write to the folder.")
WRITE_TEXT = QT_TRANSLATE_NOOP("PersistenceProblem", "A name contains a character that cannot be stored.")
WRITE_OTHER = QT_TRANSLATE_NOOP("PersistenceProblem", "The system reports an error: {error}.")


def write_failure(exc: BaseException) -> ProblemText:
    """Why writing a file failed, as one sentence: the common causes (full disk,
    quota, read-only folder, no permission, text UTF-8 cannot hold) in our own
    words, anything else with the system's description of the error (never
    the file name)."""
    if isinstance(exc, UnicodeError):
        return problem((WRITE_TEXT, {}))
    code = getattr(exc, "errno", None)
    known = {errno.ENOSPC: WRITE_DISK_FULL, errno.EROFS: WRITE_READ_ONLY,
             errno.EACCES: WRITE_DENIED, errno.EPERM: WRITE_DENIED}
    if hasattr(errno, "EDQUOT"):
        known[errno.EDQUOT] = WRITE_QUOTA
    if code in known:
        return problem((known[code], {}))
    detail = getattr(exc, "strerror", None) or type(exc).__name__
    return problem((WRITE_OTHER, {"error": str(detail)}))
